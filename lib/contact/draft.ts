/** What the visitor typed, kept in sessionStorage so a reload or a failed send loses nothing. */
import 'client-only'
import { withStorage, type StorageArea } from '@/lib/browser-storage'
import { emptyContact, serviceOptions, type ContactFields } from './fields'

/** The sessionStorage key of the draft (declared in content/legal/cookie-registry.ts). */
export const contactDraftKey = 'contact-draft'

const isEmpty = (fields: ContactFields) =>
  !fields.firstName && !fields.lastName && !fields.email && !fields.message && fields.service === emptyContact.service

export function readDraft(storage: StorageArea | Storage = 'sessionStorage'): ContactFields | null {
  const draft = withStorage(
    storage,
    (area) => {
      const value = JSON.parse(area.getItem(contactDraftKey) ?? 'null') as Partial<
        Record<keyof ContactFields, unknown>
      > | null
      if (!value || typeof value !== 'object') return null
      const text = (field: keyof ContactFields) => (typeof value[field] === 'string' ? (value[field] as string) : '')
      const service = serviceOptions.find((option) => option === value.service) ?? emptyContact.service
      return {
        firstName: text('firstName'),
        lastName: text('lastName'),
        email: text('email'),
        message: text('message'),
        service,
      }
    },
    (error) => console.warn('[contact] the saved draft is unreadable', error),
  )
  return draft && !isEmpty(draft) ? draft : null
}

/**
 * Saves what was typed, with the ID its request will be sent under, so that a request sent again after a
 * reload is the same request to the server; an emptied form (e.g. after a send) leaves no draft behind.
 */
export function saveDraft(
  fields: ContactFields,
  requestId?: string,
  storage: StorageArea | Storage = 'sessionStorage',
): void {
  if (isEmpty(fields)) return clearDraft(storage)
  // A full or blocked storage only means the draft is not kept.
  withStorage(storage, (area) => area.setItem(contactDraftKey, JSON.stringify({ ...fields, requestId })))
}

/** Whether a draft is kept, without reading it: light enough for a page's start (components/islands). */
export function hasSavedDraft(storage: StorageArea | Storage = 'sessionStorage'): boolean {
  return withStorage(storage, (area) => area.getItem(contactDraftKey) !== null) ?? false
}

/** The request ID saved with the draft, if any. */
export function readDraftRequestId(storage: StorageArea | Storage = 'sessionStorage'): string | undefined {
  const value = withStorage(storage, (area) => JSON.parse(area.getItem(contactDraftKey) ?? 'null') as unknown)
  const requestId = (value as { requestId?: unknown } | null | undefined)?.requestId
  return typeof requestId === 'string' ? requestId : undefined
}

export function clearDraft(storage: StorageArea | Storage = 'sessionStorage'): void {
  withStorage(storage, (area) => area.removeItem(contactDraftKey))
}
