/**
 * A POST the server must acknowledge: its exact body waits in localStorage until a 2xx, and is
 * sent again on the next page load, unchanged, so the server (which dedupes on an id inside the
 * body) stores it once however often it arrives. The consent record uses it; any other record
 * that must not be lost can use it with its own key.
 */
import { withStorage } from '@/lib/browser-storage'

export interface Outbox {
  url: string
  /** localStorage key holding the body not yet acknowledged. */
  storageKey: string
  warn: (message: string, error?: unknown) => void
}

/**
 * What one answer means for a body in the outbox: delivered (2xx), worth sending again (the
 * server or the network may recover: 5xx, 408, 429, no answer) or refused for good (any other
 * 4xx: the same body would be refused again, so retrying would never end).
 */
export type RetryDecision = 'delivered' | 'retry' | 'refused'

/** `status` is null when no answer came back (offline, DNS, connection reset). */
export function retryDecision(status: number | null): RetryDecision {
  if (status === null) return 'retry'
  if (status >= 200 && status < 300) return 'delivered'
  if (status >= 400 && status < 500 && status !== 408 && status !== 429) return 'refused'
  return 'retry'
}

/** The body waiting for an acknowledgement, if any. */
export function pendingBody(outbox: Outbox): string | null {
  return withStorage('localStorage', (storage) => storage.getItem(outbox.storageKey)) ?? null
}

function setPending(outbox: Outbox, body: string | null) {
  withStorage(
    'localStorage',
    (storage) => (body === null ? storage.removeItem(outbox.storageKey) : storage.setItem(outbox.storageKey, body)),
    (error) => outbox.warn('could not keep the unsent record for a retry', error),
  )
}

export interface Delivery {
  decision: RetryDecision
  /** The server's answer, when one came back. */
  response: Response | null
}

/**
 * Sends `body`, keeping it in the outbox first so that a closed tab or a failure cannot lose it.
 * `timeoutMs`: give up waiting after this long (the body stays in the outbox for the next page).
 */
export async function deliver(outbox: Outbox, body: string, { timeoutMs }: { timeoutMs?: number } = {}): Promise<Delivery> {
  setPending(outbox, body)
  let response: Response | null = null
  // A timer rather than AbortSignal.timeout: the page's own clock decides, and tests can move it.
  const abort = new AbortController()
  const timer = timeoutMs ? setTimeout(() => abort.abort(), timeoutMs) : undefined
  try {
    response = await fetch(outbox.url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body,
      keepalive: true,
      signal: abort.signal,
    })
  } catch (error) {
    outbox.warn('the record could not reach the server; it will be sent again on the next page', error)
  } finally {
    clearTimeout(timer)
  }
  const status = response?.status ?? null
  const decision = retryDecision(status)
  // Another page may have queued a newer body meanwhile: only this body leaves the outbox.
  if (decision !== 'retry' && pendingBody(outbox) === body) setPending(outbox, null)
  if (decision === 'refused') outbox.warn(`the server refused the record (HTTP ${status}); it will not be sent again`)
  else if (decision === 'retry' && status !== null)
    outbox.warn(`the server did not store the record (HTTP ${status}); it will be sent again on the next page`)
  return { decision, response }
}

export async function send(outbox: Outbox, body: string): Promise<RetryDecision> {
  return (await deliver(outbox, body)).decision
}

/** On a page load: sends again the body a previous page could not deliver. Null when nothing waits. */
export async function resendPending(outbox: Outbox): Promise<RetryDecision | null> {
  const body = pendingBody(outbox)
  return body === null ? null : send(outbox, body)
}
