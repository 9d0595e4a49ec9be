'use client'

import { usePathname } from 'next/navigation'
import { useCallback, useState } from 'react'

/**
 * Open/closed state that closes by itself on every route change, Back and Forward
 * included: the path seen last render is kept, and a different one closes the menu
 * during render (React's "adjust state on a prop change" pattern, no effect, no flash).
 */
export function useMenuState() {
  const pathname = usePathname()
  const [open, setOpenState] = useState(false)
  const [seenPath, setSeenPath] = useState(pathname)
  if (seenPath !== pathname) {
    setSeenPath(pathname)
    setOpenState(false)
  }
  const close = useCallback(() => setOpenState(false), [])
  return { open, pathname, setOpen: setOpenState, close, toggle: () => setOpenState(!open) }
}
