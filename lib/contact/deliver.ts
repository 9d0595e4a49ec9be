/**
 * Delivers what is due, channel by channel, from any server: each delivery is claimed in the store first
 * (leased, so two servers never send the same one at once), checked against the form's schema again, sent,
 * and its outcome recorded. One log line per failed attempt, per delivery given up, and per request that
 * becomes stuck.
 */
import 'server-only'
import { contactSchema } from '@/lib/contact/schema'
import { onCloudflare } from '@/lib/env'
import { configuredChannels, countPerChannel, laneChannels, type DeliveryConfig, type Lane } from './config'
import { autoReplyParams, emailjsTimeoutMs, notificationParams, sendEmail, type SendOutcome } from './emailjs'
import { nextAttemptAt, stuckAfterMs } from './retry'
import type { Channel, DueDelivery, ContactRequestStore } from './store'
import { postWebhook, webhookTimeoutMs } from './webhook'

export interface DeliverOptions {
  /** Send every undelivered request now, whatever the backoff says (`npm run contact-requests -- deliver --now`). */
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
  /** Failed attempts, and deliveries given up because their stored fields fail the schema. */
  failed: number
}

/** How long a claimed delivery is kept from other servers: twice the longest send, so it never lapses mid-send. */
const leaseMs = 2 * Math.max(emailjsTimeoutMs, webhookTimeoutMs)

interface LaneState {
  queue: Promise<unknown>
  lastSentAt: number
}

/**
 * On a Node server, one send at a time per lane in the process, each claimed just before it leaves and
 * recorded as soon as it is answered: a crash can then leave at most one delivery per lane sent and not
 * recorded (sent again after the restart), and EmailJS's pace holds across every request's attempt and
 * the sweep. The worker cannot share a promise between requests (workerd cancels a request that waits on
 * another's): there each run's lanes are one at a time within the run.
 */
// On globalThis: Next bundles this module once per layer (route handlers, Server Actions), one process.
const lanes = ((globalThis as { [key: symbol]: unknown })[Symbol.for('orbitalab.deliveryLanes')] ??= {
  email: { queue: Promise.resolve(), lastSentAt: Number.NEGATIVE_INFINITY },
  webhook: { queue: Promise.resolve(), lastSentAt: Number.NEGATIVE_INFINITY },
}) as Record<Lane, LaneState>

function inTurn<T>(lane: LaneState, work: () => Promise<T>): Promise<T> {
  if (onCloudflare) return work()
  const turn = lane.queue.then(work, work)
  lane.queue = turn.catch(() => {})
  return turn
}

function send(config: DeliveryConfig, delivery: DueDelivery, sentAt: Date): Promise<SendOutcome> {
  const { emailjs, webhook } = config
  if (delivery.channel === 'webhook') return postWebhook(webhook!, delivery, sentAt)
  const notification = delivery.channel === 'notification'
  return sendEmail(
    emailjs!,
    notification ? emailjs!.templateId : emailjs!.autoReplyTemplateId,
    notification
      ? notificationParams(delivery.fields, delivery.createdAt)
      : autoReplyParams(delivery.fields, delivery.createdAt),
  )
}

/** The stored fields as the form's schema reads them, or why they may not be sent, in the schema's words. */
function checkStored(delivery: DueDelivery): { fields: DueDelivery['fields'] } | { reason: string } {
  const checked = contactSchema.safeParse(delivery.fields)
  if (checked.success) return { fields: checked.data }
  const [issue] = checked.error.issues
  return { reason: `${issue.path.join('.') || 'fields'}: ${issue.message}` }
}

interface Run {
  store: ContactRequestStore
  config: DeliveryConfig
  report: DeliverReport
  onlyReference?: string
  clock: () => Date
  log: (line: string) => void
  wait: (ms: number) => Promise<void>
}

