/**
 * The waiting room of an outbox (lib/outbox.ts), apart from the sending: each body not yet acknowledged,
 * in localStorage under the outbox's key, as `{ [id]: body }` keyed by the record's own ID. Small, so
 * that a page can queue a record the moment it is made, before (and whether or not) the sending code loads.
 */
import { withStorage } from '@/lib/browser-storage'

export interface OutboxQueue {
  /** localStorage key holding the bodies not yet acknowledged. */
  storageKey: string
  /** The record's ID inside a body (consent_id, request_id): what the server dedupes on. */
  idField: string
  warn: (message: string, error?: unknown) => void
}

/** The ID a body carries, or the body itself when it has none (it is then its own key). */
export function idOf(queue: OutboxQueue, body: string): string {
  try {
    const id = (JSON.parse(body) as Record<string, unknown>)[queue.idField]
    return typeof id === 'string' ? id : body
  } catch {
    return body
  }
}

/** Every body waiting for an acknowledgement, by ID, oldest first. A store of the one-body format of before is read as one entry. */
export function pendingBodies(queue: OutboxQueue): Record<string, string> {
  const stored = withStorage('localStorage', (storage) => storage.getItem(queue.storageKey)) ?? null
  if (stored === null) return {}
  try {
    const value = JSON.parse(stored) as unknown
    if (value && typeof value === 'object' && !Array.isArray(value) && !(queue.idField in value)) {
      const entries = Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string')
      return Object.fromEntries(entries)
    }
  } catch {
    // Not JSON at all: kept as the single body it is, and sent as it was.
  }
  return { [idOf(queue, stored)]: stored }
}

/** Changes the waiting bodies with `change`, reading them afresh: another page may have queued one meanwhile. */
export function updatePending(queue: OutboxQueue, change: (bodies: Record<string, string>) => void) {
  const bodies = pendingBodies(queue)
  change(bodies)
  withStorage(
    'localStorage',
    (storage) =>
      Object.keys(bodies).length === 0
        ? storage.removeItem(queue.storageKey)
        : storage.setItem(queue.storageKey, JSON.stringify(bodies)),
    (error) => queue.warn('could not keep the unsent record for a retry', error),
  )
}

/** Puts `body` in the waiting room under its ID (again: the same body twice is one entry). */
export function queueBody(queue: OutboxQueue, body: string): void {
  const id = idOf(queue, body)
  updatePending(queue, (bodies) => (bodies[id] = body))
}
