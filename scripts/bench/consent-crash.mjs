#!/usr/bin/env node
// npm run bench:consent-crash — does a consent the server acknowledged survive a crash?
// For the embedded store and for PostgreSQL in turn: 3,000 valid POSTs at concurrency 20
// against the production build, `kill -9` of the server half way, a restart on the same
// data, then every record that got a 201 is looked for in the database. Lost must be 0.
//   BENCH_REQUESTS=3000, SKIP_BUILD=1 (reuse .next-bench)
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import pg from 'pg'
import { consentRecord } from '../consent-record.mjs'
import { startPostgres } from '../test-postgres.mjs'
import { build, start } from './server.mjs'

const total = Number(process.env.BENCH_REQUESTS ?? 3000)
const concurrency = 20
const distDir = '.next-bench'
const port = Number(process.env.BENCH_PORT ?? 3210)

const body = (sessionId) =>
  JSON.stringify(
    consentRecord({ preferences: { analytics: true }, session_id: sessionId, user_agent: 'consent-crash/1.0' }),
  )

/** Sends `total` POSTs, kills the server with SIGKILL once half have been acknowledged; returns the acknowledged session ids. */
async function postUntilKilled(server, runId) {
  const acknowledged = []
  let next = 0
  let killed = false
  let refused = 0
  const worker = async () => {
    while (next < total && !killed) {
      const sessionId = `sess_${runId}_${(next++).toString(16).padStart(8, '0')}`
      try {
        const response = await fetch(`${server.url}/api/consent`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: body(sessionId),
        })
        if (response.status === 201) acknowledged.push(sessionId)
        else refused += 1
      } catch {
        // the server died under this request: it was never acknowledged
      }
      if (!killed && acknowledged.length >= total / 2) {
        killed = true
        server.child.kill('SIGKILL')
      }
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker))
  await new Promise((resolve) =>
    server.child.exitCode !== null || server.child.signalCode !== null ? resolve() : server.child.once('exit', resolve),
  )
  return { acknowledged, sent: next, refused }
}

async function waitHealthy(url) {
  for (let attempt = 0; attempt < 300; attempt++) {
    const response = await fetch(`${url}/api/health`).catch(() => null)
    if (response?.status === 200) return
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error('the restarted server never became healthy')
}

const stores = {
  async embedded() {
    const folder = mkdtempSync(path.join(tmpdir(), 'consent-crash-'))
    const dbDir = path.join(folder, 'consents')
    return {
      env: { SITE_STORE_DIR: dbDir },
      async stored(runId) {
        const db = await PGlite.create(dbDir)
        const { rows } = await db.query(
          `select session_id from cookie_consents where session_id like 'sess_${runId}_%'`,
        )
        await db.close()
        return new Set(rows.map((row) => row.session_id))
      },
      cleanup: () => rmSync(folder, { recursive: true, force: true }),
    }
  },
  async postgres() {
    const cluster = await startPostgres()
    return {
      env: { DATABASE_URL: cluster.url },
      async stored(runId) {
        const client = new pg.Client({ connectionString: cluster.url })
        await client.connect()
        const { rows } = await client.query(
          `select session_id from cookie_consents where session_id like 'sess_${runId}_%'`,
        )
        await client.end()
        return new Set(rows.map((row) => row.session_id))
      },
      cleanup: () => cluster.stop(),
    }
  },
}

build(distDir)
const results = []
for (const [name, open] of Object.entries(stores)) {
  const store = await open()
  const runId = Date.now()
  try {
    const server = await start(distDir, port, store.env)
    const { acknowledged, sent, refused } = await postUntilKilled(server, runId)
    const restartedAt = Date.now()
    const restarted = await start(distDir, port, store.env)
    await waitHealthy(restarted.url)
    const restartMs = Date.now() - restartedAt
    await restarted.stop()
    const stored = await store.stored(runId)
    const lost = acknowledged.filter((sessionId) => !stored.has(sessionId)).length
    results.push({
      store: name,
      sent,
      acknowledged: acknowledged.length,
      refused,
      found: acknowledged.length - lost,
      lost,
      'stored in all': stored.size,
      'healthy again after (ms)': restartMs,
    })
  } finally {
    store.cleanup()
  }
}
console.table(results)
const failed = results.some((result) => result.lost > 0 || result.acknowledged === 0)
console.log(failed ? 'FAIL: an acknowledged consent was lost' : 'PASS: every acknowledged consent survived the crash')
process.exit(failed ? 1 : 0)
