import 'server-only'
import { env } from '@/lib/env'
import { contactRequestStore } from '@/lib/store'
import { configuredChannels, deliveryDescription } from './config'
import { stuckAfterMs } from './retry'

export interface ContactHealth {
  /** Requests with a delivery still to make on a configured channel. */
  pending: number
  /** Minutes the oldest of them has waited; null when none waits. */
  oldestPendingMinutes: number | null
  /** Requests undelivered for over 30 minutes (the digest's an hour more): what a monitor alerts on. */
  stuck: number
  /** Of the pending, those waiting for the hourly digest (no proof of work, or past the notifications' ceiling). */
  digestPending: number
  delivery: string
}

export async function contactHealth(now = new Date()): Promise<ContactHealth | { problem: string }> {
  try {
    const backlog = await (await contactRequestStore()).backlog(configuredChannels(env.delivery), now, stuckAfterMs)
    return {
      pending: backlog.pending,
      oldestPendingMinutes: backlog.oldestPending
        ? Math.floor((now.getTime() - backlog.oldestPending.getTime()) / 60_000)
        : null,
      stuck: backlog.stuck,
      digestPending: backlog.digestPending,
      delivery: deliveryDescription(env.delivery),
    }
  } catch {
    return { problem: 'the contact requests could not be counted' }
  }
}
