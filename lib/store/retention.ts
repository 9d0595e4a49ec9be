import 'server-only'
import { subMonths } from 'date-fns'
import { consentRecordRetentionMonths, contactRequestRetentionMonths } from '@/content/legal/retention'
import type { ConsentStore } from '@/lib/consent/store'
import type { ContactRequestStore } from '@/lib/contact/store'

/** Consent records created before this moment are past the retention period the privacy policy states. */
export function retentionCutoff(now: Date): Date {
  return subMonths(now, consentRecordRetentionMonths)
}

/** Contact requests that arrived before this moment are past theirs. */
export function requestRetentionCutoff(now: Date): Date {
  return subMonths(now, contactRequestRetentionMonths)
}

const dayMs = 24 * 60 * 60 * 1000

export interface PurgeCounts {
  consents: number
  contactRequests: number
}

export interface RetentionSchedule {
  /** The newest run: what it purged, or null when another server had already purged that day. */
  latest(): Promise<PurgeCounts | null>
  stop(): void
}

/**
 * The site applies the retention periods itself: at start and then every 24 hours each server
 * offers to purge, and the store's last-run row lets only the first offer of a (UTC) day through,
 * so several servers on one database purge once a day between them. One log line per purge.
 */
export function keepWithinRetention(
  store: { consents: ConsentStore; contactRequests?: ContactRequestStore },
  log: (line: string) => void = console.info,
): RetentionSchedule {
  const purgeIfDue = async (): Promise<PurgeCounts | null> => {
    const now = new Date()
    // An unopened store is reported by the request that meets it; the next day tries again.
    const claimed = await store.consents.claimDailyPurge(now.toISOString().slice(0, 10)).catch(() => false)
    if (!claimed) return null
    const counts: PurgeCounts = { consents: 0, contactRequests: 0 }
    const cutoff = retentionCutoff(now)
    try {
      counts.consents = await store.consents.purge(cutoff)
      log(
        `[consent] retention: purged ${counts.consents} record(s) created before ${cutoff.toISOString()} (older than ${consentRecordRetentionMonths} months) and the banner texts no record refers to any more`,
      )
    } catch (error) {
      log(`[consent] retention: the purge failed (${(error as Error).message}); the next day tries again`)
    }
    if (!store.contactRequests) return counts
    const requestCutoff = requestRetentionCutoff(now)
    try {
      counts.contactRequests = await store.contactRequests.purge(requestCutoff)
      log(
        `[contact] retention: purged ${counts.contactRequests} contact request(s) that arrived before ${requestCutoff.toISOString()} (older than ${contactRequestRetentionMonths} months)`,
      )
    } catch (error) {
      log(`[contact] retention: the purge failed (${(error as Error).message}); the next day tries again`)
    }
    return counts
  }
  let latest = purgeIfDue()
  const timer = setInterval(() => {
    latest = purgeIfDue()
  }, dayMs)
  timer.unref?.()
  return { latest: () => latest, stop: () => clearInterval(timer) }
}
