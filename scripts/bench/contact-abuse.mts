// The abuse run of `npm run bench:contact`: what a script tries in order to turn the contact form and the consent
// route against others, on a host started with the site's own auto-reply budget, notification ceiling and consent
// allowance, a fresh hour of each, and with legitimate visitors writing at the same time. Six streams at once:
//   unproven  1,000 requests without a proof of work from 10 TCP source addresses, each to a new recipient and
//             naming a new client in X-Forwarded-For and X-Real-IP (and CF-Connecting-IP, except on wrangler dev:
//             `spoofsCloudflare`);
//   network   60 requests without a proof, each from a /64 of its own of one IPv6 /48, each to a new recipient
//             (where the host answers on IPv6 here);
//   consents  1,000 consent records from one address;
//   mailbox   100 requests with proofs to one Gmail mailbox spelt 100 ways (+tag, case, dots), each from an
//             address of its own, so that only the mailbox's daily cap can stop its auto-replies;
//   legit     50 requests with proofs, each from an address of its own to a recipient of its own: more than the
//             hourly auto-reply budget, so that the budget shows;
//   legit consents  20 consent records, each from an address of its own.
// Then the operator drains the backlog (POST /api/contact/deliver?now=1, which sends the waiting digest at once
// too) and reads /api/health. The proofs are the host's own challenges, solved in Node (contact-proofs.mjs).
// Goals: the unproven requests get no auto-reply and no notification of their own, every stored one is in a
// digest (delivered, or waiting for the next), at most 5 stored per address, and the site sends at most one
// digest an hour on its own; at most 20 accepted from one /48; at most the allowance of consents stored from one
// address, every other answer 429 with Retry-After; at most 3 auto-replies to the mailbox; at most the budget's
// auto-replies and the ceiling's notifications in any hour, and as many as they allow; every legitimate request
// answered, stored with its proof and delivered to the agency (notified, or listed in a digest), its auto-reply
// sent or skipped for the budget (never left waiting); every legitimate consent stored; health's last hour
// agrees with the store and the stand-in.
import { spawnSync } from 'node:child_process'
import { readFileSync, writeFileSync } from 'node:fs'
import { consentAddressLimit } from '@/lib/consent/limits'
import { serviceOptions } from '@/lib/contact/fields'
import {
  addressLimit,
  autoReplyBudget,
  digest,
  networkLimit,
  notificationCeiling,
  recipientLimit,
} from '@/lib/contact/limits'
import { consentRecord } from '../consent-record.mjs'
import { startHost, type BenchStore } from './consent-hosts.mjs'
import {
  busiestWindow,
  drainBacklog,
  operatorHealth,
  phaseCalls,
  splitDigests,
  standInCalls,
  storedPhase,
} from './contact-delivery.mjs'
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
  unproven: Number(process.env.BENCH_ABUSE ?? 1000),
  network: Number(process.env.BENCH_NETWORK ?? 60),
  mailbox: Number(process.env.BENCH_MAILBOX ?? 100),
  legit: Number(process.env.BENCH_LEGIT ?? 50),
  consentFlood: Number(process.env.BENCH_CONSENTS ?? 1000),
  consentLegit: Number(process.env.BENCH_LEGIT_CONSENTS ?? 20),
}
/** The client addresses the requests without a proof come from, in turn. */
const unprovenAddresses = 10
/** The budget and the ceiling the abuse host runs with: the site's defaults, unless this shell sets its own. */
const hourlyBudget = Number(process.env.AUTO_REPLY_HOURLY_LIMIT || autoReplyBudget.defaultMax)
const hourlyCeiling = Number(process.env.NOTIFICATION_HOURLY_LIMIT || notificationCeiling.defaultMax)
/** The consent allowance is always the site's default here: test servers raise it (scripts/test-env.mjs). */
const consentAllowance = consentAddressLimit.defaultMax
/** A /48 of the documentation range (RFC 3849), routed to the loopback for the run; its /64s are numbered from 1. */
const ipv6Network = { prefix: '2001:db8:44', cidr: '2001:db8:44::/48' }
const networkAddress = (index: number) => subnetAddress(`${ipv6Network.prefix}:${(index + 1).toString(16)}`, index)
/**
 * wrangler dev (miniflare's entry worker) fills CF-Connecting-IP from the socket only when the request has none,
 * so a client's own would be believed there; Cloudflare's edge always sets it from the connection. Spoofing it
 * on wrangler dev would measure the dev server, not the site.
 */
const spoofsCloudflare = (host: string) => host !== 'edge'

