import { Flame, InfinityIcon, Repeat, Settings } from '@/components/ui/icons'
import { productFlagsLabel, productFlagTexts } from '@/content/pages/products'
import type { Product } from '@/content/products'

/** The four product marks, with the meaning the catalogue legend gives them. */
export const productFlags = [
  { key: 'featured', ...productFlagTexts.featured, Icon: Flame },
  { key: 'forever', ...productFlagTexts.forever, Icon: InfinityIcon },
  { key: 'subscription', ...productFlagTexts.subscription, Icon: Repeat },
  { key: 'customSetup', ...productFlagTexts.customSetup, Icon: Settings },
] as const

const chip =
  'inline-flex items-center gap-1 rounded-full border border-line bg-surface-strong px-2.5 py-0.5 text-xs font-medium'

export function FlagChip({ flag }: { flag: (typeof productFlags)[number] }) {
  return (
    <span className={chip}>
      <flag.Icon aria-hidden className="size-3.5 text-accent-text" />
      {flag.label}
    </span>
  )
}

/** The marks that apply to a product; `featured` is left out where a page shows its own badge. */
export function ProductFlags({ product, skipFeatured = false }: { product: Product; skipFeatured?: boolean }) {
  const flags = productFlags.filter((flag) => product[flag.key] && !(skipFeatured && flag.key === 'featured'))
  if (flags.length === 0) return null
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label={productFlagsLabel}>
      {flags.map((flag) => (
        <li key={flag.key}>
          <FlagChip flag={flag} />
        </li>
      ))}
    </ul>
  )
}

/**
 * The catalogue's legend of the marks, in fixed cells with each term at its cell's top: the parser adds terms
 * and meanings one by one, and in a wrapped row an entry whose meaning arrives could move, a layout shift.
 */
export function FlagLegend() {
  return (
    <dl className="grid gap-x-6 gap-y-3 text-sm text-muted sm:grid-cols-2">
      {productFlags.map((flag) => (
        <div key={flag.key} className="flex items-start gap-2">
          <dt className="shrink-0">
            <FlagChip flag={flag} />
          </dt>
          <dd>= {flag.meaning}</dd>
        </div>
      ))}
    </dl>
  )
}
