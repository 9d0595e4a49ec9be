/**
 * What the form's Server Action does with a request: checked, stored, and only then handed to delivery, which
 * runs after the answer has gone.
 */
import 'server-only'
import { recordedAddress } from '@/lib/request/client-address'
import type { ContactAnswer, FieldErrors } from '@/lib/contact/answer'
import { honeypotField } from '@/lib/contact/fields'
import { minimumFillMs } from '@/lib/contact/guard'
import { contactRequestSchema, refusedByStoreMessage } from '@/lib/contact/schema'
import { env } from '@/lib/env'
import { contactRequestStore, reportStoreFailure, reportStoreRecovered } from '@/lib/store'
import { configuredChannels } from './config'
import { deliverDue } from './deliver'
import { budgetLine, reportUnknownAddress } from './limits'
import { verifyProof } from './proof'
import { refusedField, type ContactRequestStore, type NewContactRequest, type SubmitOutcome } from './store'

/** The answer, and whether this call stored the request (false: it was stored before under the same request ID). */
export interface AcceptResult {
  answer: ContactAnswer
  created: boolean
}

const answered = (answer: ContactAnswer): AcceptResult => ({ answer, created: false })
const invalid = (path: string, message: string, fields: FieldErrors) =>
  answered({ kind: 'invalid', error: `invalid contact request: ${path}: ${message}`, fields })
const refused = (reason: string) => answered({ kind: 'refused', error: `contact request refused: ${reason}` })

export interface AcceptContext {
  headers: Headers
  /** Runs work after the answer has gone: next/server's after() (on the worker, the request's waitUntil). */
  afterResponse: (work: () => Promise<unknown>) => void
  now?: Date
  /** False for a post without JavaScript, which has no script to time the form with. */
  timed?: boolean
}

/** The request in the store, or the answer when the store refused a field or failed. */
async function submit(
  contactRequest: NewContactRequest,
): Promise<{ store: ContactRequestStore; outcome: SubmitOutcome } | AcceptResult> {
  try {
    const store = await contactRequestStore()
    const outcome = await store.submit(contactRequest)
    reportStoreRecovered()
    return { store, outcome }
  } catch (error) {
    const field = refusedField(error)
    // A value the database refused is the request's fault, not the store's: 422 beside the field, no alarm.
    if (field) return invalid(field, refusedByStoreMessage, { [field]: refusedByStoreMessage })
    reportStoreFailure(error)
    return answered({ kind: 'unavailable', error: 'the contact request could not be stored now; try again later' })
  }
}

/**
 * Whether the visitor is promised a confirmation: EmailJS is set up, the request is proven, and no site-wide
 * budget skipped it. The mailbox's daily cap is not told apart from a confirmation that goes, or three `+tag`
 * probes would tell a stranger whether an address wrote to us today; the thank-you says the cap instead.
 */
function promisesConfirmation(emailjs: boolean, outcome: { proven: boolean; autoReplySkipped: string | null }) {
  const skipped = outcome.autoReplySkipped
  return emailjs && outcome.proven && (skipped === null || skipped.startsWith('the daily auto-reply limit'))
}

/** Checks, stores and schedules the delivery of one request. */
export async function acceptContactRequest(input: unknown, context: AcceptContext): Promise<AcceptResult> {
  const parsed = contactRequestSchema.safeParse(input)
  if (!parsed.success) {
    const fields: FieldErrors = {}
    for (const issue of parsed.error.issues) fields[issue.path[0] as keyof FieldErrors] ??= issue.message
    const first = parsed.error.issues[0]
    return invalid(first.path.join('.') || 'body', first.message, fields)
  }
  const { request_id: requestId, filled_ms: filledMs, proof, [honeypotField]: honeypot, ...fields } = parsed.data
  if (honeypot?.trim()) return refused('the hidden anti-spam field must stay empty')
  if (context.timed !== false && filledMs < minimumFillMs)
    return refused(`the form was sent ${filledMs} ms after it opened, faster than a person types`)

  const now = context.now ?? new Date()
  const address = recordedAddress(context.headers, env.addressSource)
  if (address === null) reportUnknownAddress()
  const submitted = await submit({
    requestId,
    fields,
    ipAddress: address?.anonymized ?? null,
    clientAddress: address?.limitKey ?? null,
    proof: await verifyProof(proof),
    at: now,
    autoReplyHourlyLimit: env.autoReplyHourlyLimit,
    notificationHourlyLimit: env.notificationHourlyLimit,
  })
  if ('answer' in submitted) return submitted
  const { store, outcome } = submitted
  if (!outcome.stored)
    return answered({
      kind: 'limited',
      error: 'too many contact requests from this address; try again later',
      retryAfterSeconds: Math.max(1, Math.ceil((outcome.retryAt.getTime() - now.getTime()) / 1000)),
    })
  const emailjs = configuredChannels(env.delivery).includes('autoreply')
  if (emailjs && outcome.budgetReport)
    console.warn(budgetLine('autoReply', outcome.budgetReport, env.autoReplyHourlyLimit))
  if (emailjs && outcome.notificationReport)
    console.warn(budgetLine('notification', outcome.notificationReport, env.notificationHourlyLimit))
  const { reference } = outcome
  if (outcome.created)
    context.afterResponse(() =>
      deliverDue(store, env.delivery).catch((error: unknown) =>
        console.error(`[contact] delivery of ${reference} stopped: ${(error as Error).message}; the sweep tries again`),
      ),
    )
  return {
    answer: {
      kind: 'stored',
      reference,
      confirmationEmail: promisesConfirmation(emailjs, outcome),
      proven: outcome.proven,
    },
    created: outcome.created,
  }
}
