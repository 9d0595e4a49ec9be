/**
 * One path for a contact request, whether it comes as JSON from the form's script (POST /api/contact) or as
 * a plain form post without JavaScript (the form's Server Action): checked, stored, and only then handed to
 * delivery, which runs after the answer has gone.
 */
import { anonymizeIp, clientIp } from '@/lib/consent/ip'
import { honeypotField, type ContactFields } from '@/lib/contact/fields'
import { minimumFillMs } from '@/lib/contact/guard'
import { contactRequestSchema } from '@/lib/contact/schema'
import { env } from '@/lib/env'
import { leadStore, reportStoreFailure, reportStoreRecovered } from '@/lib/store'
import { postgresCode } from '@/lib/store/sql'
import { deliverDue } from './deliver'
import { addressBucket, recipientBucket } from './limits'
import { newReference } from './reference'
import { uniqueViolation } from './sql-store'

export type AcceptResult =
  | { kind: 'stored'; reference: string; created: boolean }
  | { kind: 'invalid'; message: string; fields: Partial<Record<keyof ContactFields, string>> }
  /** The honeypot was filled, or the form was sent faster than a person fills it. */
  | { kind: 'refused'; message: string }
  | { kind: 'limited'; retryAfterSeconds: number }
  | { kind: 'unavailable' }

export interface AcceptContext {
  headers: Headers
  /** Runs work after the answer has gone: next/server's after() (on the worker, the request's waitUntil). */
  afterResponse: (work: () => Promise<unknown>) => void
  now?: Date
  /** False for a post without JavaScript, which has no script to time the form with. */
  timed?: boolean
}

/** Checks, stores and schedules the delivery of one request. */
export async function acceptLead(input: unknown, context: AcceptContext): Promise<AcceptResult> {
  const parsed = contactRequestSchema.safeParse(input)
  if (!parsed.success) {
    const fields: Partial<Record<keyof ContactFields, string>> = {}
    for (const issue of parsed.error.issues) fields[issue.path[0] as keyof ContactFields] ??= issue.message
    const first = parsed.error.issues[0]
    return { kind: 'invalid', message: `${first.path.join('.') || 'body'}: ${first.message}`, fields }
  }
  const { request_id: requestId, filled_ms: filledMs, [honeypotField]: honeypot, ...fields } = parsed.data
  if (honeypot?.trim()) return { kind: 'refused', message: 'the hidden anti-spam field must stay empty' }
  if (context.timed !== false && filledMs < minimumFillMs)
    return { kind: 'refused', message: `the form was sent ${filledMs} ms after it opened, faster than a person types` }

  const now = context.now ?? new Date()
  const raw = clientIp(context.headers, env.addressSource)
  try {
    const store = await leadStore()
    const lead = {
      requestId,
      fields,
      ipAddress: raw === null ? null : anonymizeIp(raw),
      at: now,
      addressLimit: raw === null ? null : await addressBucket(raw),
      recipientLimit: await recipientBucket(fields.email),
    }
    // A reference drawn twice (one in a billion) breaks its unique key: draw again.
    for (let draw = 1; ; draw++) {
      try {
        const outcome = await store.submit({ ...lead, reference: newReference() })
        reportStoreRecovered()
        if (!outcome.stored)
          return {
            kind: 'limited',
            retryAfterSeconds: Math.max(1, Math.ceil((outcome.retryAt.getTime() - now.getTime()) / 1000)),
          }
        if (outcome.created)
          context.afterResponse(() =>
            deliverDue(store, env.delivery, { onlyReference: outcome.reference }).catch((error: unknown) =>
              console.error(
                `[leads] delivery of ${outcome.reference} stopped: ${(error as Error).message}; the sweep tries again`,
              ),
            ),
          )
        return { kind: 'stored', reference: outcome.reference, created: outcome.created }
      } catch (error) {
        if (postgresCode(error) !== uniqueViolation || draw >= 3) throw error
      }
    }
  } catch (error) {
    reportStoreFailure(error)
    return { kind: 'unavailable' }
  }
}
