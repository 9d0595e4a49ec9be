/** Reporting a consent to the server, with retries: loaded when the visitor chooses, or when a choice waits to be resent. */
import { resendPending, send, type Outbox, type RetryDecision } from '@/lib/outbox'
import { consentQueue } from './request-body'

export const consentOutbox: Outbox = { ...consentQueue, url: '/api/consent' }

/** Sends the proof of a saved choice (its body, already queued); the outbox keeps it until the server acknowledges it. */
export function sendConsent(body: string): Promise<RetryDecision> {
  return send(consentOutbox, body)
}

export function resendUnsentConsent(): Promise<RetryDecision | null> {
  return resendPending(consentOutbox)
}
