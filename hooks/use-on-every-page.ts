'use client'

import { usePathname } from 'next/navigation'
import { useEffect, useRef } from 'react'

/**
 * Runs `action` on every page the visitor reaches, by a link within the site or a full load, and each time
 * the browser comes back online: when the outboxes send again what an earlier page could not deliver.
 */
export function useOnEveryPage(action: () => void): void {
  const pathname = usePathname()
  const latest = useRef(action)
  useEffect(() => {
    latest.current = action
  })
  useEffect(() => {
    latest.current()
  }, [pathname])
  useEffect(() => {
    const online = () => latest.current()
    window.addEventListener('online', online)
    return () => window.removeEventListener('online', online)
  }, [])
}
