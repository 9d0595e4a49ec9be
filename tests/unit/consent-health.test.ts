/** @jest-environment node */
// GET /api/health for each store, working and failing, as a host's health check sees it.
import { afterAll, afterEach, beforeAll, describe, expect, it, jest } from '@jest/globals'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { setConsentEnv, withNoStoreOpened, type ConsentEnv } from './support/consent-env'
import { freshDatabase } from './support/postgres'

let restoreEnv = () => {}

afterEach(() => {
  restoreEnv()
  jest.restoreAllMocks()
})

/** Where OpenNext's worker entry puts each request's bindings and context for getCloudflareContext(). */
const cloudflareContext = Symbol.for('__cloudflare-context__')

const operatorToken = 'health-operator-token-5e1c7a93d2b4f608'

/**
 * Asks a fresh copy of the route (and of the store behind it) configured with `vars`, by default as the
 * operator (`Authorization: Bearer <OPERATOR_TOKEN>`); `authorization: null` asks as anyone.
 * `edge`: as the Cloudflare worker, with these bindings.
 */
async function health(
  vars: ConsentEnv,
  {
    edge,
    authorization = `Bearer ${operatorToken}`,
  }: { edge?: Record<string, unknown>; authorization?: string | null } = {},
) {
  restoreEnv() // a second call in one test starts from the original variables too
  const restoreConsentEnv = setConsentEnv(vars)
  const savedToken = process.env.OPERATOR_TOKEN
  process.env.OPERATOR_TOKEN = operatorToken
  restoreEnv = () => {
    restoreConsentEnv()
    if (savedToken === undefined) delete process.env.OPERATOR_TOKEN
    else process.env.OPERATOR_TOKEN = savedToken
  }
  const request = () => new Request('http://localhost/api/health', { headers: authorization ? { authorization } : {} })
  const errors = jest.spyOn(console, 'error').mockImplementation(() => {})
  const warnings = jest.spyOn(console, 'warn').mockImplementation(() => {})
  try {
    let result: { status: number; body: Record<string, unknown>; logged: string[]; warned: string[] } | undefined
    await withNoStoreOpened(() =>
      jest.isolateModulesAsync(async () => {
        // pg chooses its sockets when it loads: Node's, since the worker's exist only in workerd.
        await import('pg')
        if (edge) {
          Object.defineProperty(globalThis, 'navigator', {
            value: { userAgent: 'Cloudflare-Workers' },
            configurable: true,
          })
          Object.assign(globalThis, { [cloudflareContext]: { env: edge, ctx: { waitUntil: () => {} }, cf: undefined } })
        }
        const { GET } = await import('@/app/api/health/route')
        const first = await GET(request())
        await GET(request()) // a health check polls: the cause is still logged once
        result = {
          status: first.status,
          body: (await first.json()) as Record<string, unknown>,
          logged: errors.mock.calls.map(String),
          warned: warnings.mock.calls.map(String),
        }
        expect(first.headers.get('cache-control')).toBe('no-store')
        // Let go of the store's connections before the next configuration is tried.
        // Consents and contact requests share one database: closing it once lets go of both.
        await (await import('@/lib/store')).siteStore().then(
          (store) => store.close(),
          () => {},
        )
      }),
    )
    return result!
  } finally {
    if (edge) {
      Reflect.deleteProperty(globalThis, 'navigator')
      Reflect.deleteProperty(globalThis, cloudflareContext)
    }
  }
}

/** What a working store says of the contact requests when none waits and no delivery is configured. */
const noRequests = {
  pending: 0,
  oldestPendingMinutes: null,
  stuck: 0,
  digestPending: 0,
  delivery: 'not configured: requests are stored, no e-mail is sent',
}
/** An hour with nothing stored, refused or sent, against the default auto-reply budget and notification ceiling. */
const quietHour = {
  consents: 0,
  consentsRefused: 0,
  contactRequests: 0,
  contactRequestsRefused: 0,
  contactRequestsUnproven: 0,
  autoReplies: 0,
  autoReplyBudget: 30,
  notifications: 0,
  notificationBudget: 60,
}

describe('GET /api/health: the overall state to anyone, the details to the operator', () => {
  it('without the operator’s token, or with a wrong one: only {ok}, no store, backlog or channel', async () => {
    // No header, a wrong token, the right token without its scheme.
    for (const authorization of [null, 'Bearer not-the-operator-token-0123456789', operatorToken]) {
      const { status, body } = await health({ SITE_STORE_DIR: 'memory://' }, { authorization })
      expect({ status, body }).toEqual({ status: 200, body: { ok: true } })
    }
  }, 90_000)

  it('a store that fails: 503 {ok: false} to anyone, the cause only to the operator', async () => {
    const unreachable = { DATABASE_URL: 'postgres://site:hunter2@127.0.0.1:1/consents' }
    const anyone = await health(unreachable, { authorization: null })
    expect({ status: anyone.status, body: anyone.body }).toEqual({ status: 503, body: { ok: false } })
    const operator = await health(unreachable)
    expect(operator.body).toMatchObject({ store: 'postgres', ok: false, problem: expect.any(String) })
  })
})

