'use client'

import { usePathname } from 'next/navigation'
import { useEffect } from 'react'
import { withStorage } from '@/lib/browser-storage'
import { contactUnsentKey } from '@/lib/contact/draft'

/**
 * A contact request that an earlier page could not deliver is sent again on the next page, whether
 * reached by a link or a full load, and when the browser comes back online. The sending code loads
 * only when a request waits.
 */
export function UnsentRequestResender() {
  const pathname = usePathname()
  useEffect(() => {
    const resend = () => {
      if (!withStorage('localStorage', (storage) => storage.getItem(contactUnsentKey))) return
      void import('@/lib/contact/post')
        .then((post) => post.resendUnsentContactRequest())
        .catch(() => {})
    }
    resend()
    window.addEventListener('online', resend)
    return () => window.removeEventListener('online', resend)
  }, [pathname])
  return null
}
