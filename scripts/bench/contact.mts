#!/usr/bin/env tsx
// npm run bench:contact — contact requests under load and under abuse, per host and store, delivered to the
// local EmailJS stand-in with the site's own settings. Every request meant as a real visitor's carries a proof of
// work: a challenge of the host's own (the bench gives every host, and itself, one CONTACT_PROOF_KEY), solved in
// Node just before its phase (contact-proofs.mjs), as the form's worker solves it in the browser.
//   0. the abuse run (contact-abuse.mts), on a start of the host of its own with the site's default auto-reply
//      budget, notification ceiling and consent allowance: 1,000 requests without a proof from 10 addresses
//      with spoofed address headers, 60 /64s of one IPv6 /48, 1,000 consents from one address, one mailbox
//      spelt 100 ways, and legitimate requests and consents beside them; on the first npm-start pair, before
//      its streams, the proof's solve on a phone profile (proof-solve.mjs). The host is then started again with
//      a budget and a ceiling the load cannot reach;
//   1. over the limit: one client address sends 8 requests within the window (5 may be stored), then one
//      request from another address;
//   2. 1,000 requests at concurrency 20, each from a client address of its own, the stand-in failing every
//      call for the first half and then recovering; from the recovery on, the operator calls
//      POST /api/contact/deliver?now=1 until /api/health counts nothing waiting (the time to drain);
//   3. 500 malformed bodies;
//   4. a second run of 1,000 with the server killed (kill -9) once half are acknowledged and started again
//      on the same store; what got no answer or a 5xx is sent again as the visitor's retry would; then the
//      operator drains the backlog again.
// Then the store and the stand-in's calls are counted.
//   npm run bench:contact                                      every host × store
//   npm run bench:contact -- npm-start:embedded edge          some (a host alone: all its stores)
//   BENCH_REQUESTS=1000, BENCH_MALFORMED=500, BENCH_ABUSE=1000, BENCH_NETWORK=60, BENCH_CONSENTS=1000,
//   BENCH_MAILBOX=100, BENCH_LEGIT=50, BENCH_LEGIT_CONSENTS=20, BENCH_PHONE_RUNS=15,
//   SKIP_BUILD=1 (reuse .next-bench and .open-next)
// As root the run routes 2001:db8:44::/48 to the loopback for the /48 stream, and removes it again.
// Goals: 0 lost; every stored request proven, and delivered on both channels; duplicates ≤ crashes; malformed
// all 4xx and none stored; over the limit a 429 and nothing beyond the limit stored or mailed; the abuse run's
// (contact-abuse.mts).
// A full run writes its report into docs/contact-bench.md, between the markers of its last-run section.
import { spawnSync } from 'node:child_process'
import { createHash, randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { availableParallelism, cpus, loadavg, totalmem } from 'node:os'
import { serviceOptions } from '@/lib/contact/fields'
import { addressLimit, proofCost } from '@/lib/contact/limits'
import { retryDecision } from '@/lib/request/retry-decision'
import { abuseGoals, abuseRun, abuseTables, routeIpv6Subnet } from './contact-abuse.mjs'
import { startEmailjsStandIn } from '../emailjs-stand-in.mjs'
import { findChromium } from '../find-chromium.mjs'
import { emailjsTestConfig, testEnv } from '../test-env.mjs'
import { cleanUp, openStore, startHost, whyNotHere } from './consent-hosts.mjs'
import {
  deliveryLog,
  drainBacklog,
  phaseCalls,
  setStandInFailing,
  standInCalls,
  storedPhase,
} from './contact-delivery.mjs'
import {
  addressBlocks,
  requestEmailPrefix,
  contactRequestRecord,
  loopbackAddress,
  malformedRequests,
  percentile,
  submitContactForm,
  referenceOf,
  sendAll,
} from './contact-traffic.mjs'
import { solveProofs } from './contact-proofs.mjs'
import { measureProofSolve } from './proof-solve.mjs'

/**
 * The key every host signs its proof-of-work challenges with, and this process too, so that the proofs solved
 * here are the host's own: drawn for the run, as an operator sets one CONTACT_PROOF_KEY on every server.
 */
const proofKey = `bench-proof-${randomBytes(24).toString('hex')}`
process.env.CONTACT_PROOF_KEY = proofKey
// lib/env.ts reads the environment once, on import: only now that the key is set.
const { newChallenge } = await import('@/lib/contact/proof')

const hostStores: Record<string, string[]> = {
  'npm-start': ['embedded', 'postgres'],
  standalone: ['embedded', 'postgres'],
  container: ['embedded', 'postgres'],
  edge: ['postgres'],
}
/** How each host learns the client's address, as it runs here. */
const addressSources: Record<string, string> = {
  'npm-start':
    "TCP source (localAddress 127.x.y.z): the connection's own address, TRUSTED_PROXY_HOPS unset (a client's X-Forwarded-For counts for nothing)",
  standalone: 'TCP source (localAddress 127.x.y.z) → nginx → X-Forwarded-For, 1 trusted hop',
  container: 'TCP source (localAddress 127.x.y.z) → nginx → X-Forwarded-For, 1 trusted hop',
  edge: 'TCP source (localAddress 127.x.y.z) → cf-connecting-ip, which wrangler dev (miniflare) sets from the socket when the request has none',
}
const total = Number(process.env.BENCH_REQUESTS ?? 1000)
const malformedCount = Number(process.env.BENCH_MALFORMED ?? 500)
const concurrency = 20
const overLimitRequests = 8
const token = testEnv.OPERATOR_TOKEN
const templates = {
  notification: emailjsTestConfig().EMAILJS_TEMPLATE_ID,
  autoreply: emailjsTestConfig().EMAILJS_AUTOREPLY_TEMPLATE_ID,
}
/**
 * Beyond any run's reach: the load phases must meet neither the hourly auto-reply budget nor the notification
 * ceiling the abuse run measures (its hour is still counted in the store).
 */
const loadHourlyLimits = { AUTO_REPLY_HOURLY_LIMIT: '1000000', NOTIFICATION_HOURLY_LIMIT: '1000000' }
const phoneRuns = Number(process.env.BENCH_PHONE_RUNS ?? 15)

type Answer = {
  status: number | null
  body: string
  headers: Record<string, unknown>
  ms: number
  kind: string | null
  reference: string | null
}
type Request = { record: Record<string, unknown>; address: string; requestId: string }

/** The code a contact request goes through, and the migrations a store applies when it opens. */
const contactPath = [
  'components/contact',
  'lib/contact',
  'lib/store',
  'lib/request/http.ts',
  'lib/env.ts',
  'lib/environment.ts',
  'lib/request/client-address.ts',
  'app/api/contact',
  'app/api/health',
  'db',
]

/**
 * That code as a host is built from it: HEAD, the files of it with uncommitted changes, and a hash of its
 * files' content. The hosts are built when first started (the container and the worker at their own pair);
 * the migrations are read again whenever a store opens, so only a change to db/ during a pair alters what
 * that pair measures (`runtimeRead`).
 */
function serverTree() {
  const git = (args: string[], input?: string) => spawnSync('git', args, { encoding: 'utf8', input }).stdout.trimEnd()
  const files = git(['ls-files', '-co', '--exclude-standard', '--', ...contactPath])
    .split('\n')
    .filter((file) => file && existsSync(file))
  const content = createHash('sha1')
    .update(git(['hash-object', '--stdin-paths'], files.join('\n')))
    .digest('hex')
    .slice(0, 8)
  const changed = git(['status', '--porcelain', '--', ...contactPath])
  const uncommitted = changed
    ? ` + uncommitted changes to ${changed
        .split('\n')
        .map((line) => line.slice(3))
        .join(', ')}`
    : ''
  const runtimeRead = createHash('sha1')
    .update(git(['hash-object', '--stdin-paths'], files.filter((file) => file.startsWith('db/')).join('\n')))
    .digest('hex')
  return {
    runtimeRead,
    described: `${git(['rev-parse', '--short', 'HEAD'])}${uncommitted} (contact path ${content})`,
  }
}

const count = (answers: Answer[], test: (status: number | null) => boolean) =>
  answers.filter((a) => test(a.status)).length
const inClass = (first: number) => (status: number | null) => status !== null && Math.floor(status / 100) === first
const seconds = (ms: number) => Number((ms / 1000).toFixed(1))

/** What the proofs of one pair cost this process: how many it solved, and in how many seconds. */
const solving = { proofs: 0, seconds: 0 }

/** `amount` proofs of the host's own challenges, solved now: a phase's, just before it (they expire). */
async function proofs(amount: number): Promise<string[]> {
  const solved = await solveProofs(newChallenge, amount)
  solving.proofs += amount
  solving.seconds += solved.seconds
  console.error(`[bench] ${amount} proofs of work solved in ${solved.seconds.toFixed(1)} s`)
  return solved.proofs
}

/** A phase's requests, each with a proof of work of its own. */
async function validRequests(tag: string, phase: keyof typeof addressBlocks, amount: number): Promise<Request[]> {
  const solved = await proofs(amount)
  return Array.from({ length: amount }, (_, index) => {
    const record = { ...contactRequestRecord(tag, phase, index, serviceOptions), proof: solved[index] }
    return {
      record,
      address: loopbackAddress(addressBlocks[phase], index),
      requestId: record.request_id,
    }
  })
}

const send = (origin: string) => (request: Request) =>
  submitContactForm(origin, request.record, { localAddress: request.address }) as Promise<Answer>

/** Step 1: `overLimitRequests` from one address within the window, then one from another. */
async function overTheLimit(origin: string, tag: string) {
  const requests = await validRequests(tag, 'limit', overLimitRequests + 1)
  const sameAddress = requests
    .slice(0, overLimitRequests)
    .map((request) => ({ ...request, address: requests[0].address }))
  const answers: Answer[] = []
  for (const request of sameAddress) answers.push(await send(origin)(request))
  const other = await send(origin)(requests[overLimitRequests])
  const refused = answers.flatMap((answer, index) => (answer.status === 429 ? [index] : []))
  // The app's 429 carries Retry-After and JSON; nginx's limit_req answers its own page without them.
  const layers = [...new Set(refused.map((index) => (answers[index].kind === 'limited' ? 'app' : 'nginx')))]
  return {
    statuses: answers.map((answer) => answer.status),
    otherAddress: other.status,
    refused,
    layers,
    refusedEmails: refused.map((index) => String(sameAddress[index].record.email)),
    refusedIds: refused.map((index) => sameAddress[index].requestId),
    sameAddressIds: sameAddress.map((request) => request.requestId),
  }
}

/** Step 2: the outage run; the stand-in recovers once half the requests have been answered. */
async function outageRun(origin: string, standIn: string, tag: string) {
  const requests = await validRequests(tag, 'outage', total)
  await setStandInFailing(standIn, 503)
  let answered = 0
  let loadDone = false
  let drain: ReturnType<typeof drainBacklog> | undefined
  const { answers, seconds: wall } = await sendAll(requests, {
    concurrency,
    send: send(origin),
    onAnswer: async () => {
      if (++answered !== Math.floor(total / 2)) return
      await setStandInFailing(standIn, null)
      drain = drainBacklog(origin, token, { loadDone: () => loadDone })
    },
  })
  loadDone = true
  if (!drain) {
    await setStandInFailing(standIn, null)
    drain = drainBacklog(origin, token)
  }
  const drained = await drain
  const latencies = answers.filter((a) => a.status !== null).map((a) => a.ms)
  return {
    requests,
    answers,
    acknowledged: requests.filter((_, index) => referenceOf(answers[index])).map((request) => request.requestId),
    rps: Math.round(total / wall),
    p50: Math.round(percentile(latencies, 50) ?? 0),
    p99: Math.round(percentile(latencies, 99) ?? 0),
    drained,
  }
}

/** Step 4: the crash run. */
async function crashRun(origin: string, host: Awaited<ReturnType<typeof startHost>>, tag: string) {
  const requests = await validRequests(tag, 'crash', total)
  let acknowledged = 0
  let crash: Promise<{ killedAt: number; readyAt: number }> | undefined
  const { answers } = await sendAll(requests, {
    concurrency,
    send: send(origin),
    onAnswer: (answer: Answer) => {
      if (!referenceOf(answer) || ++acknowledged !== Math.floor(total / 2)) return
      crash = (async () => {
        await host.crash()
        const killedAt = Date.now()
        await host.restart()
        return { killedAt, readyAt: Date.now() }
      })()
    },
  })
  if (!crash) throw new Error('the crash run never reached half its requests acknowledged')
  const { killedAt, readyAt } = await crash
  const firstPass = [...answers]
  // The visitor's retry sends again what got no answer, a 5xx, 408 or 429: the form keeps its request ID.
  const resends: { index: number; status: number | null; created: boolean }[] = []
  for (let round = 0; round < 5; round++) {
    const again = requests.flatMap((request, index) =>
      retryDecision(answers[index].status) === 'retry' ? [index] : [],
    )
    if (again.length === 0) break
    if (round > 0) await new Promise((resolve) => setTimeout(resolve, 2000 * 2 ** round))
    const { answers: second } = await sendAll(again, {
      concurrency,
      send: (index: number) => send(origin)(requests[index]),
    })
    again.forEach((index, position) => {
      answers[index] = second[position]
      resends.push({ index, status: second[position].status, created: second[position].status === 201 })
    })
  }
  const drained = await drainBacklog(origin, token)
  return {
    requests,
    firstAcknowledged: count(firstPass, inClass(2)),
    firstNoAnswer: count(firstPass, (status) => status === null),
    firstServerErrors: count(firstPass, inClass(5)),
    resent: resends.length,
    resentStoredBefore: resends.filter((resend) => resend.status === 200).length,
    answers,
    acknowledged: requests.filter((_, index) => referenceOf(answers[index])).map((request) => request.requestId),
    killedAt,
    restartSeconds: seconds(readyAt - killedAt),
    drained,
  }
}

type PairRun = {
  hostName: string
  storeKind: string
  store: Awaited<ReturnType<typeof openStore>>
  siteEnv: Record<string, string>
  standIn: string
  tag: string
}

/** Steps 1 to 4 on one start of the host; the host's log is kept where a step could not go on. */
async function loadRuns(pair: PairRun, abuseLog: string) {
  const { hostName, storeKind, standIn, tag } = pair
  const host = await startHost(hostName, pair.store, { ...pair.siteEnv, ...loadHourlyLimits })
  let log = abuseLog
  try {
    console.error(`[bench] ${hostName} × ${storeKind}: ${overLimitRequests} requests from one address`)
    const limit = await overTheLimit(host.origin, tag)
    console.error(
      `[bench] ${hostName} × ${storeKind}: ${total} requests at concurrency ${concurrency}, EmailJS failing for the first half`,
    )
    const outage = await outageRun(host.origin, standIn, tag)
    console.error(`[bench] ${hostName} × ${storeKind}: ${malformedCount} malformed bodies`)
    const bad = malformedRequests(tag, serviceOptions, malformedCount).map((request, index) => ({
      ...request,
      address: loopbackAddress(addressBlocks.bad, index),
    }))
    const malformed = { requests: bad, ...(await sendAll(bad, { concurrency, send: send(host.origin) })) }
    console.error(`[bench] ${hostName} × ${storeKind}: ${total} requests, kill -9 of the server half way, a restart`)
    const crash = await crashRun(host.origin, host, tag)
    log += await host.logs()
    return { host, log, limit, outage, malformed, crash }
  } catch (error) {
    // The host's log says why a phase could not go on.
    writeFileSync(`bench/results/contact-${hostName}-${storeKind}.log`, log + (await host.logs()))
    throw error
  } finally {
    await host.stop()
  }
}

type LoadRuns = Awaited<ReturnType<typeof loadRuns>>
type Stored = Awaited<ReturnType<typeof storedPhase>>
type Sent = ReturnType<typeof phaseCalls>

/** What the outage or the crash run left in the store and at the stand-in. */
function phaseFigures(run: LoadRuns['outage'] | LoadRuns['crash'], stored: Stored, sent: Sent, killedAt = Infinity) {
  return {
    acknowledged: run.acknowledged.length,
    stored: stored.stored,
    proven: stored.proven,
    lost: run.acknowledged.filter((id) => !stored.requestIds.has(id)).length,
    notifications: stored.notifications,
    autoreplies: stored.autoreplies,
    autorepliesSkipped: stored.autorepliesSkipped,
    standInNotifications: sent.notifications,
    standInAutoreplies: sent.autoreplies,
    failedCalls: sent.failedCalls,
    duplicates: sent.duplicates,
    duplicatesFirstSentBeforeKill: sent.duplicatesFirstSentBefore(killedAt),
    drainedSeconds: run.drained.drained ? seconds(run.drained.ms) : null,
    pendingLeft: run.drained.pending,
    pendingAtStart: run.drained.pendingAtStart,
    pendingAfterFirstCall: run.drained.pendingAfterFirstCall,
    operatorCalls: run.drained.calls,
    addresses: stored.addresses,
  }
}

function malformedFigures(malformed: LoadRuns['malformed'], stored: Stored) {
  const statusesByKind: Record<string, string> = {}
  malformed.requests.forEach((request, index) => {
    const status = malformed.answers[index].status
    const seen = statusesByKind[request.kind]?.split('/') ?? []
    if (!seen.includes(String(status))) statusesByKind[request.kind] = [...seen, String(status)].join('/')
  })
  return {
    sent: malformed.answers.length,
    refused4xx: count(malformed.answers, inClass(4)),
    stored: stored.stored,
    statusesByKind,
  }
}

function limitFigures(limit: LoadRuns['limit'], stored: Stored, sent: Sent) {
  return {
    statuses: limit.statuses,
    layers: limit.layers,
    otherAddress: limit.otherAddress,
    stored: limit.sameAddressIds.filter((id) => stored.requestIds.has(id) && !limit.refusedIds.includes(id)).length,
    refusedStored: limit.refusedIds.filter((id) => stored.requestIds.has(id)).length,
    refusedMailed: limit.refusedEmails.filter((email) => sent.recipients.has(email)).length,
    mailed: sent.notifications + sent.autoreplies,
    addresses: stored.addresses,
  }
}

/** The proof's solve on a phone profile, measured once per bench run (on its first npm-start pair), or why not. */
const phone: { asked: boolean; solve?: Awaited<ReturnType<typeof measureProofSolve>>; why?: string } = {
  asked: false,
  why: 'not measured: the run had no npm-start pair',
}

/** The phone-profile measurement, for the abuse host of the run's first npm-start pair; undefined for the others. */
function phoneSolveOn(hostName: string) {
  if (hostName !== 'npm-start' || phone.asked) return undefined
  phone.asked = true
  return async (origin: string) => {
    console.error(`[bench] the proof's solve on a phone profile, ${phoneRuns} visits of /contact`)
    try {
      const executablePath = await findChromium()
      const maxCounter = proofCost.maxCounter
      const solve = await measureProofSolve({ origin, executablePath, runs: phoneRuns, newChallenge, maxCounter })
      Object.assign(phone, { solve, why: undefined })
      console.error(`[bench] ${solve.lines.join('\n')}`)
    } catch (error) {
      phone.why = `not measured: ${(error as Error).message.split('\n')[0]}`
      console.error(error)
    }
  }
}

async function measure(hostName: string, storeKind: string, standIn: string, subnetWhy: string | undefined) {
  const tag = Date.now().toString(36)
  const treeBefore = serverTree()
  const store = await openStore(storeKind, hostName)
  Object.assign(solving, { proofs: 0, seconds: 0 })
  try {
    const siteEnv = {
      ...emailjsTestConfig(Number(new URL(standIn).port)),
      // The stand-in is local: no pause between sends.
      CONTACT_DELIVERY_PACE_MS: '0',
      OPERATOR_TOKEN: token,
      CONTACT_PROOF_KEY: proofKey,
    }
    console.error(`[bench] ${hostName} × ${storeKind}: the abuse run`)
    const abuse = await abuseRun({
      ...{ hostName, store, siteEnv, standIn, token, tag, subnetWhy, templates },
      solveProofs: proofs,
      beforeStreams: phoneSolveOn(hostName),
    })
    console.error(`[bench] ${hostName} × ${storeKind}: abuse ${JSON.stringify(abuse.figures)}`)
    mkdirSync('bench/results', { recursive: true })
    writeFileSync(`bench/results/contact-${hostName}-${storeKind}-abuse.log`, abuse.log)
    const pair = { hostName, storeKind, store, siteEnv, standIn, tag }
    const { host, log, limit, outage, malformed, crash } = await loadRuns(pair, abuse.log)
    const folder = await host.storeFolder?.()
    const read = (phase: keyof typeof addressBlocks, requestIds: string[] = []) =>
      storedPhase(store.query, requestEmailPrefix(tag, phase), { requestIds, folder })
    const calls = await standInCalls(standIn)
    const sent = (phase: keyof typeof addressBlocks) => phaseCalls(calls, requestEmailPrefix(tag, phase), templates)
    const { failures, errors, unhandled, errorSamples } = deliveryLog(log)
    mkdirSync('bench/results', { recursive: true })
    writeFileSync(`bench/results/contact-${hostName}-${storeKind}.log`, log)
    return {
      host: hostName,
      store: storeKind,
      addressSource: addressSources[hostName],
      abuse: abuse.figures,
      proofsSolved: { ...solving, seconds: Math.round(solving.seconds) },
      outage: {
        sent: total,
        status2xx: count(outage.answers, inClass(2)),
        status4xx: count(outage.answers, inClass(4)),
        status5xx: count(outage.answers, inClass(5)),
        noAnswer: count(outage.answers, (status) => status === null),
        rps: outage.rps,
        p50: outage.p50,
        p99: outage.p99,
        ...phaseFigures(outage, await read('outage'), sent('outage')),
      },
      crash: {
        sent: total,
        crashes: 1,
        firstAcknowledged: crash.firstAcknowledged,
        firstNoAnswer: crash.firstNoAnswer,
        firstServerErrors: crash.firstServerErrors,
        resent: crash.resent,
        resentStoredBefore: crash.resentStoredBefore,
        unanswered: count(crash.answers, (status) => retryDecision(status) !== 'delivered'),
        restartSeconds: crash.restartSeconds,
        ...phaseFigures(crash, await read('crash'), sent('crash'), crash.killedAt),
      },
      malformed: malformedFigures(
        malformed,
        await read(
          'bad',
          malformed.requests.map((request) => request.requestId),
        ),
      ),
      limit: limitFigures(limit, await read('limit', limit.refusedIds), sent('limit')),
      log: { deliveryFailures: failures, errors, unhandled, errorSamples },
      tree: treeBefore.described,
      treeChanged:
        treeBefore.runtimeRead === serverTree().runtimeRead
          ? undefined
          : `db/ changed during the run: ${treeBefore.described} → ${serverTree().described}`,
    }
  } finally {
    await store.stop()
  }
}

type Result = Awaited<ReturnType<typeof measure>>

/** Each goal a result misses, in words. */
function missedGoals(r: Result): string[] {
  const missed: string[] = []
  for (const [name, run, crashes] of [
    ['outage run', r.outage, 0],
    ['crash run', r.crash, 1],
  ] as const) {
    if (run.lost !== 0) missed.push(`${name}: ${run.lost} acknowledged requests lost`)
    if (run.proven !== run.stored)
      missed.push(`${name}: ${run.stored - run.proven} of ${run.stored} stored without their proof`)
    if (run.notifications !== run.stored)
      missed.push(`${name}: ${run.notifications} notifications delivered of ${run.stored} stored`)
    if (run.autoreplies !== run.stored)
      missed.push(`${name}: ${run.autoreplies} auto-replies delivered of ${run.stored} stored`)
    if (run.duplicates > crashes) missed.push(`${name}: ${run.duplicates} duplicate e-mails (crashes: ${crashes})`)
  }
  if (r.malformed.refused4xx !== r.malformed.sent)
    missed.push(`${r.malformed.sent - r.malformed.refused4xx} malformed bodies not refused with a 4xx`)
  if (r.malformed.stored !== 0) missed.push(`${r.malformed.stored} malformed bodies stored`)
  if (r.limit.layers.length === 0)
    missed.push(`over the limit: no 429 for ${overLimitRequests} requests from one address`)
  if (r.limit.stored > addressLimit.max || r.limit.refusedStored > 0)
    missed.push(`over the limit: ${r.limit.stored + r.limit.refusedStored} stored`)
  if (r.limit.refusedMailed > 0) missed.push(`over the limit: ${r.limit.refusedMailed} refused requests were mailed`)
  return [...abuseGoals(r.abuse), ...missed]
}

type NotRun = { host: string; store: string; why: string }

/** A Markdown table, its rows then one for each pair that did not run, and a blank line. */
function markdownTable(header: string[], rows: (string | number | null)[][], notRun: NotRun[]): string[] {
  return [
    `| ${header.join(' | ')} |`,
    `| ${header.map(() => '---').join(' | ')} |`,
    ...rows.map((row) => `| ${row.map((cell) => cell ?? '–').join(' | ')} |`),
    ...notRun.map((n) => `| ${n.host} | ${n.store} | ${n.why} |`),
    '',
  ]
}

const drainedCell = (run: Result['outage'] | Result['crash']) =>
  `${run.drainedSeconds !== null ? `${run.drainedSeconds} s` : `not drained: ${run.pendingLeft ?? '?'} still waiting`} (${run.operatorCalls} calls; waiting ${run.pendingAtStart ?? '?'} → ${run.pendingAfterFirstCall ?? '?'} after the first)`

function outageTable(results: Result[], notRun: NotRun[]): string[] {
  return [
    `**Outage run**: ${total} requests at concurrency ${concurrency}, each from its own client address; the EmailJS stand-in answers 503 to every call until half are answered, then 200. Drained: from the recovery until /api/health counts nothing waiting, the operator calling POST /api/contact/deliver?now=1 meanwhile.`,
    '',
    ...markdownTable(
      [
        'host',
        'store',
        'client addresses',
        'acknowledged',
        '4xx / 5xx / no answer',
        'stored (proven)',
        'lost',
        'notifications delivered',
        'auto-replies delivered',
        'duplicates',
        'drained after',
        'req/s',
        'p50 / p99 ms',
      ],
      results.map((r) => [
        r.host,
        r.store,
        r.addressSource,
        `${r.outage.acknowledged}/${r.outage.sent}`,
        `${r.outage.status4xx} / ${r.outage.status5xx} / ${r.outage.noAnswer}`,
        `${r.outage.stored} (${r.outage.proven})`,
        r.outage.lost,
        r.outage.notifications,
        r.outage.autoreplies,
        r.outage.duplicates,
        drainedCell(r.outage),
        r.outage.rps,
        `${r.outage.p50} / ${r.outage.p99}`,
      ]),
      notRun,
    ),
  ]
}

function crashTable(results: Result[], notRun: NotRun[]): string[] {
  return [
    `**Crash run**: ${total} more requests (EmailJS up); kill -9 of the server once half are acknowledged, a restart on the same store and port; what got no answer or a 5xx is sent again as the visitor's retry does (the form keeps its request ID; up to 5 rounds); then the operator drains the backlog. Duplicates: e-mails the stand-in answered 200 more than once for one request and template.`,
    '',
    ...markdownTable(
      [
        'host',
        'store',
        'acknowledged before the kill / in all',
        'no answer or 5xx → resends (200: stored before the kill)',
        'stored (proven)',
        'lost',
        'notifications delivered',
        'auto-replies delivered',
        'duplicates (crashes: 1)',
        'restart',
        'drained after the restart',
      ],
      results.map((r) => [
        r.host,
        r.store,
        `${r.crash.firstAcknowledged} / ${r.crash.acknowledged}`,
        `${r.crash.firstNoAnswer + r.crash.firstServerErrors} → ${r.crash.resent} (${r.crash.resentStoredBefore})`,
        `${r.crash.stored} (${r.crash.proven})`,
        r.crash.lost,
        r.crash.notifications,
        r.crash.autoreplies,
        `${r.crash.duplicates} (${r.crash.duplicatesFirstSentBeforeKill} first sent before the kill)`,
        `${r.crash.restartSeconds} s`,
        drainedCell(r.crash),
      ]),
      notRun,
    ),
  ]
}

function malformedAndLimitTable(results: Result[], notRun: NotRun[]): string[] {
  const kinds = [...new Set(results.map((r) => JSON.stringify(r.malformed.statusesByKind)))]
  return [
    `**Malformed and over the limit**: ${malformedCount} malformed bodies (each of its own address); then ${overLimitRequests} valid requests from one address within ${addressLimit.windowMs / 60_000} minutes (the app allows ${addressLimit.max}; nginx's limit_req 6 r/min with a burst of 10), and one from another address.`,
    '',
    ...markdownTable(
      [
        'host',
        'store',
        'malformed 4xx / sent',
        'malformed stored',
        `${overLimitRequests} from one address`,
        '429 from',
        'stored / mailed (refused ones)',
        'another address',
        'address stored as',
      ],
      results.map((r) => [
        r.host,
        r.store,
        `${r.malformed.refused4xx}/${r.malformed.sent}`,
        r.malformed.stored,
        r.limit.statuses.join(' '),
        r.limit.layers.length > 0 ? r.limit.layers.join(' + ') : 'none',
        `${r.limit.stored} / ${r.limit.mailed} e-mails (${r.limit.refusedStored} / ${r.limit.refusedMailed})`,
        r.limit.otherAddress,
        r.limit.addresses.map((address) => address ?? 'null').join(', '),
      ]),
      notRun,
    ),
    `Malformed bodies answered, by kind${kinds.length > 1 ? ' (the hosts differ: see bench/results/contact.json)' : ', on every host'}: ${Object.entries(
      results[0]?.malformed.statusesByKind ?? {},
    )
      .map(([kind, statuses]) => `${kind} ${statuses}`)
      .join('; ')}.`,
    '',
  ]
}

/** The proof's solve on a phone, and what the bench's own proofs cost it in Node. */
function proofLines(results: Result[]): string[] {
  const solved = results.map((r) => `${r.host} × ${r.store} ${r.proofsSolved.proofs} in ${r.proofsSolved.seconds} s`)
  return [
    ...(phone.solve?.lines ?? [`**Proof of work** on a phone profile: ${phone.why}.`]),
    '',
    `The bench's own proofs, solved in Node on ${availableParallelism()} threads just before each phase: ${solved.join('; ')}.`,
    '',
  ]
}

function tables(results: Result[], notRun: NotRun[]) {
  return [
    ...abuseTables(results, notRun),
    ...proofLines(results),
    ...outageTable(results, notRun),
    ...crashTable(results, notRun),
    ...malformedAndLimitTable(results, notRun),
  ].join('\n')
}

/**
 * A failure in one line for the report: its message's first line, and its last where a command's own error
 * follows (a command quoted in full would be long, and carries the host's settings: its name is enough).
 */
function whyItFailed(error: Error): string {
  const lines = error.message.split('\n').filter((line) => line.trim())
  const first = (lines[0] ?? String(error)).replace(/^`(\S+)(?: --?\S+(?: [^-\s]\S*)?)* (\w+)[^`]*`/, '`$1 $2 …`')
  return lines.length > 1 ? `${first} ${lines.at(-1)!.trim()}` : first
}

// Which pairs: `host:store` or `host` (all its stores) as arguments; none for all.
const selected = process.argv.slice(2).filter((arg) => !arg.startsWith('-'))
const pairs = Object.entries(hostStores).flatMap(([host, stores]) =>
  stores
    .filter((store) => selected.length === 0 || selected.includes(host) || selected.includes(`${host}:${store}`))
    .map((store) => ({ host, store })),
)
const unknown = selected.filter((arg) => !pairs.some(({ host, store }) => arg === host || arg === `${host}:${store}`))
if (unknown.length > 0 || pairs.length === 0) {
  const known = Object.entries(hostStores).flatMap(([host, stores]) => stores.map((store) => `${host}:${store}`))
  console.error(`unknown host or pair ${unknown.join(', ')}: choose from ${known.join(', ')} (or a host alone)`)
  process.exit(2)
}

const startedAt = new Date()
const treeAtStart = serverTree()
const loadBefore = loadavg()
const standIn = await startEmailjsStandIn(0)
const subnet = routeIpv6Subnet()
const results: Result[] = []
const notRun: NotRun[] = []
try {
  for (const { host, store } of pairs) {
    const why = await whyNotHere(host, store)
    if (why) {
      notRun.push({ host, store, why: `skipped: ${why}` })
      continue
    }
    try {
      await fetch(`${standIn.origin}/__calls`, { method: 'DELETE' })
      const result = await measure(host, store, standIn.origin, subnet.why)
      results.push(result)
      console.error(`[bench] ${JSON.stringify(result)}`)
    } catch (error) {
      // One pair that cannot run (a build, a start) is reported, and the others still run.
      console.error(error)
      notRun.push({ host, store, why: `did not run: ${whyItFailed(error as Error)}` })
    }
  }
} finally {
  subnet.undo()
  await standIn.stop()
  await cleanUp()
}

const loadAfter = loadavg()
const machine = `${cpus().length} cores, ${Math.round(totalmem() / 2 ** 30)} GiB; load average (1/5/15 min) ${loadBefore.map((n) => n.toFixed(2)).join(' / ')} at the start, ${loadAfter.map((n) => n.toFixed(2)).join(' / ')} at the end`
const failures = [
  ...results.flatMap((r) => missedGoals(r).map((goal) => `${r.host} × ${r.store}: ${goal}`)),
  ...notRun.filter((n) => n.why.startsWith('did not run')).map((n) => `${n.host} × ${n.store}: did not run`),
  ...results.filter((r) => r.treeChanged).map((r) => `${r.host} × ${r.store}: ${r.treeChanged}`),
  ...(phone.asked && !phone.solve ? [`proof of work on a phone: ${phone.why}`] : []),
]
const logLines = results.map(
  (r) =>
    `- ${r.host} × ${r.store}: failed delivery attempts ${JSON.stringify(r.log.deliveryFailures)}; other error lines ${r.log.errors} (unhandled ${r.log.unhandled})${r.log.errorSamples.length ? `, e.g. \`${r.log.errorSamples[0]}\`` : ''}`,
)
const report = [
  `The contact form's post under load and abuse, ${startedAt.toISOString()}; ${machine}; the server's code: ${treeAtStart.described}`,
  '',
  tables(results, notRun),
  'Host logs:',
  ...logLines,
  '',
  failures.length === 0 ? 'PASS' : `FAIL\n${failures.map((f) => `  ${f}`).join('\n')}`,
].join('\n')
console.log(`\n${report}`)
mkdirSync('bench/results', { recursive: true })
writeFileSync(
  'bench/results/contact.json',
  JSON.stringify({ startedAt, machine, total, concurrency, phone, results, notRun }, null, 2),
)
// The full bench is the one to keep: docs/contact-bench.md holds its last report between two markers, and
// the lessons drawn from the runs around them.
if (selected.length === 0) {
  const [start, end] = ['<!-- bench:contact report -->', '<!-- /bench:contact report -->']
  const docs = readFileSync('docs/contact-bench.md', 'utf8')
  const from = docs.indexOf(start)
  const to = docs.indexOf(end)
  if (from < 0 || to < from) console.error(`[bench] docs/contact-bench.md has no ${start} … ${end}: not updated`)
  else writeFileSync('docs/contact-bench.md', `${docs.slice(0, from + start.length)}\n${report}\n${docs.slice(to)}`)
}
process.exit(failures.length === 0 ? 0 : 1)
