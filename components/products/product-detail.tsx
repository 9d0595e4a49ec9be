import { ArrowLeft, CheckCircle, InfinityIcon, Sparkles, type DrawnIcon } from '@/components/ui/icons'
import { IntentLink } from '@/components/ui/intent-link'
import { productDetailCopy as copy } from '@/content/pages/products'
import type { Product } from '@/content/products'
import { isAvailable } from '@/lib/products'
import { routes } from '@/lib/routes'
import { buttonClasses } from '@/components/ui/button-styles'
import { ProductFlags } from './product-flags'
import { ProductIcon } from './product-icon'

function ListSection({ title, items, icon: Icon }: { title: string; items: readonly string[]; icon: DrawnIcon }) {
  const titleId = `${title}-title`.replace(/\s+/g, '-')
  return (
    <section aria-labelledby={titleId} className="rounded-2xl border border-line bg-surface p-6">
      <h2 id={titleId} className="text-xl font-semibold">
        {title}
      </h2>
      <ul className="mt-4 grid gap-3">
        {items.map((item) => (
          <li key={item} className="flex gap-3 text-muted">
            <Icon aria-hidden className="mt-0.5 size-5 shrink-0 text-accent-text" />
            <span>{item}</span>
          </li>
        ))}
      </ul>
    </section>
  )
}

/** The product page body: header, preview, long description, features and benefits. */
export function ProductDetail({ product }: { product: Product }) {
  return (
    <article className="mx-auto max-w-6xl px-4 pt-28 pb-8 sm:px-6 sm:pt-32">
      <IntentLink
        href={routes.products.path}
        className="inline-flex items-center gap-2 text-sm font-medium text-accent-text hover:underline"
      >
        <ArrowLeft aria-hidden className="size-4" /> {copy.back}
      </IntentLink>
      <div className="mt-8 grid items-start gap-10 lg:grid-cols-2">
        <div>
          <div className="flex flex-wrap items-center gap-3">
            <span className="inline-flex size-14 items-center justify-center rounded-2xl bg-surface-strong text-accent-text">
              <ProductIcon icon={product.icon} className="size-7" />
            </span>
            {product.featured && (
              <span className="rounded-full bg-accent px-3 py-1 text-xs font-bold text-on-accent">
                {copy.bestSeller}
              </span>
            )}
          </div>
          <h1 className="mt-6 text-4xl font-bold tracking-tight text-balance sm:text-5xl">{product.name}</h1>
          <p className="mt-4 text-lg text-muted">{product.description}</p>
          <div className="mt-5">
            <ProductFlags product={product} skipFeatured />
          </div>
          {product.forever && (
            <p className="mt-6 flex items-center gap-3 rounded-2xl border border-accent-text/40 bg-accent/10 px-4 py-3 font-semibold">
              <InfinityIcon aria-hidden className="size-5 text-accent-text" /> {copy.forever}
            </p>
          )}
          <ProductActions available={isAvailable(product)} />
        </div>
        <ProductPreview product={product} />
      </div>

      <section aria-labelledby="descrizione" className="mt-16 max-w-3xl">
        <h2 id="descrizione" className="text-2xl font-bold">
          {copy.howItWorks}
        </h2>
        <p className="mt-4 text-lg leading-relaxed text-muted">{product.longDescription}</p>
        <ul className="mt-6 flex flex-wrap gap-2" aria-label={copy.tagsLabel}>
          {product.tags.map((tag) => (
            <li key={tag} className="rounded-md bg-surface-strong px-2.5 py-1 text-sm text-muted">
              {tag}
            </li>
          ))}
        </ul>
      </section>

      <div className="mt-12 grid gap-6 md:grid-cols-2">
        <ListSection title={copy.features} items={product.features} icon={CheckCircle} />
        <ListSection title={copy.benefits} items={product.benefits} icon={Sparkles} />
      </div>
    </article>
  )
}

/** Contact us, or a disabled "coming soon" while the product is not available yet. */
function ProductActions({ available }: { available: boolean }) {
  return (
    <div className="mt-8 flex flex-wrap gap-3">
      {available ? (
        <IntentLink href={routes.contact.path} className={buttonClasses('primary')}>
          {copy.contact}
        </IntentLink>
      ) : (
        <button type="button" disabled className={buttonClasses('primary')}>
          {copy.comingSoon}
        </button>
      )}
      <IntentLink href={routes.contact.path} className={buttonClasses('secondary')}>
        {copy.askInfo}
      </IntentLink>
    </div>
  )
}

/** The product's image, or a placeholder until it has one. */
function ProductPreview({ product }: { product: Product }) {
  return (
    <div className="flex aspect-video items-center justify-center rounded-3xl border border-line bg-surface">
      {product.image ? (
        // eslint-disable-next-line @next/next/no-img-element -- product images are local files sized by their container
        <img src={product.image} alt={copy.previewAlt(product.name)} className="size-full rounded-3xl object-cover" />
      ) : (
        <p className="flex flex-col items-center gap-3 text-muted">
          <Sparkles aria-hidden className="size-8 text-accent-text" />
          {copy.previewComingSoon}
        </p>
      )}
    </div>
  )
}
