'use client'

import { useOnEveryPage } from '@/hooks/use-on-every-page'
import { resendUnsentConsent } from '@/lib/consent/browser'

/**
 * What an earlier page (or this one) could not deliver goes again on every page and when back online: the
 * consents, whose sending code loads only when one waits. Renders nothing; the
 * receipt learns what was delivered from the outbox itself (lib/consent/outbox-queue.ts, outboxChangeEvent).
 */
export function OutboxResender() {
  useOnEveryPage(() => {
    void resendUnsentConsent()
  })
  return null
}
