'use client'

import { IntentLink } from '@/components/ui/intent-link'
import { usePathname } from 'next/navigation'
import type { ReactNode } from 'react'
import { isCurrentPath } from '@/lib/nav'

/** A navigation link that marks itself aria-current on its own page (style it with `aria-[current=page]:`). */
export function NavLink({ href, className, children }: { href: string; className: string; children: ReactNode }) {
  const current = isCurrentPath(usePathname(), href)
  return (
    <IntentLink href={href} aria-current={current ? 'page' : undefined} className={className}>
      {children}
    </IntentLink>
  )
}
