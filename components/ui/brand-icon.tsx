import { brandIconHref, type BrandName, type BrandSprite } from '@/lib/brand-sprites'

/**
 * A brand logo drawn from its static sprite (lib/brand-sprites.ts) with <use href>: the page
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
      viewBox="0 0 24 24"
      className={className}
      fill="currentColor"
      role={title ? 'img' : undefined}
      aria-hidden={title ? undefined : true}
      aria-label={title}
    >
      <use href={brandIconHref(sprite, name)} />
    </svg>
  )
}
