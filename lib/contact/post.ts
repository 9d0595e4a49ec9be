/**
 * Sends a contact request to our own server, never to a third party: the body waits in the outbox
 * (./unsent.ts) until the server acknowledges it, and a page that could not deliver it hands it to the
 * next page. Loaded only when the visitor sends.
 */
import 'client-only'
import { deliver } from '@/lib/consent/outbox'
import { contactAnswerSchema, type ContactAnswer } from './answer'
import type { ContactRequestBody } from './schema'
import { contactOutbox } from './unsent'

/** No answer came (offline, the deadline passed) or one that is not ours (a proxy's error page). */
const noAnswer: ContactAnswer = { kind: 'unavailable', error: 'no answer from the server' }

/** The server's answer; `deadline` aborts the wait (the request stays in the outbox for the next page). */
export async function postContactRequest(body: ContactRequestBody, deadline?: AbortSignal): Promise<ContactAnswer> {
  const { answer } = await deliver(contactOutbox, JSON.stringify(body), { signal: deadline })
  const parsed = contactAnswerSchema.safeParse(answer?.body)
  if (parsed.success) return parsed.data
  // A limit in front of the site (a proxy's 429) says when in its header only.
  if (answer?.status === 429)
    return { kind: 'limited', error: 'too many requests', retryAfterSeconds: Number(answer.retryAfter) || 600 }
  return noAnswer
}
