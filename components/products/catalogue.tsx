import { catalogueLabel } from '@/content/pages/products'
import { categories, products } from '@/content/products'
import { CatalogueFilterOnIntent } from '@/components/islands/islands'
import { FlagLegend } from './product-flags'
import { ProductCard } from './product-card'

/** The whole catalogue by category, server-rendered; the filter island only hides what a search excludes. */
export function Catalogue() {
  const index = products.map(({ slug, name, description, tags }) => ({ slug, name, description, tags }))
  return (
    <section aria-label={catalogueLabel} className="mx-auto max-w-7xl px-4 sm:px-6">
      <FlagLegend />
      <div className="mt-12">
        {categories.map((category) => (
          <section
            key={category.id}
            aria-labelledby={`category-${category.id}`}
            data-slugs={category.products.map((product) => product.slug).join(' ')}
            className="mt-14 first-of-type:mt-0"
          >
            <h2 id={`category-${category.id}`} className="text-2xl font-bold tracking-tight">
              {category.name}
            </h2>
            <p className="mt-2 text-muted">{category.description}</p>
            <ul className="mt-6 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
              {category.products.map((product) => (
                <li key={product.slug} data-slug={product.slug}>
                  <ProductCard product={product} />
                </li>
              ))}
            </ul>
          </section>
        ))}
        <CatalogueFilterOnIntent index={index} />
      </div>
    </section>
  )
}
