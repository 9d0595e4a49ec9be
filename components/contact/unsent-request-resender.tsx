'use client'

import { withStorage } from '@/lib/browser-storage'
import { contactUnsentKey } from '@/lib/contact/draft'
import { useOnEveryPage } from '@/hooks/use-on-every-page'

/**
 * A contact request that an earlier page could not deliver is sent again on the next page, whether
 * reached by a link or a full load, and when the browser comes back online. The sending code loads
 * only when a request waits.
 */
export function UnsentRequestResender() {
  useOnEveryPage(() => {
    if (!withStorage('localStorage', (storage) => storage.getItem(contactUnsentKey))) return
    void import('@/lib/contact/post')
      .then((post) => post.resendUnsentContactRequest())
      .catch(() => {})
  })
  return null
}