type Answer = {
  status: number | null
  body: string
  headers: Record<string, unknown>
  ms: number
  kind?: string | null
}
type Call = { template_id: string; template_params: Record<string, unknown>; status: number; at: string }
type ContactStream = 'unproven' | 'network' | 'mailbox' | 'legit'
type ConsentStream = 'consentFlood' | 'consentLegit'
type AbuseRequest = {
  record: Record<string, unknown>
  email: string
  requestId: string
  address: string
  headers?: Record<string, string>
}
type ConsentPost = { body: string; address: string }

/**
 * Routes the /48 to the loopback (AnyIP, as Linux does for 127.0.0.0/8) and lets a socket bind to any of its
 * addresses (net.ipv6.ip_nonlocal_bind: node:http has no IP_FREEBIND); both undone by `undo()`. Root only.
 */
export function routeIpv6Subnet(): { why?: string; undo: () => void } {
  const run = (command: string, args: string[]) => spawnSync(command, args, { encoding: 'utf8' })
  const { cidr } = ipv6Network
  if (process.getuid?.() !== 0) return { why: `not root: cannot route ${cidr} to the loopback`, undo: () => {} }
  const nonlocalBind = '/proc/sys/net/ipv6/ip_nonlocal_bind'
  let bindBefore: string
  try {
    bindBefore = readFileSync(nonlocalBind, 'utf8').trim()
  } catch {
    return { why: 'this machine has no IPv6 (no /proc/sys/net/ipv6)', undo: () => {} }
  }
  const routed = run('ip', ['-6', 'route', 'show', 'table', 'local', cidr]).stdout.trim() !== ''
  const added = !routed && run('ip', ['-6', 'route', 'add', 'local', cidr, 'dev', 'lo']).status === 0
  if (!routed && !added) return { why: `\`ip -6 route add local ${cidr} dev lo\` failed`, undo: () => {} }
  if (bindBefore !== '1') writeFileSync(nonlocalBind, '1')
  let undone = false
  const undo = () => {
    if (undone) return
    undone = true
    if (added) run('ip', ['-6', 'route', 'del', 'local', cidr, 'dev', 'lo'])
    if (bindBefore !== '1') writeFileSync(nonlocalBind, bindBefore)
  }
  // Also when the bench exits early (a failed build calls process.exit).
  process.once('exit', undo)
  return { undo }
}

/** Why the host cannot be reached from the /48 here, or undefined when it answers from there. */
async function whyNoIpv6(ipv6Origin: string | undefined, subnetWhy: string | undefined) {
  if (subnetWhy) return subnetWhy
  if (!ipv6Origin) return 'the machine has no IPv6 loopback (::1) to serve on'
  const probe = await post(ipv6Origin, '/robots.txt', { localAddress: networkAddress(0xfffe) })
  return probe.status === null ? `${ipv6Origin} did not answer from ${ipv6Network.cidr}` : undefined
}

/** The contact streams' requests; the mailbox's and the legitimate ones carry `proofs` (theirs, in order). */
function contactStreams(tag: string, host: string, proofs: string[]): Record<ContactStream, AbuseRequest[]> {
  const request = (
    stream: ContactStream,
    index: number,
    address: string,
    { email, headers, proof }: { email?: string; headers?: Record<string, string>; proof?: string } = {},
  ) => {
    const record = { ...contactRequestRecord(tag, stream, index, serviceOptions, email), ...(proof && { proof }) }
    return { record, email: record.email, requestId: record.request_id, address, headers }
  }
  const { recipients } = mailboxSpellings(tag, sizes.mailbox)
  const cloudflare = spoofsCloudflare(host)
  const indexes = (stream: ContactStream) => Array.from({ length: sizes[stream] }, (_, index) => index)
  return {
    unproven: indexes('unproven').map((index) =>
      request('unproven', index, loopbackAddress(addressBlocks.unproven, index % unprovenAddresses), {
        headers: spoofedAddressHeaders(index, { cloudflare }),
      }),
    ),
    network: indexes('network').map((index) => request('network', index, networkAddress(index))),
    mailbox: indexes('mailbox').map((index) =>
      request('mailbox', index, loopbackAddress(addressBlocks.mailbox, index), {
        email: recipients[index],
        proof: proofs[index],
      }),
    ),
    legit: indexes('legit').map((index) =>
      request('legit', index, loopbackAddress(addressBlocks.legit, index), { proof: proofs[sizes.mailbox + index] }),
    ),
  }
}

/** The session IDs of one consent stream start with this: the store's rows are counted by it. */
const consentPrefix = (stamp: string, tag: string, stream: ConsentStream) =>
  `sess_${stamp}_${tag}${stream === 'consentFlood' ? 'f' : 'l'}`

