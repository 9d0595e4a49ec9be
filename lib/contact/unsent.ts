/** A contact request an earlier page could not deliver: sent again, its sending code loaded only when one waits. */
import { withStorage } from '@/lib/browser-storage'

/** The localStorage key of requests sent but not yet acknowledged by our server (declared in content/legal/cookie-registry.ts). */
export const contactUnsentKey = 'contact-unsent'

export function resendUnsentContactRequest(): void {
  if (!withStorage('localStorage', (storage) => storage.getItem(contactUnsentKey))) return
  void import('./post').then((post) => post.sendWaitingRequests()).catch(() => {})
}
