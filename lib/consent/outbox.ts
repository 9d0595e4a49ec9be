/**
 * POSTs the server must acknowledge: each exact body waits in localStorage, keyed by the record's own ID,
 * until a 2xx (or a 4xx that would be refused again), and is sent again on the next page and when the
 * browser comes back online, unchanged, so the server (which dedupes on that ID) stores it once however
 * often it arrives.
 */
import 'client-only'
import { idOf, pendingBodies, queueBody, updatePending, type Outbox } from '@/lib/consent/outbox-queue'
import { retryDecision, type RetryDecision } from '@/lib/request/retry-decision'

export interface Delivery {
  decision: RetryDecision
  /** The server's answer, when one came back: read once here, so that every caller sharing the POST gets it. */
  answer: { status: number; retryAfter: string | null; body: unknown } | null
}

/** The POST in flight per record: a resend and the first send of the same record make one request. */
const inFlight = new Map<string, Promise<Delivery>>()

/**
 * Sends `body`, keeping it in the outbox first so that a closed tab or a failure cannot lose it.
 * `signal`: give up waiting when it aborts (the body stays in the outbox for the next page).
 */
export function deliver(outbox: Outbox, body: string, options: { signal?: AbortSignal } = {}): Promise<Delivery> {
  const key = `${outbox.storageKey}:${idOf(outbox, body)}`
  const running = inFlight.get(key)
  if (running) return running
  const started = post(outbox, body, options).finally(() => inFlight.delete(key))
  inFlight.set(key, started)
  return started
}

/** What a caller may need of the answer; an unreadable body is no answer body, never an error. */
async function readAnswer(response: Response): Promise<NonNullable<Delivery['answer']>> {
  const body = await Promise.resolve()
    .then(() => response.json() as Promise<unknown>)
    .catch(() => null)
  return { status: response.status, retryAfter: response.headers?.get('retry-after') ?? null, body }
}

async function post(outbox: Outbox, body: string, { signal }: { signal?: AbortSignal }): Promise<Delivery> {
  const id = idOf(outbox, body)
  queueBody(outbox, body)
  let response: Response | null = null
  try {
    response = await fetch(outbox.url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body,
      keepalive: true,
      signal,
    })
  } catch (error) {
    outbox.warn('the record could not reach the server; it will be sent again on the next page', error)
  }
  const status = response?.status ?? null
  const answer = response && (await readAnswer(response))
  const decision = retryDecision(status)
  // Only this body leaves: a newer one queued under the same ID meanwhile stays.
  if (decision !== 'retry')
    updatePending(outbox, (bodies) => {
      if (bodies[id] === body) delete bodies[id]
    })
  if (decision === 'refused') outbox.warn(`the server refused the record (HTTP ${status}); it will not be sent again`)
  else if (decision === 'retry' && status !== null)
    outbox.warn(`the server did not store the record (HTTP ${status}); it will be sent again on the next page`)
  return { decision, answer }
}

export async function send(outbox: Outbox, body: string): Promise<RetryDecision> {
  return (await deliver(outbox, body)).decision
}

async function resendEach(outbox: Outbox): Promise<RetryDecision | null> {
  const bodies = Object.values(pendingBodies(outbox))
  if (bodies.length === 0) return null
  const decisions: RetryDecision[] = []
  for (const body of bodies) decisions.push(await send(outbox, body))
  if (decisions.includes('retry')) return 'retry'
  return decisions.includes('delivered') ? 'delivered' : 'refused'
}

/** The resend in flight per outbox: a navigation and `online` at once send each body once. */
const resending = new Map<string, Promise<RetryDecision | null>>()

/**
 * Sends again, one after the other, every body an earlier page could not deliver. Null when nothing waits;
 * else 'retry' if any is still waiting, 'delivered' if all went through, 'refused' if the rest were refused.
 */
export function resendPending(outbox: Outbox): Promise<RetryDecision | null> {
  const running = resending.get(outbox.storageKey)
  if (running) return running
  const started = resendEach(outbox).finally(() => resending.delete(outbox.storageKey))
  resending.set(outbox.storageKey, started)
  return started
}