/** The consent streams' bodies: the flood's all from one address, the legitimate ones each from its own. */
function consentStreams(stamp: string, tag: string): Record<ConsentStream, ConsentPost[]> {
  const posts = (stream: ConsentStream, address: (index: number) => string) =>
    Array.from({ length: sizes[stream] }, (_, index) => ({
      body: JSON.stringify(
        consentRecord({
          session_id: `${consentPrefix(stamp, tag, stream)}${String(index).padStart(4, '0')}`,
          user_agent: 'bench-contact-abuse/1.0',
        }),
      ),
      address: address(index),
    }))
  return {
    consentFlood: posts('consentFlood', () => loopbackAddress(addressBlocks.consentFlood, 0)),
    consentLegit: posts('consentLegit', (index) => loopbackAddress(addressBlocks.consentLegit, index)),
  }
}

type Sent = Record<ContactStream | ConsentStream, Answer[]>

/** The six streams at once; the floods at 10 connections each, the others one or two at a time. */
async function sendStreams(
  host: { origin: string; ipv6Origin?: string },
  contact: Record<ContactStream, AbuseRequest[]>,
  consents: Record<ConsentStream, ConsentPost[]>,
  ipv6: boolean,
) {
  const form = (name: ContactStream, origin: string | undefined, concurrency: number) =>
    origin
      ? sendAll(contact[name], {
          concurrency,
          send: (request: AbuseRequest) =>
            submitContactForm(origin, request.record, { localAddress: request.address, headers: request.headers }),
        })
      : Promise.resolve({ answers: [] as Answer[], seconds: 0 })
  const consent = (name: ConsentStream, concurrency: number) =>
    sendAll(consents[name], {
      concurrency,
      send: (request: ConsentPost) =>
        post(host.origin, '/api/consent', { body: request.body, localAddress: request.address }),
    })
  const started = performance.now()
  const [unproven, network, mailbox, legit, consentFlood, consentLegit] = await Promise.all([
    form('unproven', host.origin, 10),
    form('network', ipv6 ? host.ipv6Origin : undefined, 10),
    form('mailbox', host.origin, 2),
    form('legit', host.origin, 1),
    consent('consentFlood', 10),
    consent('consentLegit', 1),
  ])
  const answers = [unproven, network, mailbox, legit, consentFlood, consentLegit].map((s) => s.answers as Answer[])
  const [u, n, m, l, cf, cl] = answers
  const sent: Sent = { unproven: u, network: n, mailbox: m, legit: l, consentFlood: cf, consentLegit: cl }
  return { sent, seconds: Math.round((performance.now() - started) / 1000) }
}

const accepted = (answers: Answer[]) => answers.filter((a) => a.status !== null && a.status >= 200 && a.status < 300)
const sum = (values: number[]) => values.reduce((total, value) => total + value, 0)

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

/** The most requests one client address got accepted, and stored (`storedIds`), and how many addresses sent. */
function perAddress(requests: AbuseRequest[], answers: Answer[], storedIds: Set<string>) {
  const counts = new Map<string, { accepted: number; stored: number }>()
  requests.forEach((request, index) => {
    const count = counts.get(request.address) ?? { accepted: 0, stored: 0 }
    if (answers[index] && accepted([answers[index]]).length > 0) count.accepted++
    if (storedIds.has(request.requestId)) count.stored++
    counts.set(request.address, count)
  })
  const most = (key: 'accepted' | 'stored') => Math.max(0, ...[...counts.values()].map((count) => count[key]))
  return { addresses: counts.size, mostAccepted: most('accepted'), mostStored: most('stored') }
}

/** How a consent stream was answered, and how many of its records the store holds (`rows`). */
function consentFigures(answers: Answer[], rows: number) {
  const refused = answers.filter((answer) => answer.status === 429)
  const ms = refused.map((answer) => answer.ms)
  return {
    sent: answers.length,
    created: answers.filter((answer) => answer.status === 201).length,
    stored: rows,
    refused: refused.length,
    refusedWithRetryAfter: refused.filter((answer) => Number(answer.headers['retry-after']) > 0).length,
    other: answers.filter((answer) => answer.status !== 201 && answer.status !== 429).length,
    refuseP50: Math.round(percentile(ms, 50) ?? 0),
    refuseP95: Math.round(percentile(ms, 95) ?? 0),
  }
}

/**
 * The digests the stand-in answered 200: how many, how many the site sent on its own (before the operator's
 * drain began at `drainStartedAt`), the requests they listed in all and at most in one, and which of
 * `references` they name.
 */
