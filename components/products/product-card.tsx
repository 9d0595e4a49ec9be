import { IntentLink } from '@/components/ui/intent-link'
import { productCardCopy as copy } from '@/content/pages/products'
import type { Product } from '@/content/products'
import { isAvailable, visibleTags } from '@/lib/products'
import { productPath } from '@/lib/routes'
import { ProductFlags } from './product-flags'
import { ProductIcon } from './product-icon'

/** A catalogue card. Only an available product is a link; a coming-soon one is inert and says so. */
export function ProductCard({ product }: { product: Product }) {
  const available = isAvailable(product)
  const tags = visibleTags(product.tags)
  return (
    <article
      className={`stagger-in relative flex h-full flex-col rounded-2xl border border-line bg-surface p-6 transition-colors ${available ? 'hover:border-accent-text' : ''}`}
    >
      <div className="flex items-start justify-between gap-3">
        <span className="inline-flex size-12 items-center justify-center rounded-xl bg-surface-strong text-accent-text">
          <ProductIcon icon={product.icon} />
        </span>
        {!available && (
          <span className="rounded-full bg-surface-strong px-3 py-1 text-xs font-semibold text-muted">
            {copy.comingSoon}
          </span>
        )}
      </div>
      <h3 className="mt-5 text-lg font-semibold">
        {available ? (
          <IntentLink href={productPath(product.slug)} className="after:absolute after:inset-0 after:rounded-2xl">
            {product.name}
          </IntentLink>
        ) : (
          product.name
        )}
      </h3>
      <p className="mt-2 flex-1 text-sm text-muted">{product.description}</p>
      <div className="mt-4">
        <ProductFlags product={product} />
      </div>
      <ul className="mt-4 flex flex-wrap gap-1.5 text-xs text-muted" aria-label={copy.tagsLabel}>
        {tags.shown.map((tag) => (
          <li key={tag} className="rounded-md bg-surface-strong px-2 py-0.5">
            {tag}
          </li>
        ))}
        {tags.hidden > 0 && (
          <li className="rounded-md px-1 py-0.5" aria-label={copy.moreTags(tags.hidden)}>
            +{tags.hidden}
          </li>
        )}
      </ul>
    </article>
  )
}
