#!/usr/bin/env node
// npm run bench:consent — reliability of POST /api/consent against the production build:
// N valid consents at concurrency 50, then 1,000 malformed bodies; then the store is
// counted. Pass: no 5xx, no lost record, every malformed body a 4xx, none stored.
//   BENCH_REQUESTS=5000 (valid requests), SKIP_BUILD=1 (reuse .next-bench)
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import autocannon from 'autocannon'
import { PGlite } from '@electric-sql/pglite'
import { consentRecord } from '../consent-record.mjs'
import { build, start } from './server.mjs'

const total = Number(process.env.BENCH_REQUESTS ?? 5000)
const connections = 50
const distDir = '.next-bench'
const dbDir = mkdtempSync(path.join(tmpdir(), 'consent-bench-'))
const runId = Date.now()

const validBody = (index) =>
  JSON.stringify(
    consentRecord({
      preferences: { analytics: index % 2 === 0, functional: index % 3 === 0, marketing: index % 5 === 0 },
      session_id: `sess_${runId}_${index.toString(16).padStart(8, '0')}`,
      user_agent: 'consent-bench/1.0',
      page_url: 'http://localhost/contact',
    }),
  )

/** 1,000 bodies that must all be refused: broken JSON, wrong types, lies, oversize, wrong content type. */
function malformedRequests() {
  const good = JSON.parse(validBody(0))
  const mutations = [
    () => ({ body: '{"session_id": ', type: 'application/json' }),
    () => ({
      body: JSON.stringify({ ...good, necessary: false, consent_data: { ...good.consent_data, necessary: false } }),
      type: 'application/json',
    }),
    () => ({ body: JSON.stringify({ ...good, analytics: 'yes' }), type: 'application/json' }),
    () => ({
      body: JSON.stringify({ ...good, consent_data: { ...good.consent_data, analytics: !good.analytics } }),
      type: 'application/json',
    }),
    () => ({
      body: JSON.stringify({ ...good, session_id: "'; drop table cookie_consents; --" }),
      type: 'application/json',
    }),
    () => ({ body: JSON.stringify({ ...good, timestamp: 'yesterday' }), type: 'application/json' }),
    () => ({ body: JSON.stringify({ ...good, page_url: 'javascript:alert(1)' }), type: 'application/json' }),
    () => ({ body: JSON.stringify({ ...good, extra: 1 }), type: 'application/json' }),
    () => ({ body: JSON.stringify({ ...good, text_version: '0'.repeat(64) }), type: 'application/json' }),
    () => ({ body: JSON.stringify({ ...good, user_agent: 'x'.repeat(9000) }), type: 'application/json' }),
    () => ({ body: validBody(1), type: 'text/plain' }),
  ]
  return Array.from({ length: 1000 }, (_, index) => mutations[index % mutations.length]())
}

function run(options) {
  return new Promise((resolve, reject) =>
    autocannon(options, (error, result) => (error ? reject(error) : resolve(result))),
  )
}

async function countStored() {
  const db = await PGlite.create(dbDir)
  const { rows } = await db.query(
    `select count(*)::int as n, count(*) filter (where user_agent = 'consent-bench/1.0' and session_id like 'sess_${runId}_%')::int as valid from cookie_consents`,
  )
  await db.close()
  return rows[0]
}

build(distDir)
const server = await start(distDir, 3200, { CONSENT_DB_DIR: dbDir })
let failed = false
try {
  let index = 0
  const valid = await run({
    url: `${server.url}/api/consent`,
    connections,
    amount: total,
    requests: [
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        setupRequest: (request) => ({ ...request, body: validBody(index++) }),
      },
    ],
  })
  const codes = Object.fromEntries(Object.entries(valid.statusCodeStats).map(([code, stats]) => [code, stats.count]))
  const serverErrors = Object.entries(codes)
    .filter(([code]) => code >= '500')
    .reduce((sum, [, count]) => sum + Number(count), 0)

  const bad = malformedRequests()
  let badIndex = 0
  const malformed = await run({
    url: `${server.url}/api/consent`,
    connections,
    amount: bad.length,
    requests: [
      {
        method: 'POST',
        setupRequest: (request) => {
          const next = bad[badIndex++ % bad.length]
          return { ...request, body: next.body, headers: { 'content-type': next.type } }
        },
      },
    ],
  })
  const badCodes = Object.fromEntries(
    Object.entries(malformed.statusCodeStats).map(([code, stats]) => [code, stats.count]),
  )
  const rejected = Object.entries(badCodes)
    .filter(([code]) => code.startsWith('4'))
    .reduce((sum, [, count]) => sum + Number(count), 0)

  await server.stop()
  const stored = await countStored()
  const lost = total - stored.valid
  const storedMalformed = stored.n - stored.valid

  console.log(`\nPOST /api/consent, ${total} valid bodies at concurrency ${connections}`)
  console.log(
    `  requests/s ${valid.requests.average.toFixed(0)}   latency p50 ${valid.latency.p50} ms   p99 ${valid.latency.p99} ms   status ${JSON.stringify(codes)}`,
  )
  console.log(
    `  stored ${stored.valid} of ${total}: lost ${lost}, 5xx ${serverErrors}, transport errors ${valid.errors}`,
  )
  console.log(
    `1,000 malformed bodies: ${rejected} rejected with 4xx ${JSON.stringify(badCodes)}, stored ${storedMalformed}`,
  )
  failed = lost !== 0 || serverErrors !== 0 || valid.errors !== 0 || rejected !== bad.length || storedMalformed !== 0
  console.log(failed ? 'FAIL' : 'PASS')
} finally {
  await server.stop().catch(() => {})
  rmSync(dbDir, { recursive: true, force: true })
}
process.exit(failed ? 1 : 0)
