/**
 * When a failed delivery is tried again: soon at first (a blip), then further apart for days, since
 * what fails for long (a spent monthly quota, a revoked mailbox) is mended by a person, not by waiting.
 * `npm run contact-requests -- deliver --now` sends everything at once once it is mended.
 */
const minute = 60_000
export const retryDelaysMs = [1, 5, 15, 60, 3 * 60, 6 * 60, 12 * 60].map((minutes) => minutes * minute)
/** From the eighth failure on, once a day. */
export const dailyRetryMs = 24 * 60 * minute

/** The delay before the next attempt, after `attempts` failed ones (1 = the first just failed). */
export function retryDelayMs(attempts: number): number {
  return retryDelaysMs[attempts - 1] ?? dailyRetryMs
}

export function nextAttemptAt(failedAt: Date, attempts: number): Date {
  return new Date(failedAt.getTime() + retryDelayMs(attempts))
}

/** A request undelivered for this long is stuck: /api/health counts it and one log line names it. */
export const stuckAfterMs = 30 * minute