describe('GET /api/health as the operator', () => {
  it('embedded store that works: 200 {store: embedded, ok: true}', async () => {
    const { status, body, logged } = await health({ SITE_STORE_DIR: 'memory://' })
    expect({ status, body }).toEqual({
      status: 200,
      body: { store: 'embedded', ok: true, contactRequests: noRequests, lastHour: quietHour },
    })
    expect(logged).toEqual([])
  }, 30_000)

  it('embedded store on a folder it cannot write: 503, and the cause and fix logged once', async () => {
    const unwritable = process.getuid?.() === 0 ? '/sys/consents' : '/proc/consents'
    const { status, body, logged } = await health({ SITE_STORE_DIR: unwritable })
    expect(status).toBe(503)
    expect(body).toEqual({ store: 'embedded', ok: false, problem: 'the embedded database cannot be opened' })
    expect(logged).toHaveLength(1)
    expect(logged[0]).toMatch(
      /\[store\] the embedded store is not working: .*cannot be opened at \/\w+\/consents .*Fix: give the server a writable SITE_STORE_DIR/,
    )
  })

  it('embedded store on an edge worker: 503, saying the worker needs PostgreSQL or Supabase', async () => {
    const { status, body, logged } = await health({}, { edge: {} })
    expect(status).toBe(503)
    expect(body).toMatchObject({
      store: 'embedded',
      ok: false,
      problem: expect.stringContaining('needs a Node server with a writable disk'),
    })
    expect(logged[0]).toMatch(
      /Fix: bind HYPERDRIVE \(PostgreSQL through Hyperdrive, see docs\/hosting.md\) or set SUPABASE_URL/,
    )
  })

  it("edge worker with a HYPERDRIVE binding: PostgreSQL through the binding's connection string", async () => {
    const hyperdrive = { connectionString: await freshDatabase('health_hyperdrive') }
    // The worker cannot migrate: the operator runs `npm run consents -- migrate` first.
    const migrated = await health({ DATABASE_URL: hyperdrive.connectionString })
    expect(migrated.body).toEqual({ store: 'postgres', ok: true, contactRequests: noRequests, lastHour: quietHour })
    const { status, body, logged } = await health({}, { edge: { HYPERDRIVE: hyperdrive } })
    expect({ status, body, logged }).toEqual({
      status: 200,
      body: { store: 'postgres', ok: true, contactRequests: noRequests, lastHour: quietHour },
      logged: [],
    })
  }, 30_000)

  it('PostgreSQL that answers: 200 {store: postgres, ok: true}', async () => {
    const { status, body } = await health({ DATABASE_URL: await freshDatabase('health') })
    expect({ status, body }).toEqual({
      status: 200,
      body: { store: 'postgres', ok: true, contactRequests: noRequests, lastHour: quietHour },
    })
  }, 30_000)

  it('PostgreSQL that cannot be reached: 503, with no address or password in the answer', async () => {
    const { status, body, logged } = await health({ DATABASE_URL: 'postgres://site:hunter2@127.0.0.1:1/consents' })
    expect(status).toBe(503)
    expect(body).toEqual({ store: 'postgres', ok: false, problem: 'PostgreSQL could not be reached or migrated' })
    expect(logged).toHaveLength(1)
    expect(logged[0]).toContain('ECONNREFUSED')
  })

  describe('Supabase', () => {
    let server: Server
    let url: string
    let status = 200
    beforeAll(async () => {
      server = createServer((request, response) =>
        response
          .writeHead(status, { 'Content-Type': 'application/json' })
          // the baseline migration's contact_backlog() and site_last_hour() on empty tables; '{}' for anything else.
          .end(
            request.url === '/rest/v1/rpc/contact_backlog'
              ? JSON.stringify([{ pending: 0, oldest_pending: null, stuck: 0, digest_pending: 0 }])
              : request.url === '/rest/v1/rpc/site_last_hour'
                ? JSON.stringify([
                    {
                      consents: 0,
                      consents_refused: 0,
                      contact_requests: 0,
                      contact_requests_refused: 0,
                      contact_requests_unproven: 0,
                      auto_replies: 0,
                      notifications: 0,
                    },
                  ])
                : '{}',
          ),
      )
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
      url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    })
    afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

    const supabase = () => ({ SUPABASE_URL: url })

    it('that answers, with the service role key: 200 {store: supabase, ok: true}', async () => {
      status = 200
      const result = await health({ ...supabase(), SUPABASE_SERVICE_ROLE_KEY: 'service-role-key-0123456789abcdef' })
      expect({ status: result.status, body: result.body }).toEqual({
        status: 200,
        body: { store: 'supabase', ok: true, contactRequests: noRequests, lastHour: quietHour },
      })
      expect(result.warned).toEqual([])
    })

    it('that refuses the key: 503', async () => {
      status = 401
      const result = await health({ ...supabase(), SUPABASE_SERVICE_ROLE_KEY: 'service-role-key-0123456789abcdef' })
      expect(result.status).toBe(503)
      expect(result.body).toEqual({ store: 'supabase', ok: false, problem: 'Supabase answered 401' })
      expect(result.logged).toHaveLength(1)
    })
  })
})
