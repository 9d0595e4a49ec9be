/**
 * Delivers what is due, lane by lane, from any server or isolate: each delivery is claimed in the store first,
 * checked against the form's schema again, sent, and recorded before the lane's next one is claimed. The store
 * hands out one claim per lane at a time across every server (db/migrations/001_baseline.sql), so a crash between a send
 * and its record leaves at most one delivery per lane to be sent again once its lease lapses. All of the state
 * is in the database: the run is one function, whoever calls it (after an answer, the sweep, the cron, the CLI).
 * One log line per failed attempt, per delivery given up, and per request that becomes stuck.
 */
import 'server-only'
import { contactSchema } from '@/lib/contact/schema'
import { configuredChannels, countPerChannel, laneChannels, type DeliveryConfig, type Lane } from './config'
import { digestParams } from './digest'
import { autoReplyParams, emailjsTimeoutMs, notificationParams, sendEmail, type SendOutcome } from './emailjs'
import { nextAttemptAt, stuckAfterMs } from './retry'
import type { Channel, DigestEntry, DueDelivery, ContactRequestStore } from './store'
import { postWebhook, webhookTimeoutMs } from './webhook'
import { digest } from './limits'

export interface DeliverOptions {
  /** Send every undelivered request now, whatever the backoff says (`npm run contact-requests -- deliver --now`). */
  force?: boolean
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

/**
 * How long a claimed delivery (and so its lane) is kept from other servers: twice the longest send, so it never
 * lapses mid-send; the pace after an e-mail is added to it.
 */
const leaseMs = 2 * Math.max(emailjsTimeoutMs, webhookTimeoutMs)

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
  clock: () => Date
  log: (line: string) => void
  wait: (ms: number) => Promise<void>
  /** The operator's `deliver --now`: the digest goes too, however recently the last one went. */
  force: boolean
}

/** Claims, checks, sends and records one delivery of the lane; false when none is due. */
async function deliverNext(run: Run, name: Lane, claimed: () => void): Promise<boolean> {
  const { store, config, clock } = run
  const paceMs = name === 'email' ? config.paceMs : 0
  const at = clock()
  const [due] = await store.claimDue({
    channels: laneChannels[name],
    at,
    // The lease covers the pause after the send too.
    leaseUntil: new Date(at.getTime() + leaseMs + paceMs),
    max: 1,
  })
  claimed()
  if (!due) return false
  // Stored rows are checked again: a row that never passed the form (written to the store directly) is not sent.
  const checked = checkStored(due)
  if ('reason' in checked) {
    // The auto-reply waits for its notification: when that is given up, so is the auto-reply, or it would wait forever.
    const givenUp = due.channel === 'notification' ? [due, { ...due, channel: 'autoreply' as const }] : [due]
    for (const delivery of givenUp) await giveUp(run, delivery, checked.reason)
    return true
  }
  const outcome = await send(config, { ...due, fields: checked.fields }, clock())
  const finished = clock()
  // EmailJS's pace, on every server at once: the lane stays claimed until this pause is over.
  if (paceMs > 0) await run.wait(paceMs)
  await recordOutcome(run, [due], outcome, finished, `${due.channel} of request ${due.reference}`)
  return true
}

/** Never sends this delivery: its stored fields fail the form's schema. */
async function giveUp({ store, report, clock, log }: Run, delivery: DueDelivery, reason: string) {
  report.failed++
  await store.giveUp(delivery, clock(), reason)
  log(`[contact] ${delivery.channel} of request ${delivery.reference} not sent: ${reason}`)
}

/** Records one outcome of a send for every delivery it carried; logs a failure once. */
async function recordOutcome(run: Run, deliveries: DueDelivery[], outcome: SendOutcome, finished: Date, what: string) {
  const { store, report, log } = run
  if (outcome.ok) {
    for (const delivery of deliveries) {
      report.delivered[delivery.channel]++
      await store.recordAttempt(delivery, finished, { delivered: true })
    }
    return
  }
  report.failed++
  const attempts = Math.max(...deliveries.map((delivery) => delivery.attempts)) + 1
  const next = nextAttemptAt(finished, attempts)
  for (const delivery of deliveries)
    await store.recordAttempt(delivery, finished, { delivered: false, error: outcome.error, nextAttemptAt: next })
  log(`[contact] ${what} failed (attempt ${attempts}): ${outcome.error}; next attempt at ${next.toISOString()}`)
}

/**
 * Sends the hourly digest when one is due (no digest within the hour, or the operator's --now; requests waiting
 * for it): one e-mail on the lane, at its pace. False when none was due.
 */
async function deliverDigest(run: Run): Promise<boolean> {
  const { store, config, clock, force } = run
  const at = clock()
  const leaseUntil = new Date(at.getTime() + leaseMs + config.paceMs)
  const claim = await store.claimDigest({ channels: laneChannels.email, at, leaseUntil, force })
  if (claim.entries.length === 0) return false
  const entries: DigestEntry[] = []
  for (const entry of claim.entries) {
    const checked = checkStored(entry.delivery)
    if ('fields' in checked) entries.push({ ...entry, delivery: { ...entry.delivery, fields: checked.fields } })
    else await giveUp(run, entry.delivery, checked.reason)
  }
  if (entries.length === 0) return true
  const waiting = claim.waiting - (claim.entries.length - entries.length)
  const emailjs = config.emailjs!
  const outcome = await sendEmail(emailjs, emailjs.templateId, digestParams(entries, waiting, at))
  const finished = clock()
  if (config.paceMs > 0) await run.wait(config.paceMs)
  const deliveries = entries.map((entry) => entry.delivery)
  await recordOutcome(run, deliveries, outcome, finished, `the digest of ${deliveries.length} requests`)
  return true
}

/**
 * Delivers the lane's due deliveries one after the other, until none is due, the budget is spent, or another run
 * holds the lane (that run then sends what is left).
 */
async function runLane(run: Run, name: Lane, withinBudget: () => boolean, claimed = () => {}) {
  try {
    while (withinBudget() && (await deliverNext(run, name, claimed))) {
      // Next one.
    }
    // The digest waits for the requests' own e-mails: those are what visitors and the agency wait for now.
    if (name === 'email' && withinBudget()) await deliverDigest(run)
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
  const run: Run = { store, config, report, clock, log, wait, force }
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
      `[contact] request ${reference} is stuck: not delivered ${stuckAfterMs / 60_000} minutes after it arrived (a request for the digest: ${(stuckAfterMs + digest.everyMs) / 60_000} minutes, with no digest sent meanwhile); see it with \`npm run contact-requests -- show ${reference}\`, send it with \`npm run contact-requests -- deliver --now\``,
    )
  return report
}
