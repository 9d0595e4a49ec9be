import { subMonths } from 'date-fns'
import { consentRecordRetentionMonths } from '@/content/legal/retention'
import type { ConsentStore } from './store'

/** Records created before this moment are past the retention period the privacy policy states. */
export function retentionCutoff(now: Date): Date {
  return subMonths(now, consentRecordRetentionMonths)
}

const dayMs = 24 * 60 * 60 * 1000

export interface RetentionSchedule {
  /** The newest run: how many records it purged, or null when another server had already purged that day. */
  latest(): Promise<number | null>
  stop(): void
}

/**
 * The site applies the retention period itself: at start and then every 24 hours each server
 * offers to purge, and the store's last-run row lets only the first offer of a (UTC) day through,
 * so several servers on one database purge once a day between them. One log line per purge.
 */
export function keepWithinRetention(
  store: ConsentStore,
  log: (line: string) => void = console.info,
): RetentionSchedule {
  const purgeIfDue = async (): Promise<number | null> => {
    const now = new Date()
    // An unopened store is reported by the request that meets it; the next day tries again.
    const claimed = await store.claimDailyPurge(now.toISOString().slice(0, 10)).catch(() => false)
    if (!claimed) return null
    const cutoff = retentionCutoff(now)
    try {
      const count = await store.purge(cutoff)
      log(
        `[consent] retention: purged ${count} record(s) created before ${cutoff.toISOString()} (older than ${consentRecordRetentionMonths} months) and the banner texts no record refers to any more`,
      )
      return count
    } catch (error) {
      log(`[consent] retention: the purge failed (${(error as Error).message}); the next day tries again`)
      return 0
    }
  }
  let latest = purgeIfDue()
  const timer = setInterval(() => {
    latest = purgeIfDue()
  }, dayMs)
  timer.unref?.()
  return { latest: () => latest, stop: () => clearInterval(timer) }
}
