/**
 * The waiting room of an outbox (lib/consent/outbox.ts), apart from the sending: each body not yet acknowledged,
 * in localStorage under the outbox's key, as `{ [id]: body }` keyed by the record's own ID. Small, so
 * that a page can queue a record the moment it is made, before (and whether or not) the sending code loads.
 */
import 'client-only'
import { withStorage } from '@/lib/browser-storage'

/** One outbox: where its bodies wait, what identifies each, where they are sent, and how it warns. */
export interface Outbox {
  url: string
  /** localStorage key holding the bodies not yet acknowledged. */
  storageKey: string
  /** The record's ID inside a body (consent_id, request_id): what the server dedupes on. */
  idField: string
  warn: (message: string, error?: unknown) => void
}

/** Dispatched on window whenever an outbox's waiting bodies change (detail: its storageKey), for what shows them. */
export const outboxChangeEvent = 'outbox-change'

/** The ID a body carries, or the body itself when it has none (it is then its own key). */
export function idOf(outbox: Outbox, body: string): string {
  try {
    const id = (JSON.parse(body) as Record<string, unknown>)[outbox.idField]
    return typeof id === 'string' ? id : body
  } catch {
    return body
  }
}

/** Every body waiting for an acknowledgement, by ID, oldest first; an entry that is not a body under its own ID is dropped. */
export function pendingBodies(outbox: Outbox): Record<string, string> {
  const stored = withStorage('localStorage', (storage) => storage.getItem(outbox.storageKey)) ?? null
  if (stored === null) return {}
  try {
    const value = JSON.parse(stored) as unknown
    if (!value || typeof value !== 'object' || Array.isArray(value)) return {}
    return Object.fromEntries(
      Object.entries(value).filter(
        (entry): entry is [string, string] => typeof entry[1] === 'string' && idOf(outbox, entry[1]) === entry[0],
      ),
    )
  } catch {
    return {}
  }
}

/** Changes the waiting bodies with `change`, reading them afresh: another page may have queued one meanwhile. */
export function updatePending(outbox: Outbox, change: (bodies: Record<string, string>) => void) {
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
  window.dispatchEvent(new CustomEvent(outboxChangeEvent, { detail: outbox.storageKey }))
}

/** Puts `body` in the waiting room under its ID (again: the same body twice is one entry). */
export function queueBody(outbox: Outbox, body: string): void {
  const id = idOf(outbox, body)
  updatePending(outbox, (bodies) => (bodies[id] = body))
}
