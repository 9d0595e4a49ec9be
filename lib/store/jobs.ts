/**
 * What every Node server does in the background once its store is open: the daily retention purge, and the
 * sweep that delivers contact requests still due (claimed in the store, so two servers never send the same
 * one). The edge worker has no timer that outlasts a request: there its Cron Trigger runs the sweep.
 */
import { env } from '@/lib/env'
import { deliverDue } from '@/lib/contact/deliver'
import type { SiteStore } from './index'
import { keepWithinRetention } from './retention'

export const sweepIntervalMs = 60_000

export function startBackgroundJobs(store: SiteStore): void {
  keepWithinRetention(store)
  let running = false
  const sweep = setInterval(() => {
    if (running) return
    running = true
    deliverDue(store.contactRequests, env.delivery, { budgetMs: sweepIntervalMs / 2 })
      // An unreachable store is reported by /api/health and the requests that meet it; the next minute tries again.
      .catch(() => {})
      .finally(() => {
        running = false
      })
  }, sweepIntervalMs)
  sweep.unref?.()
}
