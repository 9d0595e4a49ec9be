#!/usr/bin/env tsx
// npm run bench:consent — a traffic spike on POST /api/consent, per host and store:
// 2,000 valid consents at concurrency 50, each of a distinct session; then one resend round of
// the bodies the browser's outbox would send again (lib/consent/outbox.ts: 5xx, 408, 429, no answer);
// then 1,000 malformed bodies. Then the store is counted and the host's log read.
//   npm run bench:consent                                   every host × store
//   npm run bench:consent -- --host edge --store postgres   one pair (lists: a,b)
//   BENCH_REQUESTS=2000 (valid requests), SKIP_BUILD=1 (reuse .next-bench)
// Goals: nothing lost on any host, no unhandled rejection, every malformed body a 4xx and none
// stored; on the edge through Hyperdrive ≤ 1 % 5xx and ≥ ¼ of npm start's requests per second.
import { mkdirSync, writeFileSync } from 'node:fs'
import { parseArgs } from 'node:util'
import autocannon from 'autocannon'
import { retryDecision } from '@/lib/request/retry-decision'
import { consentRecord } from '../consent-record.mjs'
import { cleanUp, hostStores, openStore, startHost, whyNotHere } from './consent-hosts.mjs'
import { malformedRequests } from './consent-malformed.mjs'

type Host = keyof typeof hostStores
const total = Number(process.env.BENCH_REQUESTS ?? 2000)
const connections = 50
const runId = Date.now()
const resultsDir = 'bench/results'

interface Burst {
  /** Status per request, null where no answer came. */
  statuses: (number | null)[]
  rps: number
  p50: number
  p99: number
}

/** Sends `requests` at concurrency 50, recording which answer each one got. */
async function burst(origin: string, requests: { body: string; type?: string }[]): Promise<Burst> {
  const statuses: (number | null)[] = requests.map(() => null)
  let next = 0
  const result = await autocannon({
    url: `${origin}/api/consent`,
    connections: Math.min(connections, requests.length),
    amount: requests.length,
    timeout: 30,
    requests: [
      {
        method: 'POST',
        setupRequest: (request: object, context: { index?: number }) => {
          const index = next++
          context.index = index
          const { body, type = 'application/json' } = requests[index % requests.length]
          return { ...request, body, headers: { 'content-type': type } }
        },
        onResponse: (status: number, _body: string, context: { index: number }) => {
          statuses[context.index] = status
        },
      },
    ],
  } as autocannon.Options)
  return { statuses, rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 }
}

const count = (statuses: (number | null)[], test: (status: number | null) => boolean) => statuses.filter(test).length
const inClass = (first: number) => (status: number | null) => status !== null && Math.floor(status / 100) === first

