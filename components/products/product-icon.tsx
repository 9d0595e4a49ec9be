import { Boxes } from 'lucide-react'
import { siGooglemaps, siInstagram, siTelegram, siWhatsapp, siWordpress } from 'simple-icons'
import type { ProductIcon as ProductIconName } from '@/content/products'
import { BrandIcon } from '@/components/ui/brand-icon'

const brands = { telegram: siTelegram, instagram: siInstagram, whatsapp: siWhatsapp, wordpress: siWordpress, maps: siGooglemaps } as const

/** The product's mark: a brand logo from simple-icons, or a generic icon for our own tools. */
export function ProductIcon({ icon, className = 'size-6' }: { icon: ProductIconName; className?: string }) {
  if (icon === 'inventory') return <Boxes aria-hidden className={className} />
  return <BrandIcon icon={brands[icon]} className={className} />
}
