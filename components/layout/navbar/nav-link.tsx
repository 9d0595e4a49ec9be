'use client'

import Link from 'next/link'
import { usePathname } from 'next/navigation'
import type { ReactNode } from 'react'
import { isCurrentPath } from '@/lib/nav'

/** A navigation link that marks itself aria-current on its own page (style it with `aria-[current=page]:`). */
export function NavLink({ href, className, children }: { href: string; className: string; children: ReactNode }) {
  const current = isCurrentPath(usePathname(), href)
  return (
    <Link href={href} aria-current={current ? 'page' : undefined} className={className}>
      {children}
    </Link>
  )
}
