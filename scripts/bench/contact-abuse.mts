// The abuse run of `npm run bench:contact`: what a script tries in order to turn the contact form
// against others, on a host started with the site's own auto-reply budget, a fresh hour of it, and with
// legitimate visitors writing at the same time. Four streams at once:
//   flood    1,000 requests from one TCP source address, each to a new recipient and naming a new client in
//            X-Forwarded-For and X-Real-IP (and CF-Connecting-IP, except on wrangler dev: `spoofsCloudflare`);
//   subnet   1,000 from one IPv6 /64, a new address of it each time, each to a new recipient (where the host
//            answers on IPv6 here);
//   mailbox  100 to one Gmail mailbox spelt 100 ways (+tag, case, dots), each from an address of its own, so
//            that only the mailbox's daily cap can stop its auto-replies;
//   legit    50 requests, each from an address of its own to a recipient of its own: more than the hourly
//            budget, so that the budget shows.
// Goals: at most 5 accepted per address and per /64 in 10 minutes; at most 3 auto-replies to the mailbox; at
// most the budget's auto-replies in any hour, and as many as it allows; every legitimate request answered,
// stored and notified, its auto-reply sent or skipped (never left waiting).
import { spawnSync } from 'node:child_process'
import { readFileSync, writeFileSync } from 'node:fs'
import { serviceOptions } from '@/lib/contact/fields'
import { addressLimit, autoReplyBudget, recipientLimit } from '@/lib/contact/limits'
import { startHost, type BenchStore } from './consent-hosts.mjs'
import { busiestWindow, drainBacklog, phaseCalls, standInCalls, storedPhase } from './contact-delivery.mjs'
import {
  addressBlocks,
  requestEmailPrefix,
  contactRequestRecord,
  loopbackAddress,
  mailboxSpellings,
  percentile,
  post,
  submitContactForm,
  sendAll,
  spoofedAddressHeaders,
  subnetAddress,
} from './contact-traffic.mjs'

const sizes = {
  flood: Number(process.env.BENCH_ABUSE ?? 1000),
  subnet: Number(process.env.BENCH_ABUSE ?? 1000),
  mailbox: Number(process.env.BENCH_MAILBOX ?? 100),
  legit: Number(process.env.BENCH_LEGIT ?? 50),
}
/** The budget the abuse host runs with: the site's default, unless this shell sets its own. */
export const hourlyBudget = Number(process.env.AUTO_REPLY_HOURLY_LIMIT || autoReplyBudget.defaultMax)
/** A /64 of the documentation range (RFC 3849), routed to the loopback for the run. */
const ipv6Subnet = { prefix: '2001:db8:44:0', cidr: '2001:db8:44::/64' }
/**
 * wrangler dev (miniflare's entry worker) fills CF-Connecting-IP from the socket only when the request has none,
 * so a client's own would be believed there; Cloudflare's edge always sets it from the connection. Spoofing it
 * on wrangler dev would measure the dev server, not the site.
 */
const spoofsCloudflare = (host: string) => host !== 'edge'

type Answer = { status: number | null; body: string; headers: Record<string, unknown>; ms: number; kind: string | null }
type Stream = keyof typeof sizes
type AbuseRequest = {
  record: Record<string, unknown>
  email: string
  requestId: string
  address: string
  headers?: Record<string, string>
}

/**
 * Routes the /64 to the loopback (AnyIP, as Linux does for 127.0.0.0/8) and lets a socket bind to any of its
 * addresses (net.ipv6.ip_nonlocal_bind: node:http has no IP_FREEBIND); both undone by `undo()`. Root only.
 */
export function routeIpv6Subnet(): { why?: string; undo: () => void } {
  const run = (command: string, args: string[]) => spawnSync(command, args, { encoding: 'utf8' })
  if (process.getuid?.() !== 0)
    return { why: `not root: cannot route ${ipv6Subnet.cidr} to the loopback`, undo: () => {} }
  const nonlocalBind = '/proc/sys/net/ipv6/ip_nonlocal_bind'
  let bindBefore: string
  try {
    bindBefore = readFileSync(nonlocalBind, 'utf8').trim()
  } catch {
    return { why: 'this machine has no IPv6 (no /proc/sys/net/ipv6)', undo: () => {} }
  }
  const routed = run('ip', ['-6', 'route', 'show', 'table', 'local', ipv6Subnet.cidr]).stdout.trim() !== ''
  const added = !routed && run('ip', ['-6', 'route', 'add', 'local', ipv6Subnet.cidr, 'dev', 'lo']).status === 0
  if (!routed && !added) return { why: `\`ip -6 route add local ${ipv6Subnet.cidr} dev lo\` failed`, undo: () => {} }
  if (bindBefore !== '1') writeFileSync(nonlocalBind, '1')
  let undone = false
  const undo = () => {
    if (undone) return
    undone = true
    if (added) run('ip', ['-6', 'route', 'del', 'local', ipv6Subnet.cidr, 'dev', 'lo'])
    if (bindBefore !== '1') writeFileSync(nonlocalBind, bindBefore)
  }
  // Also when the bench exits early (a failed build calls process.exit).
  process.once('exit', undo)
  return { undo }
}

