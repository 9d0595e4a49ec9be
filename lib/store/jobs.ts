/**
 * What every Node server does in the background while its store is open: the daily retention purge, and the
 * sweep that delivers contact requests still due (claimed in the store, so two servers never send the same
 * one). The edge worker has no timer that outlasts a request: there its Cron Trigger runs the sweep.
 * Registered once, by instrumentation.ts; both stop, and are waited for, before the store closes.
 */
import 'server-only'
import { env, onCloudflare } from '@/lib/env'
import { deliverDue } from '@/lib/contact/deliver'
import { whenSiteStoreOpens, type SiteStore } from './index'
import { keepWithinRetention } from './retention'

export const sweepIntervalMs = 60_000

export function startBackgroundJobs(store: SiteStore): void {
  const retention = keepWithinRetention(store)
  let sweeping: Promise<void> | undefined
  const sweep = setInterval(() => {
    sweeping ??= deliverDue(store.contactRequests, env.delivery, { budgetMs: sweepIntervalMs / 2 })
      // An unreachable store is reported by /api/health and the requests that meet it; the next minute tries again.
      .then(
        () => {},
        () => {},
      )
      .finally(() => {
        sweeping = undefined
      })
  }, sweepIntervalMs)
  sweep.unref?.()
  store.onClose(async () => {
    clearInterval(sweep)
    retention.stop()
    await Promise.all([sweeping, retention.latest()])
  })
}

export function registerBackgroundJobs(): void {
  if (!onCloudflare) whenSiteStoreOpens(startBackgroundJobs)
}
