import type { ComponentProps } from 'react'
import { newTabHint } from '@/content/ui/links'

type ExternalLinkProps = Omit<ComponentProps<'a'>, 'target' | 'rel'> & { href: string }

/** A link to another site: it opens in a new tab, gives that tab no handle on this page, and says so to screen readers. */
export function ExternalLink({ children, ...props }: ExternalLinkProps) {
  return (
    <a {...props} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="sr-only">{` ${newTabHint}`}</span>
    </a>
  )
}