/** Why the host cannot be reached from the /64 here, or undefined when it answers from there. */
async function whyNoIpv6(ipv6Origin: string | undefined, subnetWhy: string | undefined) {
  if (subnetWhy) return subnetWhy
  if (!ipv6Origin) return 'the machine has no IPv6 loopback (::1) to serve on'
  const probe = await post(ipv6Origin, '/robots.txt', { localAddress: subnetAddress(ipv6Subnet.prefix, 0xfffe) })
  return probe.status === null ? `${ipv6Origin} did not answer from ${ipv6Subnet.cidr}` : undefined
}

function streamRequests(tag: string, host: string): Record<Stream, AbuseRequest[]> {
  const request = (
    stream: Stream,
    index: number,
    address: string,
    email?: string,
    headers?: Record<string, string>,
  ) => {
    const record = contactRequestRecord(tag, stream, index, serviceOptions, email)
    return { record, email: record.email, requestId: record.request_id, address, headers }
  }
  const { recipients } = mailboxSpellings(tag, sizes.mailbox)
  const cloudflare = spoofsCloudflare(host)
  const indexes = (stream: Stream) => Array.from({ length: sizes[stream] }, (_, index) => index)
  return {
    flood: indexes('flood').map((index) =>
      request(
        'flood',
        index,
        loopbackAddress(addressBlocks.flood, 0),
        undefined,
        spoofedAddressHeaders(index, { cloudflare }),
      ),
    ),
    subnet: indexes('subnet').map((index) => request('subnet', index, subnetAddress(ipv6Subnet.prefix, index))),
    mailbox: indexes('mailbox').map((index) =>
      request('mailbox', index, loopbackAddress(addressBlocks.mailbox, index), recipients[index]),
    ),
    legit: indexes('legit').map((index) => request('legit', index, loopbackAddress(addressBlocks.legit, index))),
  }
}

/** The four streams at once; the floods at 10 connections each, the others one or two at a time. */
async function sendStreams(
  host: { origin: string; ipv6Origin?: string },
  requests: Record<Stream, AbuseRequest[]>,
  ipv6: boolean,
) {
  const stream = (name: Stream, origin: string | undefined, concurrency: number) =>
    origin
      ? sendAll(requests[name], {
          concurrency,
          send: (request: AbuseRequest) =>
            submitContactForm(origin, request.record, { localAddress: request.address, headers: request.headers }),
        })
      : Promise.resolve({ answers: [] as Answer[], seconds: 0 })
  const started = performance.now()
  const [flood, subnet, mailbox, legit] = await Promise.all([
    stream('flood', host.origin, 10),
    stream('subnet', ipv6 ? host.ipv6Origin : undefined, 10),
    stream('mailbox', host.origin, 2),
    stream('legit', host.origin, 1),
  ])
  const answers = { flood, subnet, mailbox, legit } as Record<Stream, { answers: Answer[] }>
  return { answers, seconds: Math.round((performance.now() - started) / 1000) }
}

const accepted = (answers: Answer[]) => answers.filter((a) => a.status !== null && a.status >= 200 && a.status < 300)

/** How a flood was answered: accepted, refused (by the app, with Retry-After, or by nginx), and how fast. */
function floodFigures(answers: Answer[]) {
  const refused = answers.filter((answer) => answer.status === 429)
  const ms = refused.map((answer) => answer.ms)
  return {
    sent: answers.length,
    accepted: accepted(answers).length,
    refusedByApp: refused.filter((answer) => answer.kind === 'limited').length,
    refusedByNginx: refused.filter((answer) => answer.kind !== 'limited').length,
    other: answers.filter((answer) => answer.status !== 429 && accepted([answer]).length === 0).length,
    refuseP50: Math.round(percentile(ms, 50) ?? 0),
    refuseP95: Math.round(percentile(ms, 95) ?? 0),
  }
}

/**
 * The abuse run on its own start of `hostName` over `store` (the embedded store is read once the host has
 * stopped); `standIn`'s calls are read once the operator has drained the backlog.
 */
