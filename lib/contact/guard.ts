/**
 * What happens when the contact form is submitted, as a pure decision (no clock, no DOM).
 *
 * Only the honeypot is treated as a bot: a person never fills it, so the thank-you shown
 * there loses nothing. A fast submit is never dropped (a restored draft or autofill makes
 * a person fast too): it waits out the rest of the minimum fill time, then sends.
 */

/** A submit sooner than this after the form opened waits until it has passed. */
export const minimumFillMs = 3000
/** After a real send, another one is refused for this long. */
export const cooldownMs = 30_000

export interface SubmitContext {
  /** What the hidden "website" field holds. */
  honeypot: string
  /** When the form mounted (ms). */
  openedAt: number
  /** When the last message actually left, if one did (ms). */
  lastSentAt: number | null
  now: number
}

export type SubmitDecision =
  /** A bot filled the honeypot: thank it, send nothing. */
  | { action: 'discard' }
  /** A message was sent moments ago: say how long to wait. */
  | { action: 'cooldown'; secondsLeft: number }
  /** Send after `delayMs` (0 when the visitor took their time). */
  | { action: 'send'; delayMs: number }

export function decideSubmit({ honeypot, openedAt, lastSentAt, now }: SubmitContext): SubmitDecision {
  if (honeypot.trim() !== '') return { action: 'discard' }
  if (lastSentAt !== null && now - lastSentAt < cooldownMs) {
    return { action: 'cooldown', secondsLeft: Math.ceil((cooldownMs - (now - lastSentAt)) / 1000) }
  }
  return { action: 'send', delayMs: Math.max(0, minimumFillMs - (now - openedAt)) }
}
