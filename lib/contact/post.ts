/**
 * Sends a contact request to our own server, never to a third party: the body waits in the outbox
 * (localStorage) until the server acknowledges it, and a page that could not deliver it hands it to the
 * next page. Loaded only when the visitor sends, or when a request waits to be sent again.
 */
import { deliver, resendPending } from '@/lib/outbox'
import type { Outbox } from '@/lib/outbox-queue'
import { contactUnsentKey } from './unsent'
import { answerTimeoutMs } from './guard'
import type { ContactRequestBody } from './schema'

const contactOutbox: Outbox = {
  url: '/api/contact',
  storageKey: contactUnsentKey,
  idField: 'request_id',
  warn: (message, error) => console.warn(`[contact] ${message}`, ...(error === undefined ? [] : [error])),
}

export type PostOutcome =
  | { kind: 'stored'; reference: string; confirmationEmail: boolean }
  | { kind: 'limited'; retryAfterSeconds: number }
  /** Our server did not take it (no answer, a timeout, a 5xx) or refused it: the draft stays. */
  | { kind: 'failed' }

export async function postContactRequest(body: ContactRequestBody): Promise<PostOutcome> {
  const { decision, answer } = await deliver(contactOutbox, JSON.stringify(body), { timeoutMs: answerTimeoutMs })
  const { reference, confirmationEmail } = (answer?.body ?? {}) as { reference?: unknown; confirmationEmail?: unknown }
  if (decision === 'delivered' && typeof reference === 'string')
    return { kind: 'stored', reference, confirmationEmail: confirmationEmail === true }
  if (answer?.status === 429) return { kind: 'limited', retryAfterSeconds: Number(answer.retryAfter) || 600 }
  return { kind: 'failed' }
}

/** On a page load: sends again a request that an earlier page could not deliver. */
export function sendWaitingRequests() {
  return resendPending(contactOutbox)
}