/** Lines of the host's log that report a failure, and of them the unhandled rejections. */
function logErrors(log: string) {
  const lines = log.replace(/\x1b\[[0-9;]*m/g, '').split('\n')
  const errors = lines.filter((line) => /error|⨯|unhandled|not working|exception/i.test(line))
  return { errors: errors.length, unhandled: errors.filter((line) => /unhandled/i.test(line)).length }
}

async function measure(host: Host, storeKind: string) {
  const store = await openStore(storeKind, host)
  try {
    // Throughput from one client: the per-address allowance (20 in 10 minutes) would turn it into a count of 429s.
    const server = await startHost(host, store, { CONSENT_ADDRESS_LIMIT: String(10 * total) })
    const sessionPrefix = `sess_${runId}_`
    const bodies = Array.from({ length: total }, (_, index) =>
      JSON.stringify(
        consentRecord({
          session_id: `${sessionPrefix}${index.toString(16).padStart(16, '0')}`,
          preferences: { analytics: index % 2 === 0, functional: index % 3 === 0, marketing: index % 5 === 0 },
          user_agent: 'consent-bench/2.0',
        }),
      ),
    )
    let log: string
    let first: Burst, resent: Burst | undefined, malformed: Burst
    try {
      first = await burst(
        server.origin,
        bodies.map((body) => ({ body })),
      )
      const again = bodies.filter((_, index) => retryDecision(first.statuses[index]) === 'retry')
      if (again.length > 0)
        resent = await burst(
          server.origin,
          again.map((body) => ({ body })),
        )
      malformed = await burst(server.origin, malformedRequests(`${sessionPrefix}bad`))
      log = await server.logs()
    } finally {
      await server.stop()
    }
    const counted = server.counted ?? store.count
    const malformedStored = (await counted(`${sessionPrefix}bad`)).rows
    const stored = await counted(sessionPrefix)
    const { errors, unhandled } = logErrors(log)
    // The whole log, for the lines behind the count.
    mkdirSync(resultsDir, { recursive: true })
    writeFileSync(`${resultsDir}/consent-${host}-${storeKind}.log`, log)
    return {
      host,
      store: storeKind,
      sent: total,
      ok: count(first.statuses, inClass(2)),
      clientErrors: count(first.statuses, inClass(4)),
      serverErrors: count(first.statuses, inClass(5)),
      noAnswer: count(first.statuses, (status) => status === null),
      resent: resent?.statuses.length ?? 0,
      resentOk: resent ? count(resent.statuses, inClass(2)) : 0,
      rows: stored.rows - malformedStored,
      lost: total - (stored.sessions - malformedStored),
      rps: Math.round(first.rps),
      p50: first.p50,
      p99: first.p99,
      logErrors: errors,
      unhandled,
      malformedRefused: count(malformed.statuses, inClass(4)),
      malformedSent: malformed.statuses.length,
      malformedStored,
    }
  } finally {
    await store.stop()
  }
}

type Result = Awaited<ReturnType<typeof measure>>

/** Each goal a result misses, in words. */
function missedGoals(result: Result, npmStartRps: number | undefined): string[] {
  const missed = []
  if (result.lost !== 0) missed.push(`${result.lost} consents lost`)
  if (result.unhandled !== 0) missed.push(`${result.unhandled} unhandled rejections`)
  if (result.malformedRefused !== result.malformedSent) missed.push('a malformed body was not refused with a 4xx')
  if (result.malformedStored !== 0) missed.push(`${result.malformedStored} malformed bodies stored`)
  if (result.host === 'edge' && result.store === 'postgres') {
    if (result.serverErrors > result.sent / 100) missed.push(`${result.serverErrors} 5xx (over 1 %)`)
    if (npmStartRps !== undefined && result.rps < npmStartRps / 4)
      missed.push(`${result.rps} requests/s, under ¼ of npm start's ${npmStartRps}`)
  }
  return missed
}

const { values } = parseArgs({ options: { host: { type: 'string' }, store: { type: 'string' } } })
const hosts = (values.host?.split(',') ?? Object.keys(hostStores)) as Host[]
const unknown = hosts.filter((host) => !(host in hostStores))
if (unknown.length > 0) {
  console.error(`unknown host(s) ${unknown.join(', ')}: choose from ${Object.keys(hostStores).join(', ')}`)
  process.exit(2)
}

const results: Result[] = []
const skipped: { host: string; store: string; why: string }[] = []
const failedToRun: typeof skipped = []
try {
  for (const host of hosts)
    for (const storeKind of hostStores[host].filter(
      (kind) => !values.store || values.store.split(',').includes(kind),
    )) {
      const why = await whyNotHere(host, storeKind)
      if (why) {
        skipped.push({ host, store: storeKind, why })
        continue
      }
      console.error(`[bench] ${host} × ${storeKind}: ${total} consents at concurrency ${connections}`)
      try {
        const result = await measure(host, storeKind)
        results.push(result)
        console.error(`[bench] ${JSON.stringify(result)}`)
      } catch (error) {
        // One pair that cannot run (a build, a start) is reported, and the others still run.
        failedToRun.push({ host, store: storeKind, why: (error as Error).message.split('\n')[0] })
      }
    }
} finally {
  await cleanUp()
}

const npmStartRps = results.find((r) => r.host === 'npm-start' && r.store === 'postgres')?.rps
const header =
  '| host | store | sent | 2xx | 4xx | 5xx | no answer | resent → 2xx | rows | lost | req/s | p50 ms | p99 ms | log errors | unhandled | malformed refused / stored |'
console.log(`\nPOST /api/consent: ${total} consents at concurrency ${connections}, then one resend round\n`)
console.log(header)
console.log(header.replace(/[^|]+/g, '---'))
for (const r of results)
  console.log(
    `| ${r.host} | ${r.store} | ${r.sent} | ${r.ok} | ${r.clientErrors} | ${r.serverErrors} | ${r.noAnswer} | ${r.resent} → ${r.resentOk} | ${r.rows} | ${r.lost} | ${r.rps} | ${r.p50} | ${r.p99} | ${r.logErrors} | ${r.unhandled} | ${r.malformedRefused}/${r.malformedSent} / ${r.malformedStored} |`,
  )
for (const s of skipped) console.log(`| ${s.host} | ${s.store} | skipped: ${s.why} |`)
for (const f of failedToRun) console.log(`| ${f.host} | ${f.store} | did not run: ${f.why} |`)
const failures = [
  ...results.flatMap((r) => missedGoals(r, npmStartRps).map((goal) => `${r.host} × ${r.store}: ${goal}`)),
  ...failedToRun.map((f) => `${f.host} × ${f.store}: did not run`),
]
const edge = results.find((r) => r.host === 'edge' && r.store === 'postgres')
if (edge && npmStartRps)
  console.log(`\nedge (Hyperdrive) / npm start (postgres): ×${(edge.rps / npmStartRps).toFixed(2)} requests/s`)
mkdirSync('bench/results', { recursive: true })
writeFileSync(
  'bench/results/consent.json',
  JSON.stringify({ runId, total, connections, results, skipped, failedToRun }, null, 2),
)
console.log(failures.length === 0 ? '\nPASS' : `\nFAIL\n${failures.map((f) => `  ${f}`).join('\n')}`)
process.exit(failures.length === 0 ? 0 : 1)
