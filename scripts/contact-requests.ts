/**
 * The contact requests in the configured store (DATABASE_URL, Supabase or the embedded database):
 *   npm run contact-requests -- list [--pending] [--since YYYY-MM-DD]        one line each, with each channel's state
 *   npm run contact-requests -- show <reference>                              one request in full, with its deliveries
 *   npm run contact-requests -- export [--since YYYY-MM-DD] [--format csv|json]
 *   npm run contact-requests -- deliver [--now]                               send what is due (--now: everything undelivered)
 *   npm run contact-requests -- purge [--dry-run]                             delete those past the retention period
 * Reading takes the embedded database from a copy, so that is safe while the site is running.
 */
import path from 'node:path'
import { contactRequestRetentionMonths } from '@/content/legal/retention'
import { env } from '@/lib/env'
import { configuredChannels, countPerChannel, deliveryDescription } from '@/lib/contact/config'
import { deliverDue } from '@/lib/contact/deliver'
import { parseReference } from '@/lib/contact/reference'
import { printableJson } from './printable'
import { stuckAfterMs } from '@/lib/contact/retry'
import { requestRetentionCutoff } from '@/lib/store/retention'
import { parseContactRequestsArgs, usageError } from './contact-requests-args'
import { requestDetails, requestLine, contactRequestsCsv } from './contact-requests-format'
import { exitWith, fail, openStoreForCommand } from './open-store'

const configured = configuredChannels(env.delivery)

async function list(since: Date | undefined, pendingOnly: boolean) {
  const { store, cleanup } = await openStoreForCommand({ copy: true })
  const contactRequests = await store.contactRequests
    .list(since, { pendingOn: pendingOnly ? configured : undefined })
    .finally(cleanup)
  for (const contactRequest of contactRequests) console.log(requestLine(contactRequest, configured))
  console.error(
    `${contactRequests.length} contact request(s)${pendingOnly ? ' waiting for a delivery' : ''}; delivery: ${deliveryDescription(env.delivery)}`,
  )
}

async function show(typed: string) {
  const reference = parseReference(typed) ?? usageError('show needs a reference such as 7K4M-2PQX')
  const { store, cleanup } = await openStoreForCommand({ copy: true })
  const contactRequest = await store.contactRequests.show(reference).finally(cleanup)
  if (!contactRequest) fail(`no contact request with the reference ${reference}`, 1)
  process.stdout.write(requestDetails(contactRequest, configured))
}

async function exportContactRequests(since: Date | undefined, format: string) {
  if (format !== 'csv' && format !== 'json') usageError('--format must be csv or json')
  const { store, cleanup } = await openStoreForCommand({ copy: true })
  const contactRequests = await store.contactRequests.list(since).finally(cleanup)
  process.stdout.write(format === 'json' ? `${printableJson(contactRequests)}\n` : contactRequestsCsv(contactRequests))
  console.error(`${contactRequests.length} contact request(s)`)
}

async function deliver(now: boolean) {
  if (configured.length === 0)
    fail(
      'no delivery is configured: set the five EMAILJS_* variables and/or CONTACT_WEBHOOK_URL + CONTACT_WEBHOOK_SECRET; until then requests are stored and nothing is sent',
      1,
    )
  let locked: string | undefined
  const opened = await openStoreForCommand({
    copy: false,
    whenLocked: (folder) => {
      locked = folder
      throw new Error(`${folder} is held by the running site`)
    },
  }).catch((error: unknown) => {
    if (locked) return null
    throw error
  })
  if (!opened) return deliverThroughSite(locked!, now)
  const { store, cleanup } = opened
  try {
    const report = await deliverDue(store.contactRequests, env.delivery, {
      force: now,
      budgetMs: 60 * 60_000,
      log: (line) => console.error(line),
    })
    console.log(`delivered: ${configured.map((channel) => `${channel} ${report.delivered[channel]}`).join(', ')}`)
    console.log(`failed: ${report.failed}`)
    const { pending } = await store.contactRequests.backlog(configured, new Date(), stuckAfterMs)
    console.log(
      `still waiting: ${pending} contact request(s)${pending > 0 && !now ? ' (--now sends them all now)' : ''}`,
    )
    if (report.failed > 0) process.exitCode = 1
  } finally {
    await cleanup()
  }
}

/**
 * The embedded database is held by the running site: ask the site itself to send (POST /api/contact/deliver,
 * with OPERATOR_TOKEN), at CONTACT_REQUESTS_SITE_URL or http://localhost:$PORT.
 */
async function deliverThroughSite(folder: string, now: boolean) {
  const site = process.env.CONTACT_REQUESTS_SITE_URL ?? `http://localhost:${process.env.PORT ?? 3000}`
  if (!env.operatorToken)
    fail(
      `the site is running on ${folder} and delivers what is due itself, every minute; nothing was sent. To send everything now, set OPERATOR_TOKEN for the site and here, or stop the site and run this again`,
      1,
    )
  let totals = countPerChannel()
  let failed = 0
  // Each call sends for at most ~25 s: call until a round sends nothing.
  for (let round = 0; round < 1000; round++) {
    const response = await fetch(`${site}/api/contact/deliver${now && round === 0 ? '?now=1' : ''}`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${env.operatorToken}` },
    }).catch((error: unknown) =>
      fail(`the site at ${site} did not answer (${(error as Error).message}); set CONTACT_REQUESTS_SITE_URL`, 1),
    )
    if (!response.ok) fail(`the site at ${site} answered ${response.status}: ${await response.text()}`, 1)
    const report = (await response.json()) as { delivered: typeof totals; failed: number }
    totals = Object.fromEntries(
      Object.entries(totals).map(([channel, count]) => [
        channel,
        count + report.delivered[channel as keyof typeof totals],
      ]),
    ) as typeof totals
    failed += report.failed
    if (Object.values(report.delivered).every((count) => count === 0)) break
  }
  console.log(
    `delivered by the site at ${site}: ${configured.map((channel) => `${channel} ${totals[channel]}`).join(', ')}`,
  )
  console.log(`failed: ${failed}`)
  if (failed > 0) process.exitCode = 1
}

async function purge(dryRun: boolean) {
  const cutoff = requestRetentionCutoff(new Date())
  const { store, cleanup } = await openStoreForCommand({
    copy: false,
    whenLocked: (folder) =>
      fail(
        `the site is running on ${folder} and purges contact requests older than ${contactRequestRetentionMonths} months itself, at start and once a day; stop it to purge by hand`,
      ),
  })
  try {
    const count = await store.contactRequests.purge(cutoff, { dryRun })
    const what = `${count} contact request(s) that arrived before ${cutoff.toISOString()} (older than ${contactRequestRetentionMonths} months)`
    console.log(dryRun ? `would delete ${what}; nothing deleted (--dry-run)` : `deleted ${what}`)
  } finally {
    await cleanup()
  }
}

async function main() {
  const args = parseContactRequestsArgs()
  if (args.command === 'list') return list(args.since, args.pending)
  if (args.command === 'show') return show(args.words[0])
  if (args.command === 'export') return exportContactRequests(args.since, args.format)
  if (args.command === 'deliver') return deliver(args.now)
  return purge(args.dryRun)
}

if (process.argv[1] && import.meta.url.endsWith(path.basename(process.argv[1]))) {
  main().catch(exitWith)
}
