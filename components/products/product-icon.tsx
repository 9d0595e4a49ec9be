import { Boxes } from '@/components/ui/icons'
import type { ProductIcon as ProductIconName } from '@/content/products'
import { BrandIcon } from '@/components/ui/brand-icon'

/** The product's mark: a brand logo from the products sprite, or a generic icon for our own tools. */
export function ProductIcon({ icon, className = 'size-6' }: { icon: ProductIconName; className?: string }) {
  if (icon === 'inventory') return <Boxes aria-hidden className={className} />
  return <BrandIcon sprite="products" name={icon} className={className} />
}
