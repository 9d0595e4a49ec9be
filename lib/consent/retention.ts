import { subMonths } from 'date-fns'
import { consentRecordRetentionMonths } from '@/content/legal/retention'
import type { ConsentStore } from './store'

/** Records created before this moment are past the retention period the privacy policy states. */
export function retentionCutoff(now: Date): Date {
  return subMonths(now, consentRecordRetentionMonths)
}

const dayMs = 24 * 60 * 60 * 1000

/**
 * The site applies the retention period itself: at start and then every 24 hours each server
 * offers to purge, and the store's last-run row lets only the first offer of a (UTC) day through,
 * so several servers on one database purge once a day between them. One log line per purge.
 * Returns a function that stops the schedule.
 */
export function keepWithinRetention(store: ConsentStore, log: (line: string) => void = console.info): () => void {
  const purgeIfDue = async () => {
    const now = new Date()
    const claimed = await store.claimDailyPurge(now.toISOString().slice(0, 10)).catch(() => false) // an unopened store is reported by the request that meets it
    if (!claimed) return
    const cutoff = retentionCutoff(now)
    await store.purge(cutoff).then(
      (count) =>
        log(
          `[consent] retention: purged ${count} record(s) created before ${cutoff.toISOString()} (older than ${consentRecordRetentionMonths} months) and the banner texts no record refers to any more`,
        ),
      (error: Error) =>
        log(`[consent] retention: the purge failed (${error.message}); the next server start or day tries again`),
    )
  }
  void purgeIfDue()
  const timer = setInterval(() => void purgeIfDue(), dayMs)
  timer.unref?.()
  return () => clearInterval(timer)
}
