import { spawn } from 'node:child_process'
import { createServer } from 'node:net'
import { testEnv } from '../../scripts/test-env.mjs'
import { expect, test } from '../e2e/playwright'

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().on('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0))
    })
  })
}

// A worker with no database configured must never fall back to the embedded store, and
// /api/health says so to the host's health check: 503 to anyone, the cause to the operator.
test('a worker without a database refuses the embedded store, and /api/health says so', async () => {
  test.setTimeout(90_000)
  const port = await freePort()
  const origin = `http://127.0.0.1:${port}`
  const env = {
    ...process.env,
    PORT: String(port),
    DATABASE_URL: '',
    SUPABASE_URL: '',
    SUPABASE_SERVICE_ROLE_KEY: '',
    OPERATOR_TOKEN: testEnv.OPERATOR_TOKEN,
  }
  const worker = spawn(process.execPath, ['scripts/hosting/edge.mjs', 'serve'], {
    env,
    stdio: 'ignore',
    detached: true,
  })
  try {
    await expect
      .poll(
        () =>
          fetch(`${origin}/robots.txt`).then(
            (r) => r.status,
            () => 0,
          ),
        { timeout: 60_000 },
      )
      .toBe(200)
    const anyone = await fetch(`${origin}/api/health`)
    expect([anyone.status, await anyone.json()]).toEqual([503, { ok: false }])
    const health = await fetch(`${origin}/api/health`, {
      headers: { Authorization: `Bearer ${testEnv.OPERATOR_TOKEN}` },
    })
    expect(health.status).toBe(503)
    const body = await health.json()
    expect(body).toMatchObject({ store: 'embedded', ok: false })
    expect(body.problem).toMatch(/edge worker/)
    // A read-back with a well-formed reader cookie has to open the store: it answers 503, not a record.
    const consent = await fetch(`${origin}/api/consent?session_id=sess_1700000000000_0123456789abcdef`, {
      headers: { cookie: `consent_reader=${'a'.repeat(43)}` },
    })
    expect(consent.status).toBe(503)
  } finally {
    if (worker.pid) process.kill(-worker.pid, 'SIGTERM')
  }
})
