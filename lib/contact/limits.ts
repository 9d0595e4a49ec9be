/**
 * What a contact request may cost us: the one place of these figures. The server hands them to the database
 * with each request (contact_submit_request counts the hits there, across servers); the bench and the tests
 * read them here.
 */
const minute = 60_000

/** Requests from one client address (one IPv4 address, one IPv6 /64): an office sends a few, a script hundreds. */
export const addressLimit = { windowMs: 10 * minute, max: 5 }
/**
 * Requests from one IPv6 /48 (a site's whole allocation): enough for an office's many /64s, not for a script
 * walking through them.
 */
export const networkLimit = { windowMs: 10 * minute, max: 20 }
/** Auto-replies to one mailbox a day: nobody can make our account mail a stranger more than this. */
export const recipientLimit = { windowMs: 24 * 60 * minute, max: 3 }
/**
 * Auto-replies the whole site sends in an hour, whoever asks (AUTO_REPLY_HOURLY_LIMIT replaces the default):
 * past it requests are still stored and the agency notified.
 */
export const autoReplyBudget = { windowMs: 60 * minute, defaultMax: 30 }
/**
 * Notifications to the agency the whole site sends in an hour (NOTIFICATION_HOURLY_LIMIT replaces the default):
 * past it requests are still stored and reach the agency in the hourly digest, so no script spends EmailJS's
 * quota or buries real requests under junk.
 */
export const notificationCeiling = { windowMs: 60 * minute, defaultMax: 60 }
/**
 * The form's proof of work (lib/contact/proof.ts): the browser tries counters from 0 until it finds the one the
 * server drew between `minCounter` and `maxCounter`, one SHA-256 each (`cost`), so its work grows with the
 * counter. Set by measurement (`npm run bench:contact`, docs/contact-bench.md): a phone profile at 4× CPU solves
 * the hardest in about a second, in a worker, while the visitor types. The challenge expires after
 * `expiresInMs`, which bounds both a stock of solved proofs and the store's list of spent ones.
 */
export const proofCost = { cost: 1, minCounter: 10_000, maxCounter: 80_000, expiresInMs: 10 * minute }
/**
 * The digest: at most one e-mail this often, listing up to `maxRequests` of the requests that wait for it
 * (without a proof of work, or past the notifications' ceiling); the rest wait for the next one.
 */
export const digest = { everyMs: 60 * minute, maxRequests: 50 }

let unknownAddressReported = false

/**
 * Logs once per process that a request came with no address the host vouches for (a proxy that sent no
 * X-Forwarded-For, a hop too many in TRUSTED_PROXY_HOPS, a request before the server was ready): such requests
 * are not refused, they share one limit, so a misconfigured proxy shows as 429s with this line beside them.
 */
export function reportUnknownAddress() {
  if (unknownAddressReported) return
  unknownAddressReported = true
  console.warn(
    '[contact] a contact request came with no client address the host vouches for: requests without one share a single per-address limit. Behind a proxy, check that it appends X-Forwarded-For and that TRUSTED_PROXY_HOPS counts it.',
  )
}

/** The site's two hourly budgets, each reported once when spent and once when it has room again. */
export type SiteBudget = 'autoReply' | 'notification'

/** The one log line when an hourly budget is found spent, and the one when it has room again. */
export function budgetLine(budget: SiteBudget, report: 'spent' | 'cleared', max: number): string {
  if (budget === 'notification') {
    if (report === 'cleared')
      return `[contact] notifications go out again: fewer than ${max} went out in the past hour.`
    return `[contact] the hourly notification ceiling (${max}) was reached: requests are still stored and reach the agency in the hourly digest until fewer than ${max} went out in the past hour. If this is real traffic, raise NOTIFICATION_HOURLY_LIMIT.`
  }
  if (report === 'cleared') return `[contact] auto-replies go out again: fewer than ${max} went out in the past hour.`
  return `[contact] the hourly auto-reply budget (${max}) was spent: requests are still stored and the agency notified, but auto-replies are skipped until fewer than ${max} went out in the past hour. If this is real traffic, raise AUTO_REPLY_HOURLY_LIMIT.`
}
