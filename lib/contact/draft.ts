/** What the visitor typed, kept in sessionStorage so a reload or a failed send loses nothing. */
import { emptyContact, serviceOptions, type ContactFields } from './fields'

const key = 'contact-draft'

const isEmpty = (fields: ContactFields) => !fields.firstName && !fields.lastName && !fields.email && !fields.message && fields.service === emptyContact.service

export function readDraft(storage: Storage = window.sessionStorage): ContactFields | null {
  try {
    const value = JSON.parse(storage.getItem(key) ?? 'null') as Partial<Record<keyof ContactFields, unknown>> | null
    if (!value || typeof value !== 'object') return null
    const text = (field: keyof ContactFields) => (typeof value[field] === 'string' ? (value[field] as string) : '')
    const service = serviceOptions.find((option) => option === value.service) ?? emptyContact.service
    const draft = { firstName: text('firstName'), lastName: text('lastName'), email: text('email'), message: text('message'), service }
    return isEmpty(draft) ? null : draft
  } catch (error) {
    console.warn('[contact] the saved draft is unreadable', error)
    return null
  }
}

/** Saves what was typed; an emptied form (e.g. after a send) leaves no draft behind. */
export function saveDraft(fields: ContactFields, storage: Storage = window.sessionStorage): void {
  if (isEmpty(fields)) return clearDraft(storage)
  try {
    storage.setItem(key, JSON.stringify(fields))
  } catch {
    // A full or blocked storage only means the draft is not kept.
  }
}

export function clearDraft(storage: Storage = window.sessionStorage): void {
  try {
    storage.removeItem(key)
  } catch {
    // Nothing to clear.
  }
}
