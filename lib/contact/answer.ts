/**
 * The one answer to a contact request: the form's Server Action returns it, and the form turns it into what
 * the visitor reads in one place (components/contact/contact-notices.tsx). `error` says the same in words, for logs.
 */
import * as z from 'zod/mini'
import { emptyContact, type ContactFields } from './fields'

const fieldNames = Object.keys(emptyContact) as (keyof ContactFields)[]

export const contactAnswerSchema = z.discriminatedUnion('kind', [
  /**
   * `confirmationEmail`: the visitor is promised the auto-reply (EmailJS is set up, and no site-wide budget
   * skipped it; the mailbox's daily cap is not told, lib/contact/accept.ts);
   * `proven`: it came with a proof of work, so the agency hears of it now, not in the hourly digest.
   */
  z.object({ kind: z.literal('stored'), reference: z.string(), confirmationEmail: z.boolean(), proven: z.boolean() }),
  /** A value the schema or the database refused, its message beside its field. */
  z.object({
    kind: z.literal('invalid'),
    error: z.string(),
    fields: z.partialRecord(z.enum(fieldNames), z.string()),
  }),
  /** The honeypot was filled, or the form was sent faster than a person fills it. */
  z.object({ kind: z.literal('refused'), error: z.string() }),
  z.object({ kind: z.literal('limited'), error: z.string(), retryAfterSeconds: z.number() }),
  /** The store could not take it, or no answer came: the draft stays in the browser for the visitor's retry. */
  z.object({ kind: z.literal('unavailable'), error: z.string() }),
])

export type ContactAnswer = z.infer<typeof contactAnswerSchema>
export type FieldErrors = Extract<ContactAnswer, { kind: 'invalid' }>['fields']
