/**
 * Delivers what is due, channel by channel, from any server: each delivery is claimed in the store first
 * (leased, so two servers never send the same one at once), sent, and its outcome recorded. One log line
 * per failed attempt, and one per request that becomes stuck.
 */
import { onCloudflare } from '@/lib/env'
import { configuredChannels, type DeliveryConfig } from './config'
import { autoReplyParams, notificationParams, sendEmail, type SendOutcome } from './emailjs'
import { nextAttemptAt, stuckAfterMs } from './retry'
import type { Channel, DueDelivery, LeadStore } from './store'
import { postWebhook } from './webhook'

export interface DeliverOptions {
  /** Send every undelivered request now, whatever the backoff says (`npm run leads -- deliver --now`). */
  force?: boolean
  /** Only this request's deliveries: the attempt right after the visitor's answer. */
  onlyReference?: string
  /** Stop claiming after this long (a worker's request or cron run is bounded). */
  budgetMs?: number
  clock?: () => Date
  log?: (line: string) => void
  /** How the pause between sends waits (tests give a controlled clock's). */
  wait?: (ms: number) => Promise<void>
}

export interface DeliverReport {
  delivered: Record<Channel, number>
  failed: number
}

/** How long a claimed delivery is kept from other servers: longer than one send can take with its 15 s timeout. */
const leaseMs = 30_000

/**
 * On a Node server, one send at a time in the process, each claimed just before it leaves and recorded as
 * soon as it is answered: a crash can then leave at most one e-mail sent and not recorded (sent again after
 * the restart), and the pace EmailJS asks for holds across every request's attempt and the sweep.
 * The worker cannot share a promise between requests (workerd cancels a request that waits on another's):
 * there each run is one at a time within itself.
 */
// On globalThis: Next bundles this module once per layer (route handlers, Server Actions), one process.
const sending = ((globalThis as { [key: symbol]: unknown })[Symbol.for('orbitalab.leadSending')] ??= {
  queue: Promise.resolve(),
  lastSentAt: Number.NEGATIVE_INFINITY,
}) as { queue: Promise<unknown>; lastSentAt: number }

function oneAtATime<T>(work: () => Promise<T>): Promise<T> {
  if (onCloudflare) return work()
  const turn = sending.queue.then(work, work)
  sending.queue = turn.catch(() => {})
  return turn
}

function send(config: DeliveryConfig, delivery: DueDelivery): Promise<SendOutcome> {
  const { emailjs, webhook } = config
  if (delivery.channel === 'webhook') return postWebhook(webhook!, delivery)
  const notification = delivery.channel === 'notification'
  return sendEmail(
    emailjs!,
    notification ? emailjs!.templateId : emailjs!.autoReplyTemplateId,
    notification
      ? notificationParams(delivery.fields, delivery.createdAt)
      : autoReplyParams(delivery.fields, delivery.createdAt),
  )
}

const defaultWait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

export async function deliverDue(
  store: LeadStore,
  config: DeliveryConfig,
  {
    force = false,
    onlyReference,
    budgetMs = 25_000,
    clock = () => new Date(),
    log = console.warn,
    wait = defaultWait,
  }: DeliverOptions = {},
): Promise<DeliverReport> {
  const report: DeliverReport = { delivered: { notification: 0, autoreply: 0, webhook: 0 }, failed: 0 }
  // Every sweep also forgets the limits' hits past their window, delivery configured or not.
  await store.forgetLimits(clock())
  const channels = configuredChannels(config)
  if (channels.length === 0) return report
  const started = clock().getTime()
  // Everything due now; an attempt that fails moves into the future again, so no run sends one twice.
  if (force) await store.makeDue(channels, clock())
  const deliverNext = async (): Promise<boolean> => {
    const at = clock()
    const [delivery] = await store.claimDue({
      channels,
      at,
      // The lease covers the pause before the send too.
      leaseUntil: new Date(at.getTime() + leaseMs + config.paceMs),
      max: 1,
      onlyReference,
    })
    if (!delivery) return false
    // A clock that went back (another test's, a corrected system clock) waits one pace at most.
    const waitMs = config.paceMs - Math.max(0, clock().getTime() - sending.lastSentAt)
    if (waitMs > 0) await wait(waitMs)
    const outcome = await send(config, delivery)
    const finished = clock()
    sending.lastSentAt = finished.getTime()
    if (outcome.ok) {
      report.delivered[delivery.channel]++
      await store.recordAttempt(delivery, finished, { delivered: true })
      return true
    }
    report.failed++
    const attempts = delivery.attempts + 1
    const next = nextAttemptAt(finished, attempts)
    await store.recordAttempt(delivery, finished, { delivered: false, error: outcome.error, nextAttemptAt: next })
    log(
      `[leads] ${delivery.channel} of request ${delivery.reference} failed (attempt ${attempts}): ${outcome.error}; next attempt at ${next.toISOString()}`,
    )
    return true
  }
  while (clock().getTime() - started < budgetMs && (await oneAtATime(deliverNext))) {
    // One delivery per turn, so that other requests' attempts interleave with a long sweep.
  }
  for (const reference of await store.markStuck(channels, clock(), stuckAfterMs))
    log(
      `[leads] request ${reference} is stuck: not delivered ${stuckAfterMs / 60_000} minutes after it arrived; see it with \`npm run leads -- show ${reference}\`, send it with \`npm run leads -- deliver --now\``,
    )
  return report
}
