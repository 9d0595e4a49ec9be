/**
 * When a contact submit leaves, as a pure decision (no clock, no DOM). The spam rules (the honeypot,
 * the minimum fill time) are the server's (lib/contact/accept.ts); the form only makes a fast submit wait
 * out the rest of the minimum fill time, since a restored draft or autofill makes a person fast too.
 */

/** A submit sooner than this after the form opened waits until it has passed; the server refuses faster ones. */
export const minimumFillMs = 3000
/** How long the visitor waits for our server (the sending code included) before the form says it failed. */
export const answerTimeoutMs = 15_000
/** The thank-you panel gives way to the form again after this long. */
export const successPanelMs = 5000
/** After a request was stored, another one waits this long. */
export const cooldownMs = 30_000

export interface SubmitContext {
  /** When the form mounted (ms). */
  openedAt: number
  /** When the last request was stored, if one was (ms). */
  lastSentAt: number | null
  now: number
}

export type SubmitDecision =
  /** A request was stored moments ago: say how long to wait. */
  | { action: 'cooldown'; secondsLeft: number }
  /** Send after `delayMs` (0 when the visitor took their time). */
  | { action: 'send'; delayMs: number }

export function decideSubmit({ openedAt, lastSentAt, now }: SubmitContext): SubmitDecision {
  if (lastSentAt !== null && now - lastSentAt < cooldownMs) {
    return { action: 'cooldown', secondsLeft: Math.ceil((cooldownMs - (now - lastSentAt)) / 1000) }
  }
  return { action: 'send', delayMs: Math.max(0, minimumFillMs - (now - openedAt)) }
}
