'use server'

/**
 * The contact form without JavaScript: the browser posts the form to its own page, Next runs this action and
 * renders the page again with its answer (useActionState), so a script that failed to load costs no request.
 * The same acceptContactRequest() and ContactAnswer as POST /api/contact; only the minimum fill time is
 * skipped, with no script to time it.
 */
import { after } from 'next/server'
import { headers } from 'next/headers'
import type { ContactAnswer } from '@/lib/contact/answer'
import { emptyContact, honeypotField, type ContactFields } from '@/lib/contact/fields'
import { acceptContactRequest } from './accept'
import { runAfterResponse } from './after-response'

export interface PostedForm {
  answer: ContactAnswer
  /** What was typed, unless it was stored: the form shows it again, so nothing is lost. */
  fields?: ContactFields
}

const text = (form: FormData, name: string) => {
  const value = form.get(name)
  return typeof value === 'string' ? value : ''
}

export async function submitContactForm(_previous: PostedForm | null, form: FormData): Promise<PostedForm> {
  const fields = Object.fromEntries(
    (Object.keys(emptyContact) as (keyof ContactFields)[]).map((name) => [name, text(form, name)]),
  ) as unknown as ContactFields
  const { answer } = await acceptContactRequest(
    { ...fields, [honeypotField]: text(form, honeypotField), request_id: crypto.randomUUID(), filled_ms: 0 },
    { headers: await headers(), afterResponse: (work) => runAfterResponse(after, work), timed: false },
  )
  return answer.kind === 'stored' ? { answer } : { answer, fields }
}
