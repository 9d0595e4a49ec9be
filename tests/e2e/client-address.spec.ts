import { expect, test } from './playwright'
import { serviceOptions } from '../../lib/contact/fields'
import { TEST_DIST_DIR, testEnv } from '../../scripts/test-env.mjs'

// Playwright compiles a spec's static imports to CommonJS, and these modules use import.meta: loaded with import().
const traffic = () => import('../../scripts/bench/contact-traffic.mjs')

// The per-address limit counts the client the host itself saw, whatever the client writes: X-Forwarded-For,
// CF-Connecting-IP and X-Real-IP forged with a new address on each request change nothing. On a host suite it
// runs against that host (behind nginx, or the worker); in the `next start` suite against a `next start` of
// its own with no proxy configured (TRUSTED_PROXY_HOPS unset), plain `npm start`.
const host = process.env.HOSTING_TARGET

let origin: string
let stopServer = async () => {}

test.beforeAll(async ({ baseURL }) => {
  if (host) {
    origin = baseURL!
    return
  }
  // A server of its own starts as the suite's did: its whole start-up, on a machine the other workers keep busy.
  test.setTimeout(180_000)
  const { freePort, startServer } = await import('../../scripts/hosting/servers.mjs')
  const port = await freePort()
  const env: Record<string, string | undefined> = { ...process.env, ...testEnv, NEXT_DIST_DIR: TEST_DIST_DIR }
  delete env.TRUSTED_PROXY_HOPS
  const server = await startServer({
    label: 'npm start without a trusted proxy',
    command: process.execPath,
    args: ['server.mjs', '-p', String(port), '-H', '127.0.0.1'],
    env,
    cwd: process.cwd(),
    ca: undefined,
    url: `http://127.0.0.1:${port}/api/health`,
  })
  stopServer = server.stop
  origin = `http://127.0.0.1:${port}`
})

test.afterAll(() => stopServer())

test('one client cannot pass for many: forged address headers count for nothing', async ({}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'one run per host is enough: the server is the subject')
  const { contactRequestRecord, loopbackAddress, submitContactForm } = await traffic()
  // A TCP source address of this test's own (Linux answers on all of 127.0.0.0/8): no other test shares its count.
  const block = 200 + testInfo.retry
  const attacker = loopbackAddress(block, 1)
  const tag = `address-${host ?? 'npm-start'}-${testInfo.retry}-${Date.now().toString(36)}`
  // Cloudflare's edge writes CF-Connecting-IP itself, whatever the client sent; wrangler's local runtime keeps a
  // client's own copy (bench:contact measures it), so on the worker only what Cloudflare does not vouch for is forged.
  const statuses: string[] = []
  for (let index = 0; index < 6; index++) {
    const forged = `198.51.100.${index + 10}`
    const answer = await submitContactForm(origin, contactRequestRecord(tag, 'forged', index, serviceOptions), {
      localAddress: attacker,
      headers: {
        'x-forwarded-for': forged,
        'x-real-ip': forged,
        ...(host !== 'edge' && { 'cf-connecting-ip': forged }),
      },
    })
    statuses.push(answer.kind ?? String(answer.status))
  }
  expect(statuses).toEqual(['stored', 'stored', 'stored', 'stored', 'stored', 'limited'])

  // Another client on the same host is not held back by the first one's limit.
  const neighbour = await submitContactForm(origin, contactRequestRecord(tag, 'neighbour', 0, serviceOptions), {
    localAddress: loopbackAddress(block, 2),
  })
  expect(neighbour.kind).toBe('stored')
})