function digestFigures(digests: Call[], drainStartedAt: number) {
  const delivered = digests.filter((call) => call.status === 200)
  const entries = delivered.map((call) => Number(/^\((\d+) /.exec(String(call.template_params.lastName))?.[1] ?? 0))
  const messages = delivered.map((call) => String(call.template_params.message))
  return {
    sent: delivered.length,
    siteOwn: delivered.filter((call) => Date.parse(call.at) < drainStartedAt).length,
    listed: sum(entries),
    mostListed: Math.max(0, ...entries),
    naming: (references: string[]) =>
      references.filter((reference) => messages.some((message) => message.includes(`— ${reference} ·`))).length,
  }
}

type StoredPhase = Awaited<ReturnType<typeof storedPhase>>

/** The store's rows of each stream, one after the other: the embedded store is a folder one process opens at a time. */
async function readStore(
  store: BenchStore,
  folder: string | undefined,
  tag: string,
  stamp: string,
  contact: Record<ContactStream, AbuseRequest[]>,
) {
  const stored = {} as Record<ContactStream, StoredPhase>
  for (const name of ['unproven', 'network', 'mailbox', 'legit'] as const)
    stored[name] = await storedPhase(store.query, requestEmailPrefix(tag, name), {
      requestIds: contact[name].map((request) => request.requestId),
      folder,
    })
  const rows = {} as Record<ConsentStream, number>
  for (const name of ['consentFlood', 'consentLegit'] as const)
    rows[name] = (await store.count(consentPrefix(stamp, tag, name), folder)).rows
  return { stored, rows }
}

type AbuseRunOptions = {
  hostName: string
  store: BenchStore
  siteEnv: Record<string, string>
  standIn: string
  token: string
  tag: string
  subnetWhy: string | undefined
  templates: { notification: string; autoreply: string }
  /** `amount` proofs of the host's own challenges, solved. */
  solveProofs: (amount: number) => Promise<string[]>
  /** Runs on the host before the streams begin (the phone-profile solve of the proof, once per bench run). */
  beforeStreams?: (origin: string) => Promise<void>
}

/** The site's own budgets, unless this shell sets its own; the consent allowance always the site's default. */
function abuseSiteEnv(siteEnv: Record<string, string>) {
  const shell = ['AUTO_REPLY_HOURLY_LIMIT', 'NOTIFICATION_HOURLY_LIMIT'].flatMap((name) =>
    process.env[name] ? [[name, process.env[name]]] : [],
  )
  return { ...siteEnv, ...Object.fromEntries(shell), CONSENT_ADDRESS_LIMIT: String(consentAllowance) }
}

/**
 * The abuse run on its own start of `hostName` over `store` (the embedded store is read once the host has
 * stopped); `standIn`'s calls are read once the operator has drained the backlog.
 */
export async function abuseRun(options: AbuseRunOptions) {
  const { hostName, store, standIn, token, tag } = options
  const host = await startHost(hostName, store, abuseSiteEnv(options.siteEnv))
  const stamp = String(Date.now())
  const consents = consentStreams(stamp, tag)
  let contact, sent, drained, drainStartedAt, health, log
  const ipv6Why = await whyNoIpv6(host.ipv6Origin, options.subnetWhy)
  try {
    await options.beforeStreams?.(host.origin)
    const proofs = await options.solveProofs(sizes.mailbox + sizes.legit)
    contact = contactStreams(tag, hostName, proofs)
    sent = await sendStreams(host, contact, consents, !ipv6Why)
    drainStartedAt = Date.now()
    drained = await drainBacklog(host.origin, token)
    health = await operatorHealth(host.origin, token)
    log = await host.logs()
  } finally {
    await host.stop()
  }
  const calls: Call[] = await standInCalls(standIn)
  const { stored, rows } = await readStore(store, await host.storeFolder?.(), tag, stamp, contact)
  const figures = abuseFigures({ hostName, contact, sent: sent.sent, stored, rows, calls, drainStartedAt, options })
  return {
    log,
    figures: { ...figures, ipv6Why, seconds: sent.seconds, drained: drained.drained, health: healthFigures(health) },
  }
}

/** What the operator's /api/health said once the backlog was drained: the last hour, and the digest's share. */
function healthFigures(health: { lastHour?: Record<string, number>; contactRequests?: { digestPending?: number } }) {
  const lastHour = health?.lastHour
  if (!lastHour || typeof lastHour.contactRequests !== 'number') return null
  return { ...lastHour, digestPending: health.contactRequests?.digestPending ?? null }
}

/** The unproven stream's figures: its answers, its rows, what the stand-in sent its recipients, its digests. */
function unprovenFigures(
  requests: AbuseRequest[],
  answers: Answer[],
  stored: StoredPhase,
  calls: Call[],
  digests: ReturnType<typeof digestFigures>,
  templates: AbuseRunOptions['templates'],
) {
  const recipients = new Set(requests.map((request) => request.email.toLowerCase()))
  const theirs = phaseCalls(calls, (email: string) => recipients.has(email), templates)
  return {
    ...floodFigures(answers),
    ...perAddress(requests, answers, stored.requestIds),
    stored: stored.stored,
    proven: stored.proven,
    storedAs: stored.addresses,
    autoreplies: theirs.autoreplyCalls,
    notifications: theirs.notifications,
    inDigestSent: stored.digested,
    inDigestWaiting: stored.digestWaiting,
    namedInDigests: digests.naming(stored.references),
  }
}

function countReasons(reasons: Record<string, number>, pattern: RegExp) {
  return Object.entries(reasons).reduce((total, [reason, n]) => total + (pattern.test(reason) ? n : 0), 0)
}

/** Every figure of the run, from the answers, the store's rows and the stand-in's calls. */
function abuseFigures(run: {
  hostName: string
  contact: Record<ContactStream, AbuseRequest[]>
  sent: Sent
  stored: Record<ContactStream, StoredPhase>
  rows: Record<ConsentStream, number>
  calls: Call[]
  drainStartedAt: number
  options: AbuseRunOptions
}) {
  const { contact, sent, stored, rows, calls } = run
  const { templates } = run.options
  const { digests, others }: { digests: Call[]; others: Call[] } = splitDigests(calls, templates.notification)
  const digest = digestFigures(digests, run.drainStartedAt)
  const all = Object.values(stored)
  // The reasons the database writes: 'the hourly auto-reply budget (30) was spent', 'the daily … limit'.
  const capSkipped = sum(all.map((s) => countReasons(s.skipReasons, /daily/)))
  const proven = sum(all.map((s) => s.proven))
  const mailboxRecipients = new Set(contact.mailbox.map((request) => request.email.toLowerCase()))
  const { mailbox: m, legit: l } = stored
  return {
    cloudflareSpoofed: spoofsCloudflare(run.hostName),
    unproven: unprovenFigures(contact.unproven, sent.unproven, stored.unproven, others, digest, templates),
    digests: {
      sent: digest.sent,
      siteOwn: digest.siteOwn,
      listed: digest.listed,
      mostListed: digest.mostListed,
      waiting: sum(all.map((s) => s.digestWaiting)),
    },
    network: {
      ...floodFigures(sent.network),
      stored: stored.network.stored,
      proven: stored.network.proven,
      storedAs: stored.network.addresses,
    },
    consents: {
      flood: consentFigures(sent.consentFlood, rows.consentFlood),
      legit: consentFigures(sent.consentLegit, rows.consentLegit),
      allowance: consentAllowance,
    },
    mailbox: {
      sent: sizes.mailbox,
      accepted: accepted(sent.mailbox).length,
      stored: m.stored,
      proven: m.proven,
      autoreplies: phaseCalls(others, (email: string) => mailboxRecipients.has(email), templates).autoreplyCalls,
    },
    legit: {
      sent: sizes.legit,
      accepted: accepted(sent.legit).length,
      stored: l.stored,
      proven: l.proven,
      notified: l.notifications + l.digested,
      byDigest: l.digested,
      autoreplies: l.autoreplies,
      skipped: l.autorepliesSkipped,
      waiting: l.autorepliesWaiting,
      skipReasons: l.skipReasons,
    },
    autoreplies: {
      sent: phaseCalls(others, () => true, templates).autoreplyCalls,
      busiestHour: busiestWindow(others, templates.autoreply, autoReplyBudget.windowMs),
      // What the budget had to answer: every proven request whose mailbox still had room that day.
      asked: proven - capSkipped,
      budgetSkipped: sum(all.map((s) => countReasons(s.skipReasons, /hourly/))),
      budget: hourlyBudget,
    },
    notifications: {
      sent: others.filter((call) => call.status === 200 && call.template_id === templates.notification).length,
      busiestHour: busiestWindow(others, templates.notification, notificationCeiling.windowMs),
      // Every proven request asks for one; past the ceiling it goes to the digest.
      asked: proven,
      toDigest: m.digested + m.digestWaiting + l.digested + l.digestWaiting,
      ceiling: hourlyCeiling,
    },
  }
}

export type AbuseFigures = Awaited<ReturnType<typeof abuseRun>>['figures']

/** The unproven stream's goals, in words. */
function unprovenGoals(a: AbuseFigures): string[] {
  const u = a.unproven
  const missed: string[] = []
  const perAddress = `${addressLimit.max} per ${addressLimit.windowMs / 60_000} minutes`
  if (Math.max(u.mostAccepted, u.mostStored) > addressLimit.max)
    missed.push(
      `without a proof: one of ${u.addresses} addresses got ${u.mostAccepted} accepted, ${u.mostStored} stored (at most ${perAddress})`,
    )
  if (u.proven > 0) missed.push(`without a proof: ${u.proven} stored as proven`)
  if (u.autoreplies > 0) missed.push(`without a proof: ${u.autoreplies} auto-replies to their recipients (goal 0)`)
  if (u.notifications > 0)
    missed.push(
      `without a proof: ${u.notifications} notifications of their own (goal 0; the ceiling is ${a.notifications.ceiling})`,
    )
  if (u.inDigestSent + u.inDigestWaiting !== u.stored)
    missed.push(
      `without a proof: ${u.stored} stored, ${u.inDigestSent} in a digest sent and ${u.inDigestWaiting} waiting for one`,
    )
  if (u.namedInDigests < u.inDigestSent)
    missed.push(`without a proof: ${u.inDigestSent} recorded as sent in a digest, ${u.namedInDigests} named in one`)
  if (a.digests.siteOwn > 1) missed.push(`${a.digests.siteOwn} digests within the hour before the operator's drain`)
  if (a.digests.mostListed > digest.maxRequests)
    missed.push(`a digest listed ${a.digests.mostListed} requests (at most ${digest.maxRequests})`)
  return missed
}

/** The /48's and the consents' goals, in words. */
function networkAndConsentGoals(a: AbuseFigures): string[] {
  const missed: string[] = []
  const { network: n, consents: c } = a
  if (!a.ipv6Why && Math.max(n.accepted, n.stored) > networkLimit.max)
    missed.push(`one /48: ${n.accepted} accepted, ${n.stored} stored (at most ${networkLimit.max})`)
  if (Math.max(c.flood.created, c.flood.stored) > c.allowance)
    missed.push(
      `consents from one address: ${c.flood.created} answered 201, ${c.flood.stored} stored (at most ${c.allowance})`,
    )
  if (c.flood.refusedWithRetryAfter + c.flood.created !== c.flood.sent)
    missed.push(
      `consents from one address: ${c.flood.sent - c.flood.created} refused, ${c.flood.refusedWithRetryAfter} of them with 429 and Retry-After (other answers ${c.flood.other})`,
    )
  if (c.legit.created !== c.legit.sent || c.legit.stored !== c.legit.sent)
    missed.push(`legitimate consents: ${c.legit.created} answered 201 and ${c.legit.stored} stored of ${c.legit.sent}`)
  return missed
}

/** The mailbox's, the legitimate requests' and the site-wide budgets' goals, in words. */
function visitorAndBudgetGoals(a: AbuseFigures): string[] {
  const missed: string[] = []
  const { mailbox: m, legit: l } = a
  if (m.autoreplies > recipientLimit.max)
    missed.push(`${m.autoreplies} auto-replies to one mailbox (at most ${recipientLimit.max} a day)`)
  if (m.proven !== m.stored)
    missed.push(`one mailbox: ${m.stored - m.proven} of ${m.stored} stored without their proof`)
  for (const [what, figures, limit] of [
    ['auto-replies', a.autoreplies, a.autoreplies.budget],
    ['notifications', a.notifications, a.notifications.ceiling],
  ] as const) {
    if (figures.busiestHour > limit) missed.push(`${figures.busiestHour} ${what} within an hour (at most ${limit})`)
    else if (figures.sent < Math.min(figures.asked, limit))
      missed.push(
        `${figures.sent} ${what} sent of the ${Math.min(figures.asked, limit)} the hour allowed (${figures.asked} asked for)`,
      )
  }
  if (l.accepted !== l.sent || l.stored !== l.sent)
    missed.push(`${l.accepted} legitimate requests accepted and ${l.stored} stored of ${l.sent}`)
  if (l.proven !== l.stored) missed.push(`${l.stored - l.proven} legitimate requests stored without their proof`)
  if (l.notified !== l.stored) missed.push(`${l.notified} of ${l.stored} legitimate requests notified or in a digest`)
  if (l.waiting > 0) missed.push(`${l.waiting} legitimate auto-replies neither sent nor skipped`)
  const otherReasons = Object.keys(l.skipReasons).filter((reason) => !/hourly/.test(reason))
  if (otherReasons.length > 0) missed.push(`legitimate auto-replies skipped for ${otherReasons.join('; ')}`)
  return missed
}

/** What /api/health's last hour must say after the run, on a store the run was the first to write. */
function healthGoals(a: AbuseFigures): string[] {
  const h = a.health
  if (!h) return ['health: /api/health gave no last hour to the operator']
  const streams = [a.unproven, a.network, a.mailbox, a.legit]
  const stored = sum(streams.map((s) => s.stored))
  const expected: Record<string, number> = {
    contactRequests: stored,
    contactRequestsUnproven: stored - sum(streams.map((s) => s.proven)),
    contactRequestsRefused: a.unproven.refusedByApp + a.network.refusedByApp,
    consents: a.consents.flood.stored + a.consents.legit.stored,
    consentsRefused: a.consents.flood.refused + a.consents.legit.refused,
    autoReplies: a.autoreplies.sent,
    notifications: a.notifications.sent,
    digestPending: a.digests.waiting,
  }
  return Object.entries(expected).flatMap(([name, value]) =>
    h[name as keyof typeof h] === value
      ? []
      : [`health: lastHour.${name} says ${h[name as keyof typeof h]}, the run ${value}`],
  )
}

/** Each goal the abuse run misses, in words. */
export function abuseGoals(a: AbuseFigures): string[] {
  const missed = [...unprovenGoals(a), ...networkAndConsentGoals(a), ...visitorAndBudgetGoals(a), ...healthGoals(a)]
  if (!a.drained) missed.push('the backlog was not drained')
  return missed.map((goal) => `abuse: ${goal}`)
}

type Row = { host: string; store: string; abuse: AbuseFigures }
type NotRun = { host: string; store: string; why: string }

/** A Markdown table: its header, a row per pair, and one for each pair that did not run. */
function table(header: string[], rows: Row[], cells: (row: Row) => (string | number)[], notRun: NotRun[]) {
  return [
    `| ${header.join(' | ')} |`,
    `| ${header.map(() => '---').join(' | ')} |`,
    ...rows.map((row) => `| ${[row.host, row.store, ...cells(row)].join(' | ')} |`),
    ...notRun.map((n) => `| ${n.host} | ${n.store} | ${n.why} |`),
    '',
  ]
}

const refusedCell = (f: ReturnType<typeof floodFigures>) =>
  `${f.refusedByApp} + ${f.refusedByNginx}${f.other ? ` (other ${f.other})` : ''}`

function unprovenTable(rows: Row[], notRun: NotRun[]): string[] {
  return [
    `**Abuse run**, on a start of its own with the site's defaults (auto-replies ${hourlyBudget} an hour, notifications ${hourlyCeiling} an hour, consents ${consentAllowance} per address in ${consentAddressLimit.windowMs / 60_000} minutes), six streams at once. Without a proof: ${sizes.unproven} requests with no proof of work from ${unprovenAddresses} TCP source addresses (10 at a time), each to a new recipient and naming a new client in X-Forwarded-For, X-Real-IP and CF-Connecting-IP (CF-Connecting-IP not on the worker: wrangler dev keeps a client's own, where Cloudflare's edge sets it from the connection). One /48: ${sizes.network} requests without a proof, each from a /64 of its own of ${ipv6Network.cidr}. 429: by the app (Retry-After) + by nginx (limit_req); refused in: the time to the 429. Digests: the stand-in's calls with the notification template and the digest's first name ('Riepilogo orario'), by the site on its own before the operator's drain (POST /api/contact/deliver?now=1, which sends the waiting digest at once) / in all.`,
    '',
    ...table(
      [
        'host',
        'store',
        'without a proof: accepted / stored',
        '429 app + nginx',
        'refused in p50 / p95 ms',
        'most from one address: accepted / stored',
        'auto-replies / notifications to them',
        'in a digest sent / waiting (named in one)',
        'digests by the site / in all (most listed)',
        'one /48: accepted / stored',
        '429 app + nginx',
        'stored as',
      ],
      rows,
      ({ abuse: a }) => {
        const u = a.unproven
        const n = a.network
        return [
          `${u.accepted} / ${u.stored}`,
          refusedCell(u),
          `${u.refuseP50} / ${u.refuseP95}`,
          `${u.mostAccepted} / ${u.mostStored}`,
          `${u.autoreplies} / ${u.notifications}`,
          `${u.inDigestSent} / ${u.inDigestWaiting} (${u.namedInDigests})`,
          `${a.digests.siteOwn} / ${a.digests.sent} (${a.digests.mostListed})`,
          ...(a.ipv6Why
            ? [`not reachable over IPv6: ${a.ipv6Why}`, '–', '–']
            : [`${n.accepted} / ${n.stored}`, refusedCell(n), n.storedAs.join(', ')]),
        ]
      },
      notRun,
    ),
  ]
}

function consentTable(rows: Row[], notRun: NotRun[]): string[] {
  return [
    `Consents beside them: ${sizes.consentFlood} records POSTed to /api/consent from one address (10 at a time), and ${sizes.consentLegit} legitimate ones, each from an address of its own. Stored: the store's rows of each stream.`,
    '',
    ...table(
      [
        'host',
        'store',
        'one address: 201 / stored',
        '429 with Retry-After (other answers)',
        'refused in p50 / p95 ms',
        'legitimate: 201 / stored',
      ],
      rows,
      ({ abuse: { consents: c } }) => [
        `${c.flood.created} / ${c.flood.stored}`,
        `${c.flood.refusedWithRetryAfter}${c.flood.other || c.flood.refused !== c.flood.refusedWithRetryAfter ? ` (429 ${c.flood.refused}, other ${c.flood.other})` : ''}`,
        `${c.flood.refuseP50} / ${c.flood.refuseP95}`,
        `${c.legit.created} / ${c.legit.stored}`,
      ],
      notRun,
    ),
  ]
}

function visitorTable(rows: Row[], notRun: NotRun[]): string[] {
  return [
    `And visitors with proofs (the host's own challenges, solved in Node): ${sizes.mailbox} requests to one Gmail mailbox spelt ${sizes.mailbox} ways (+tag, upper case, dots), each from an address of its own, and ${sizes.legit} legitimate requests, each from an address of its own to its own recipient. Delivered to the agency: its own notification, or listed in a digest sent. Auto-replies and notifications: the stand-in's calls with their template (digests apart); asked for: the proven requests (for auto-replies, those whose mailbox still had room that day).`,
    '',
    ...table(
      [
        'host',
        'store',
        'one mailbox: accepted / stored (proven)',
        'its auto-replies',
        'legitimate: accepted / stored (proven) / delivered to the agency (in a digest)',
        'their auto-replies sent / skipped / waiting',
        'auto-replies in the run (busiest hour) / asked for / budget',
        'notifications in the run (busiest hour) / asked for / ceiling (to the digest)',
        'seconds',
      ],
      rows,
      ({ abuse: a }) => {
        const { mailbox: m, legit: l, autoreplies: r, notifications: n } = a
        return [
          `${m.accepted} / ${m.stored} (${m.proven})`,
          m.autoreplies,
          `${l.accepted} / ${l.stored} (${l.proven}) / ${l.notified} (${l.byDigest})`,
          `${l.autoreplies} / ${l.skipped} / ${l.waiting}`,
          `${r.sent} (${r.busiestHour}) / ${r.asked} / ${r.budget}`,
          `${n.sent} (${n.busiestHour}) / ${n.asked} / ${n.ceiling} (${n.toDigest})`,
          a.seconds,
        ]
      },
      notRun,
    ),
  ]
}

function healthTable(rows: Row[], notRun: NotRun[]): string[] {
  const cell = (h: AbuseFigures['health'], ...names: string[]) =>
    h ? names.map((name) => h[name as keyof typeof h] ?? '?').join(' / ') : 'no answer'
  return [
    "What the operator's /api/health said once the backlog was drained (`lastHour`, and `contactRequests.digestPending`): the run was the first to write to its store.",
    '',
    ...table(
      [
        'host',
        'store',
        'requests stored / refused / unproven',
        'consents stored / refused',
        'auto-replies / budget',
        'notifications / ceiling',
        'digest pending',
      ],
      rows,
      ({ abuse: { health: h } }) => [
        cell(h, 'contactRequests', 'contactRequestsRefused', 'contactRequestsUnproven'),
        cell(h, 'consents', 'consentsRefused'),
        cell(h, 'autoReplies', 'autoReplyBudget'),
        cell(h, 'notifications', 'notificationBudget'),
        cell(h, 'digestPending'),
      ],
      notRun,
    ),
  ]
}

/** The abuse run's tables, one row per host × store, and one for each pair that did not run (`notRun`). */
export function abuseTables(rows: Row[], notRun: NotRun[]): string[] {
  return [
    ...unprovenTable(rows, notRun),
    ...consentTable(rows, notRun),
    ...visitorTable(rows, notRun),
    ...healthTable(rows, notRun),
  ]
}