export async function abuseRun(options: {
  hostName: string
  store: BenchStore
  siteEnv: Record<string, string>
  standIn: string
  token: string
  tag: string
  subnetWhy: string | undefined
  templates: { notification: string; autoreply: string }
}) {
  const { hostName, store, standIn, token, tag, templates } = options
  // The site's default budget; the worker gets a shell's own only through siteEnv (consent-hosts.mjs).
  const shellBudget = process.env.AUTO_REPLY_HOURLY_LIMIT
  const siteEnv = { ...options.siteEnv, ...(shellBudget && { AUTO_REPLY_HOURLY_LIMIT: shellBudget }) }
  const host = await startHost(hostName, store, siteEnv)
  let sent, drained, log
  const ipv6Why = await whyNoIpv6(host.ipv6Origin, options.subnetWhy)
  const requests = streamRequests(tag, hostName)
  try {
    sent = await sendStreams(host, requests, !ipv6Why)
    drained = await drainBacklog(host.origin, token)
    log = await host.logs()
  } finally {
    await host.stop()
  }
  const calls = await standInCalls(standIn)
  const folder = await host.storeFolder?.()
  const stored = async (name: Stream) =>
    storedPhase(store.query, requestEmailPrefix(tag, name), {
      requestIds: requests[name].map((r) => r.requestId),
      folder,
    })
  const mailboxRecipients = new Set(requests.mailbox.map((request) => request.email.toLowerCase()))
  // One after the other: the embedded store is one folder that one process at a time may open.
  const flood = await stored('flood')
  const subnet = await stored('subnet')
  const mailbox = await stored('mailbox')
  const legit = await stored('legit')
  const all = [flood, subnet, mailbox, legit]
  // The reasons the database writes: 'the hourly auto-reply budget (30) was spent', 'the daily … limit'.
  const budgetSkipped = all.reduce((sum, s) => sum + countReasons(s.skipReasons, /hourly/), 0)
  const capSkipped = all.reduce((sum, s) => sum + countReasons(s.skipReasons, /daily/), 0)
  return {
    log,
    figures: {
      ipv6Why,
      cloudflareSpoofed: spoofsCloudflare(hostName),
      seconds: sent.seconds,
      drained: drained.drained,
      flood: { ...floodFigures(sent.answers.flood.answers), stored: flood.stored, storedAs: flood.addresses },
      subnet: { ...floodFigures(sent.answers.subnet.answers), stored: subnet.stored, storedAs: subnet.addresses },
      mailbox: {
        sent: sizes.mailbox,
        accepted: accepted(sent.answers.mailbox.answers).length,
        stored: mailbox.stored,
        autoreplies: phaseCalls(calls, (email: string) => mailboxRecipients.has(email), templates).autoreplyCalls,
      },
      legit: {
        sent: sizes.legit,
        accepted: accepted(sent.answers.legit.answers).length,
        stored: legit.stored,
        notified: legit.notifications,
        autoreplies: legit.autoreplies,
        skipped: legit.autorepliesSkipped,
        waiting: legit.autorepliesWaiting,
        skipReasons: legit.skipReasons,
      },
      autoreplies: {
        sent: phaseCalls(calls, () => true, templates).autoreplyCalls,
        busiestHour: busiestWindow(calls, templates.autoreply, autoReplyBudget.windowMs),
        // What the budget had to answer: every stored request whose mailbox still had room that day.
        asked: all.reduce((sum, s) => sum + s.stored, 0) - capSkipped,
        budgetSkipped,
        budget: hourlyBudget,
      },
    },
  }
}

function countReasons(reasons: Record<string, number>, pattern: RegExp) {
  return Object.entries(reasons).reduce((sum, [reason, n]) => sum + (pattern.test(reason) ? n : 0), 0)
}

export type AbuseFigures = Awaited<ReturnType<typeof abuseRun>>['figures']

