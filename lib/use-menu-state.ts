'use client'

import { usePathname } from 'next/navigation'
import { useCallback, useState } from 'react'

/**
 * Open/closed state that closes by itself on route change: the menu remembers the
 * path it was opened on, so a new path means closed without an effect.
 */
export function useMenuState() {
  const pathname = usePathname()
  const [openOn, setOpenOn] = useState<string | null>(null)
  const open = openOn === pathname
  const setOpen = useCallback((next: boolean) => setOpenOn(next ? pathname : null), [pathname])
  const close = useCallback(() => setOpenOn(null), [])
  return { open, pathname, setOpen, close, toggle: () => setOpen(!open) }
}
