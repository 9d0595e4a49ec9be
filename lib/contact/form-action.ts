'use server'

/**
 * The contact form's one way in, with or without JavaScript. Without it the browser posts the form to its own
 * page, Next runs this action and renders the page again with its answer (useActionState); with it the form's
 * script calls the same action once react-hook-form has checked the fields. Either way the request is checked,
 * stored, and only then handed to delivery, after the answer has gone. A post without the script's fill time
 * (`filled_ms`) is not timed: there was no script to time it.
 */
import 'server-only'
import { after } from 'next/server'
import { headers } from 'next/headers'
import type { ContactAnswer } from '@/lib/contact/answer'
import { emptyContact, honeypotField, type ContactFields } from '@/lib/contact/fields'
import { acceptContactRequest } from './accept'

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
  const filledMs = text(form, 'filled_ms')
  const { answer } = await acceptContactRequest(
    {
      ...fields,
      [honeypotField]: text(form, honeypotField),
      // The script's ID makes a request sent twice one request; a post without it is new each time.
      request_id: text(form, 'request_id') || crypto.randomUUID(),
      filled_ms: filledMs === '' ? 0 : Number(filledMs),
      proof: text(form, 'proof') || undefined,
    },
    { headers: await headers(), afterResponse: after, timed: filledMs !== '' },
  )
  return answer.kind === 'stored' ? { answer } : { answer, fields }
}