/** Each goal the abuse run misses, in words. */
export function abuseGoals(a: AbuseFigures): string[] {
  const missed: string[] = []
  const perAddress = `${addressLimit.max} per ${addressLimit.windowMs / 60_000} minutes`
  if (Math.max(a.flood.accepted, a.flood.stored) > addressLimit.max)
    missed.push(
      `abuse: one client with spoofed headers got ${a.flood.accepted} accepted, ${a.flood.stored} stored (at most ${perAddress})`,
    )
  if (!a.ipv6Why && Math.max(a.subnet.accepted, a.subnet.stored) > addressLimit.max)
    missed.push(`abuse: one /64 got ${a.subnet.accepted} accepted, ${a.subnet.stored} stored (at most ${perAddress})`)
  if (a.mailbox.autoreplies > recipientLimit.max)
    missed.push(`abuse: ${a.mailbox.autoreplies} auto-replies to one mailbox (at most ${recipientLimit.max} a day)`)
  const { sent, busiestHour, asked, budget } = a.autoreplies
  if (busiestHour > budget) missed.push(`abuse: ${busiestHour} auto-replies within an hour (budget ${budget})`)
  else if (sent < Math.min(asked, budget))
    missed.push(
      `abuse: ${sent} auto-replies sent of the ${Math.min(asked, budget)} the budget allowed (${asked} asked for)`,
    )
  const legit = a.legit
  if (legit.accepted !== legit.sent || legit.stored !== legit.sent)
    missed.push(`abuse: ${legit.accepted} legitimate requests accepted and ${legit.stored} stored of ${legit.sent}`)
  if (legit.notified !== legit.stored)
    missed.push(`abuse: ${legit.notified} of ${legit.stored} legitimate requests notified`)
  if (legit.waiting > 0) missed.push(`abuse: ${legit.waiting} legitimate auto-replies neither sent nor skipped`)
  if (!a.drained) missed.push('abuse: the backlog was not drained')
  return missed
}

/** The abuse run's two tables, one row per host × store, and one for each pair that did not run (`notRun`). */
export function abuseTables(
  rows: { host: string; store: string; abuse: AbuseFigures }[],
  notRun: { host: string; store: string; why: string }[],
): string[] {
  const notRunRows = notRun.map((n) => `| ${n.host} | ${n.store} | ${n.why} |`)
  const refused = (f: ReturnType<typeof floodFigures>) =>
    `${f.refusedByApp} + ${f.refusedByNginx}${f.other ? ` (other ${f.other})` : ''}`
  const lines = [
    `**Abuse run**, on a start of its own with the default auto-reply budget (${hourlyBudget} an hour), four streams at once. One client: ${sizes.flood} requests from one TCP source address (10 at a time), each to a new recipient and naming a new client in X-Forwarded-For, X-Real-IP and CF-Connecting-IP (CF-Connecting-IP not on the worker: wrangler dev keeps a client's own, where Cloudflare's edge sets it from the connection). One /64: ${sizes.subnet} requests, each from a new address of ${ipv6Subnet.cidr}, to a new recipient. 429: by the app (Retry-After) + by nginx (limit_req); refused in: the time to the 429.`,
    '',
    '| host | store | one client: accepted / stored | 429 app + nginx | refused in p50 / p95 ms | stored as | one /64: accepted / stored | 429 app + nginx | refused in p50 / p95 ms | stored as |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
  ]
  for (const { host, store, abuse: a } of rows) {
    const subnet = a.ipv6Why
      ? [`not reachable over IPv6: ${a.ipv6Why}`, '–', '–', '–']
      : [
          `${a.subnet.accepted} / ${a.subnet.stored}`,
          refused(a.subnet),
          `${a.subnet.refuseP50} / ${a.subnet.refuseP95}`,
          a.subnet.storedAs.join(', '),
        ]
    lines.push(
      `| ${[host, store, `${a.flood.accepted} / ${a.flood.stored}`, refused(a.flood), `${a.flood.refuseP50} / ${a.flood.refuseP95}`, a.flood.storedAs.join(', '), ...subnet].join(' | ')} |`,
    )
  }
  lines.push(
    ...notRunRows,
    '',
    `Beside them: ${sizes.mailbox} requests to one Gmail mailbox spelt ${sizes.mailbox} ways (+tag, upper case, dots), each from an address of its own, and ${sizes.legit} legitimate requests, each from an address of its own to its own recipient. Auto-replies: the stand-in's calls with the auto-reply template; asked for: the run's stored requests whose mailbox still had room that day.`,
    '',
    '| host | store | one mailbox: accepted / stored | its auto-replies | legitimate: accepted / stored / notified | their auto-replies sent / skipped / waiting | auto-replies in the run (busiest hour) / asked for / budget | skipped for the budget | seconds |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- |',
  )
  for (const { host, store, abuse: a } of rows) {
    const { mailbox: m, legit: l, autoreplies: r } = a
    lines.push(
      `| ${[
        host,
        store,
        `${m.accepted} / ${m.stored}`,
        m.autoreplies,
        `${l.accepted} / ${l.stored} / ${l.notified}`,
        `${l.autoreplies} / ${l.skipped} / ${l.waiting}`,
        `${r.sent} (${r.busiestHour}) / ${r.asked} / ${r.budget}`,
        r.budgetSkipped,
        a.seconds,
      ].join(' | ')} |`,
    )
  }
  lines.push(...notRunRows, '')
  return lines
}