/** Claims, checks, sends and records one delivery of the lane; false when none is due. */
async function deliverNext(run: Run, name: Lane, claimed: () => void): Promise<boolean> {
  const { store, config, report, clock, log } = run
  const lane = lanes[name]
  const paceMs = name === 'email' ? config.paceMs : 0
  const at = clock()
  const [due] = await store.claimDue({
    channels: laneChannels[name],
    at,
    // The lease covers the pause before the send too.
    leaseUntil: new Date(at.getTime() + leaseMs + paceMs),
    max: 1,
    onlyReference: run.onlyReference,
  })
  claimed()
  if (!due) return false
  // Stored rows are checked again: a row that never passed the form (written to the store directly) is not sent.
  const checked = checkStored(due)
  if ('reason' in checked) {
    // The auto-reply waits for its notification: when that is given up, so is the auto-reply, or it would wait forever.
    const givenUp = due.channel === 'notification' ? [due, { ...due, channel: 'autoreply' as const }] : [due]
    for (const delivery of givenUp) {
      report.failed++
      await store.giveUp(delivery, clock(), checked.reason)
      log(`[contact] ${delivery.channel} of request ${delivery.reference} not sent: ${checked.reason}`)
    }
    return true
  }
  // A clock that went back (another test's, a corrected system clock) waits one pace at most.
  const waitMs = paceMs - Math.max(0, clock().getTime() - lane.lastSentAt)
  if (waitMs > 0) await run.wait(waitMs)
  const outcome = await send(config, { ...due, fields: checked.fields }, clock())
  const finished = clock()
  lane.lastSentAt = finished.getTime()
  if (outcome.ok) {
    report.delivered[due.channel]++
    await store.recordAttempt(due, finished, { delivered: true })
    return true
  }
  report.failed++
  const attempts = due.attempts + 1
  const next = nextAttemptAt(finished, attempts)
  await store.recordAttempt(due, finished, { delivered: false, error: outcome.error, nextAttemptAt: next })
  log(
    `[contact] ${due.channel} of request ${due.reference} failed (attempt ${attempts}): ${outcome.error}; next attempt at ${next.toISOString()}`,
  )
  return true
}

/** Delivers the lane's due deliveries one per turn, so that other runs' attempts interleave with a long sweep. */
async function runLane(run: Run, name: Lane, withinBudget: () => boolean, claimed = () => {}) {
  try {
    while (withinBudget() && (await inTurn(lanes[name], () => deliverNext(run, name, claimed)))) {
      // Next one.
    }
  } finally {
    claimed()
  }
}

const defaultWait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

export async function deliverDue(
  store: ContactRequestStore,
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
  const report: DeliverReport = { delivered: countPerChannel(), failed: 0 }
  // Every sweep also forgets the limits' hits past their window, delivery configured or not.
  await store.forgetLimits(clock())
  const channels = configuredChannels(config)
  if (channels.length === 0) return report
  const started = clock().getTime()
  const withinBudget = () => clock().getTime() - started < budgetMs
  // Everything due now; an attempt that fails moves into the future again, so no run sends one twice.
  if (force) await store.makeDue(channels, clock())
  const run: Run = { store, config, report, onlyReference, clock, log, wait }
  // The agency's notification is claimed before the webhook lane starts, so it leaves first.
  let emailClaimed = () => {}
  const firstEmailClaim = new Promise<void>((resolve) => (emailClaimed = resolve))
  if (!config.emailjs) emailClaimed()
  await Promise.all([
    config.emailjs && runLane(run, 'email', withinBudget, emailClaimed),
    config.webhook && firstEmailClaim.then(() => runLane(run, 'webhook', withinBudget)),
  ])
  for (const reference of await store.markStuck(channels, clock(), stuckAfterMs))
    log(
      `[contact] request ${reference} is stuck: not delivered ${stuckAfterMs / 60_000} minutes after it arrived; see it with \`npm run contact-requests -- show ${reference}\`, send it with \`npm run contact-requests -- deliver --now\``,
    )
  return report
}
