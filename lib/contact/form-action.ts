'use server'

/**
 * The contact form without JavaScript: the browser posts the form to its own page, Next runs this action and
 * renders the page again with its answer (useActionState), so a script that failed to load costs no request.
 * The same acceptContactRequest() as POST /api/contact; only the minimum fill time is skipped, with no script to time it.
 */
import { after } from 'next/server'
import { headers } from 'next/headers'
import { emptyContact, honeypotField, type ContactFields } from '@/lib/contact/fields'
import { acceptContactRequest } from './accept'
import { runAfterResponse } from './after-response'

export interface FormActionState {
  reference?: string
  /** Whether the server will e-mail the visitor a confirmation. */
  confirmationEmail?: boolean
  /** What to say instead of the thank-you; the fields come back so nothing typed is lost. */
  problem?: 'failed' | 'limited' | 'invalid'
  retryAfterSeconds?: number
  fields?: ContactFields
  fieldErrors?: Partial<Record<keyof ContactFields, string>>
}

const text = (form: FormData, name: string) => {
  const value = form.get(name)
  return typeof value === 'string' ? value : ''
}

export async function submitContactForm(_previous: FormActionState | null, form: FormData): Promise<FormActionState> {
  const fields = Object.fromEntries(
    (Object.keys(emptyContact) as (keyof ContactFields)[]).map((name) => [name, text(form, name)]),
  ) as unknown as ContactFields
  const result = await acceptContactRequest(
    { ...fields, [honeypotField]: text(form, honeypotField), request_id: crypto.randomUUID(), filled_ms: 0 },
    { headers: await headers(), afterResponse: (work) => runAfterResponse(after, work), timed: false },
  )
  switch (result.kind) {
    case 'stored':
      return { reference: result.reference, confirmationEmail: result.autoReply }
    case 'invalid':
      return { problem: 'invalid', fields, fieldErrors: result.fields }
    case 'limited':
      return { problem: 'limited', fields, retryAfterSeconds: result.retryAfterSeconds }
    default:
      return { problem: 'failed', fields }
  }
}
