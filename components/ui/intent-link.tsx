'use client'

import Link from 'next/link'
import { useState, type ComponentProps } from 'react'

type IntentLinkProps = Omit<ComponentProps<typeof Link>, 'href' | 'prefetch'> & { href: string }

/**
 * A link whose page is fetched ahead only once the visitor shows intent (pointer over it,
 * focus, touch), not as soon as it scrolls into view: a first visit does not pay for pages
 * it rarely opens, and the click still finds the page ready. Intent switches Next's own
 * prefetch on (the pattern of Next's docs), so this needs no router of its own.
 */
export function IntentLink({ onMouseEnter, onFocus, onTouchStart, ...props }: IntentLinkProps) {
  const [intent, setIntent] = useState(false)
  return (
    <Link
      {...props}
      prefetch={intent ? null : false}
      onMouseEnter={(event) => {
        setIntent(true)
        onMouseEnter?.(event)
      }}
      onFocus={(event) => {
        setIntent(true)
        onFocus?.(event)
      }}
      onTouchStart={(event) => {
        setIntent(true)
        onTouchStart?.(event)
      }}
    />
  )
}
