import { brandIconHref, type BrandName, type BrandSprite } from '@/lib/brand/sprites'
import { markup } from '@/lib/markup'

const svgAttributes = { viewBox: '0 0 24 24', fill: 'currentColor' }
/** The <use> as markup inside the <svg>: React hydrates the <svg> alone. */
const symbolReference = (href: string) => markup('use', { href })

/**
 * A brand logo drawn from its static sprite (lib/brand/sprites.ts) with <use href>: the page
 * carries a reference of a few bytes, the drawing is one cacheable file on our own host.
 */
export function BrandIcon<S extends BrandSprite>({
  sprite,
  name,
  className = 'size-5',
  title,
}: {
  sprite: S
  name: BrandName<S>
  className?: string
  title?: string
}) {
  return (
    <svg
      {...svgAttributes}
      className={className}
      role={title ? 'img' : undefined}
      aria-hidden={title ? undefined : true}
      aria-label={title}
      dangerouslySetInnerHTML={{ __html: symbolReference(brandIconHref(sprite, name)) }}
    />
  )
}

/** A decorative BrandIcon as markup, for static lists that stay out of React's tree (the logo marquee). */
export const decorativeBrandIconMarkup = <S extends BrandSprite>(sprite: S, name: BrandName<S>, className: string) =>
  markup(
    'svg',
    { ...svgAttributes, class: className, 'aria-hidden': 'true' },
    symbolReference(brandIconHref(sprite, name)),
  )
