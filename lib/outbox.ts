/**
 * POSTs the server must acknowledge: each exact body waits in localStorage, keyed by the record's own ID,
 * until a 2xx (or a 4xx that would be refused again), and is sent again on the next page and when the
 * browser comes back online, unchanged, so the server (which dedupes on that ID) stores it once however
 * often it arrives. Consents and contact requests each have an outbox of their own key.
 */
import { withStorage } from '@/lib/browser-storage'

export interface Outbox {
  url: string
  /** localStorage key holding the bodies not yet acknowledged, as `{ [id]: body }`. */
  storageKey: string
  /** The record's ID inside a body (consent_id, request_id): what the server dedupes on. */
  idField: string
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

/** The ID a body carries, or the body itself when it has none (it is then its own key). */
function idOf(outbox: Outbox, body: string): string {
  try {
    const id = (JSON.parse(body) as Record<string, unknown>)[outbox.idField]
    return typeof id === 'string' ? id : body
  } catch {
    return body
  }
}

/** Every body waiting for an acknowledgement, by ID, oldest first. A store of the one-body format of before is read as one entry. */
export function pendingBodies(outbox: Outbox): Record<string, string> {
  const stored = withStorage('localStorage', (storage) => storage.getItem(outbox.storageKey)) ?? null
  if (stored === null) return {}
  try {
    const value = JSON.parse(stored) as unknown
    if (value && typeof value === 'object' && !Array.isArray(value) && !(outbox.idField in value)) {
      const entries = Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string')
      return Object.fromEntries(entries)
    }
  } catch {
    // Not JSON at all: kept as the single body it is, and sent as it was.
  }
  return { [idOf(outbox, stored)]: stored }
}

/** Changes the waiting bodies with `change`, reading them afresh: another page may have queued one meanwhile. */
function updatePending(outbox: Outbox, change: (bodies: Record<string, string>) => void) {
  const bodies = pendingBodies(outbox)
  change(bodies)
  withStorage(
    'localStorage',
    (storage) =>
      Object.keys(bodies).length === 0
        ? storage.removeItem(outbox.storageKey)
        : storage.setItem(outbox.storageKey, JSON.stringify(bodies)),
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
  const id = idOf(outbox, body)
  updatePending(outbox, (bodies) => (bodies[id] = body))
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
  // Only this body leaves: a newer one queued under the same ID meanwhile stays.
  if (decision !== 'retry')
    updatePending(outbox, (bodies) => {
      if (bodies[id] === body) delete bodies[id]
    })
  if (decision === 'refused') outbox.warn(`the server refused the record (HTTP ${status}); it will not be sent again`)
  else if (decision === 'retry' && status !== null)
    outbox.warn(`the server did not store the record (HTTP ${status}); it will be sent again on the next page`)
  return { decision, response }
}

export async function send(outbox: Outbox, body: string): Promise<RetryDecision> {
  return (await deliver(outbox, body)).decision
}

/** Whether a record with this ID still waits for the server. */
export function isPending(outbox: Outbox, id: string): boolean {
  return id in pendingBodies(outbox)
}

async function resendEach(outbox: Outbox): Promise<RetryDecision | null> {
  const bodies = Object.values(pendingBodies(outbox))
  if (bodies.length === 0) return null
  const decisions: RetryDecision[] = []
  for (const body of bodies) decisions.push(await send(outbox, body))
  if (decisions.includes('retry')) return 'retry'
  return decisions.includes('delivered') ? 'delivered' : 'refused'
}

/** The resend in flight per outbox: a navigation and `online` at once send each body once. */
const resending = new Map<string, Promise<RetryDecision | null>>()

/**
 * Sends again, one after the other, every body an earlier page could not deliver. Null when nothing waits;
 * else 'retry' if any is still waiting, 'delivered' if all went through, 'refused' if the rest were refused.
 */
export function resendPending(outbox: Outbox): Promise<RetryDecision | null> {
  const running = resending.get(outbox.storageKey)
  if (running) return running
  const started = resendEach(outbox).finally(() => resending.delete(outbox.storageKey))
  resending.set(outbox.storageKey, started)
  return started
}
