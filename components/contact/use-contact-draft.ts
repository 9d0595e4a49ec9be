'use client'

import { useEffect, useRef } from 'react'
import type { UseFormReturn } from 'react-hook-form'
import { readDraft, readDraftRequestId, saveDraft } from '@/lib/contact/draft'
import { emptyContact, type ContactFields } from '@/lib/contact/fields'
import type { ContactInput } from '@/lib/contact/schema'
import { randomUuid } from '@/lib/random-uuid'

/**
 * Keeps what the visitor types in the draft, and puts a saved draft back into the form once it mounts (unless
 * `restoreDraft` is false: the visitor typed into the served form before it did, and that is kept instead).
 * `requestId()`: the ID the next request goes under, kept with the draft so that a request sent again after
 * a reload is the same request to the server; `openedAt()`: when the form mounted (ms).
 */
export function useContactDraft(
  { reset, subscribe, getValues }: UseFormReturn<ContactInput, unknown, ContactFields>,
  restoreDraft: boolean,
) {
  const openedAt = useRef(0)
  const requestId = useRef('')
  useEffect(() => {
    openedAt.current = Date.now()
    requestId.current = readDraftRequestId() ?? randomUuid()
    const keep = (values: Partial<ContactInput>) =>
      saveDraft({ ...emptyContact, ...values } as ContactFields, requestId.current)
    const draft = readDraft()
    if (draft && restoreDraft) reset(draft)
    // Typed into the served form: kept at once, not only at the next keystroke.
    if (!restoreDraft) keep(getValues())
    return subscribe({ formState: { values: true }, callback: ({ values }) => keep(values) })
  }, [reset, subscribe, getValues, restoreDraft])
  return {
    openedAt: () => openedAt.current,
    requestId: () => requestId.current,
    /** After a request was stored: the next one is another request. */
    startNewRequest: () => void (requestId.current = randomUuid()),
  }
}
