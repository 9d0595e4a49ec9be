import type { SimpleIcon } from 'simple-icons'

/** A brand logo from simple-icons, inlined in the server HTML (no request to any host). */
export function BrandIcon({ icon, className = 'size-5', title }: { icon: Pick<SimpleIcon, 'path'> & { fillRule?: 'evenodd' }; className?: string; title?: string }) {
  return (
    <svg viewBox="0 0 24 24" className={className} fill="currentColor" role={title ? 'img' : undefined} aria-hidden={title ? undefined : true} aria-label={title}>
      <path d={icon.path} fillRule={icon.fillRule} />
    </svg>
  )
}
