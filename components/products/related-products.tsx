import { relatedProducts } from '@/content/pages/products'
import { categories, findProduct, type Product } from '@/content/products'
import type { SectionIntro } from '@/content/types'
import { LinkCards } from '@/components/sections/link-cards'
import { Section } from '@/components/sections/section'
import { productPath } from '@/lib/routes'

/** The other products of a product's category. */
export function productsRelatedTo(product: Product): Product[] {
  const category = categories.find((c) => c.products.some((p) => p.slug === product.slug))
  return (category?.products ?? []).filter((p) => p.slug !== product.slug)
}

/** The catalogue products that do the job of a service page. */
export function productsForService(service: keyof typeof relatedProducts.byService): Product[] {
  return relatedProducts.byService[service].map((slug) => {
    const product = findProduct(slug)
    if (!product) throw new Error(`content/pages/products.ts: no product "${slug}" for the ${service} page`)
    return product
  })
}

/**
 * Links to product pages. The catalogue keeps coming-soon cards inert (SPEC), so these are the
 * links by which visitors, and crawlers, reach those pages from the rest of the site.
 */
export function RelatedProducts({
  id = 'prodotti-correlati',
  intro,
  products,
}: {
  id?: string
  intro: SectionIntro
  products: readonly Product[]
}) {
  if (products.length === 0) return null
  const cards = products.map((product) => ({
    title: product.name,
    text: product.description,
    href: productPath(product.slug),
    hint: relatedProducts.hint,
  }))
  return (
    <Section id={id} intro={intro}>
      <LinkCards cards={cards} className="mx-auto max-w-5xl" />
    </Section>
  )
}
