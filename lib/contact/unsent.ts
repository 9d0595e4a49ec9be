/**
 * The contact outbox: a request waits in localStorage until our server acknowledges it (lib/consent/outbox.ts), and
 * one an earlier page could not deliver is sent again, the sending code loaded only when one waits.
 */
import 'client-only'
import { withStorage } from '@/lib/browser-storage'
import type { Outbox } from '@/lib/consent/outbox-queue'

/** The localStorage key of requests sent but not yet acknowledged by our server (declared in content/legal/cookie-registry.ts). */
export const contactUnsentKey = 'contact-unsent'

export const contactOutbox: Outbox = {
  url: '/api/contact',
  storageKey: contactUnsentKey,
  idField: 'request_id',
  warn: (message, error) => console.warn(`[contact] ${message}`, ...(error === undefined ? [] : [error])),
}

export function resendUnsentContactRequest(): void {
  if (!withStorage('localStorage', (storage) => storage.getItem(contactUnsentKey))) return
  void import('@/lib/consent/outbox').then((outbox) => outbox.resendPending(contactOutbox)).catch(() => {})
}
