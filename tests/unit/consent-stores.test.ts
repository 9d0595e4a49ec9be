/** @jest-environment node */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, jest } from '@jest/globals'
import { spawnSync } from 'node:child_process'
import { createServer, type IncomingHttpHeaders, type Server, type ServerResponse } from 'node:http'
import { mkdir, mkdtemp, rm, utimes } from 'node:fs/promises'
import type { AddressInfo, Socket } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { PGlite } from '@electric-sql/pglite'
import { consentRecordRetentionMonths } from '@/content/legal/retention'
import { storeConsent } from '@/lib/consent/record'
import { SqlConsentStore } from '@/lib/consent/sql-store'
import { UnknownTextVersionError, type ConsentRow } from '@/lib/consent/store'
import { SupabaseConsentStore } from '@/lib/consent/supabase-store'
import { EmbeddedDatabase, type PgliteStoreOptions } from '@/lib/store/embedded'
import { StoreError } from '@/lib/store/errors'
import { readMigrations } from '@/lib/store/migrations'
import { PostgresDatabase } from '@/lib/store/postgres'
import { retentionCutoff } from '@/lib/store/retention'
import { otherText } from './support/consent-texts'
import { freshDatabase, sql } from './support/postgres'

const isoMs = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/
const shown = otherText('Rispettiamo la tua privacy. [Chiudi] [Accetta tutto]')

function row(sessionId: string, overrides: Partial<ConsentRow> = {}): ConsentRow {
  const analytics = overrides.analytics ?? false
  return {
    session_id: sessionId,
    ip_address: '203.0.113.0',
    user_agent: 'Mozilla/5.0 "quoted"',
    page_url: 'https://www.orbitalab.it/',
    referrer: '',
    necessary: true,
    analytics,
    functional: false,
    marketing: false,
    consent_data: { necessary: true, analytics, functional: false, marketing: false },
    timestamp: '2026-01-02T03:04:05.678Z',
    policy_version: '1.0',
    reader_hash: 'reader-of-the-test',
    consent_id: crypto.randomUUID(),
    accept_type: analytics ? 'custom' : 'necessary',
    banner_language: 'it',
    text_version: shown.version,
    gpc_signal: false,
    gpc_header: false,
    ...overrides,
  }
}

/** The consent store on the embedded database (PGlite) in `dataDir`. */
const embeddedStore = (dataDir: string, options?: PgliteStoreOptions) =>
  new SqlConsentStore(new EmbeddedDatabase(dataDir, options))

/** Makes sure the next insert gets a later created_at (millisecond resolution) without sleeping. */
function nextMillisecond() {
  const start = Date.now()
  while (Date.now() <= start) {
    // spin: at most one millisecond
  }
}

/** The two SQL backends, each with a way to run raw SQL beside the store (to re-migrate or backdate rows). */
const sqlBackends: [
  string,
  () => Promise<{ store: SqlConsentStore; exec: (text: string, params?: unknown[]) => Promise<void> }>,
][] = [
  [
    'SqlConsentStore on the embedded database (in memory)',
    async () => {
      const database = new EmbeddedDatabase('memory://')
      const store = new SqlConsentStore(database)
      const db = () => (database as unknown as { ready: Promise<PGlite> }).ready
      return {
        store,
        exec: async (text, params) =>
          void (params ? await (await db()).query(text, params) : await (await db()).exec(text)),
      }
    },
  ],
  [
    'SqlConsentStore on PostgreSQL',
    async () => {
      const url = await freshDatabase('stores')
      return {
        store: new SqlConsentStore(new PostgresDatabase(url)),
        exec: async (text, params) => void (await sql(url, text, params)),
      }
    },
  ],
]

describe.each(sqlBackends)('%s, real migration', (_name, open) => {
  const alice = 'sess_1767322445000_aaaaaaaaaaaaaaaa'
  const bob = 'sess_1767322445001_bbbbbbbbbbbbbbbb'
  let store: SqlConsentStore
  let exec: (text: string, params?: unknown[]) => Promise<void>

  beforeAll(async () => {
    ;({ store, exec } = await open())
    await store.saveText(shown)
    await store.insert(
      row(alice, { analytics: false, ip_address: '203.0.113.0', timestamp: '2026-01-02T03:04:05.678Z' }),
    )
    nextMillisecond()
    await store.insert(row(bob, { ip_address: null }))
    nextMillisecond()
    await store.insert(
      row(alice, { analytics: true, ip_address: '2001:db8:85a3::', timestamp: '2026-01-02T04:05:06.789+01:00' }),
    )
  }, 30_000) // PGlite starts in a second or two, slower on a busy machine

  afterAll(async () => {
    await store.close()
  })

  it("returns the newest record of a session, as the visitor's current choice", async () => {
    const latest = await store.latest(alice, 'reader-of-the-test')
    expect(latest).toMatchObject({
      session_id: alice,
      analytics: true,
      ip_address: '2001:db8:85a3::',
      consent_data: { necessary: true, analytics: true, functional: false, marketing: false },
      user_agent: 'Mozilla/5.0 "quoted"',
    })
    expect(typeof latest?.id).toBe('number')
  })

  it('gives consent_data back as an object and timestamps as ISO UTC strings', async () => {
    const latest = await store.latest(alice, 'reader-of-the-test')
    expect(typeof latest?.consent_data).toBe('object')
    expect(latest?.timestamp).toBe('2026-01-02T03:05:06.789Z')
    expect(latest?.created_at).toMatch(isoMs)
    expect(Math.abs(Date.parse(latest!.created_at) - Date.now())).toBeLessThan(60_000)
  })

  it('keeps a missing address as null', async () => {
    expect((await store.latest(bob, 'reader-of-the-test'))?.ip_address).toBeNull()
  })

  it('returns null for an unknown session', async () => {
    expect(await store.latest('sess_1767322445002_cccccccccccccccc', 'reader-of-the-test')).toBeNull()
  })

  it("returns null to another browser's reader, even with the right session id", async () => {
    expect(await store.latest(alice, 'someone-else')).toBeNull()
  })

  it('lists every record oldest first', async () => {
    const rows = await store.list()
    expect(rows.map((r) => [r.session_id, r.analytics])).toEqual([
      [alice, false],
      [bob, false],
      [alice, true],
    ])
    const created = rows.map((r) => Date.parse(r.created_at))
    expect([...created].sort((a, b) => a - b)).toEqual(created)
  })

  it('lists only the records created since a moment', async () => {
    const all = await store.list()
    const since = await store.list(new Date(all[1].created_at))
    expect(since.map((r) => r.id)).toEqual([all[1].id, all[2].id])
    expect(await store.list(new Date(Date.now() + 60_000))).toEqual([])
    expect(await store.list(new Date(0))).toHaveLength(3)
  })

  it('runs the migration a second time without harm: records stay and inserts still work', async () => {
    await exec(await readMigrations())
    expect(await store.list()).toHaveLength(3)
    const carol = 'sess_1767322445003_dddddddddddddddd'
    await store.insert(row(carol))
    expect((await store.latest(carol, 'reader-of-the-test'))?.session_id).toBe(carol)
    await exec('delete from cookie_consents where session_id = $1', [carol])
  })

  it('refuses a record with necessary false, as the table does', async () => {
    const bad = { ...row('sess_1767322445004_eeeeeeeeeeeeeeee'), necessary: false } as unknown as ConsentRow
    await expect(store.insert(bad)).rejects.toBeInstanceOf(StoreError)
    expect(await store.latest('sess_1767322445004_eeeeeeeeeeeeeeee', 'reader-of-the-test')).toBeNull()
  })

  it('stores a record sent twice (a retry after a lost answer) once, and takes the second copy without error', async () => {
    const retried = row('sess_1767322445005_ffffffffffffffff')
    await store.insert(retried)
    await expect(store.insert({ ...retried, analytics: true })).resolves.toBeUndefined()
    const copies = (await store.list()).filter((r) => r.consent_id === retried.consent_id)
    expect(copies.map((r) => r.analytics)).toEqual([false])
    await exec('delete from cookie_consents where consent_id = $1', [retried.consent_id])
  })

  it('refuses a record naming a text it does not hold, or the text in another language', async () => {
    const unknown = row('sess_1767322445006_ffffffffffffffff', { text_version: 'a'.repeat(64) })
    await expect(store.insert(unknown)).rejects.toBeInstanceOf(UnknownTextVersionError)
    const wrongLanguage = row('sess_1767322445006_ffffffffffffffff', { banner_language: 'en' })
    await expect(store.insert(wrongLanguage)).rejects.toThrow(/not a banner text in 'en'/)
    expect(await store.latest('sess_1767322445006_ffffffffffffffff', 'reader-of-the-test')).toBeNull()
  })

  it('stores a consent with the text it proves: the text written only the first time, one query after', async () => {
    const fresh = otherText('Un banner che questo archivio non ha ancora visto.')
    const saveText = jest.spyOn(store, 'saveText')
    const insert = jest.spyOn(store, 'insert')
    try {
      const first = row('sess_1767322445002_cccccccccccccccc', { text_version: fresh.version })
      await storeConsent(store, first, fresh)
      expect(saveText).toHaveBeenCalledTimes(1)
      const second = row('sess_1767322445003_dddddddddddddddd', { text_version: fresh.version })
      insert.mockClear()
      saveText.mockClear()
      await storeConsent(store, second, fresh)
      expect({ inserts: insert.mock.calls.length, texts: saveText.mock.calls.length }).toEqual({ inserts: 1, texts: 0 })
      expect((await store.show(second.consent_id))?.banner_text).toBe(fresh.text)
      // A version this deployment did not show must already be stored: it is refused, never invented.
      const unknown = row('sess_1767322445004_eeeeeeeeeeeeeeee', { text_version: otherText('mai').version })
      await expect(storeConsent(store, unknown)).rejects.toBeInstanceOf(UnknownTextVersionError)
    } finally {
      saveText.mockRestore()
      insert.mockRestore()
    }
  })

  it('keeps a text once, and refuses a text under a hash that is not its own', async () => {
    await store.saveText(shown)
    await store.saveText(shown)
    // The check behind the hash: no other text can be slipped in under a version already shown.
    await expect(store.saveText({ ...shown, text: 'Un altro testo' })).rejects.toBeInstanceOf(StoreError)
    expect((await store.show((await store.list())[0].consent_id!))?.banner_text).toBe(shown.text)
    await expect(store.saveText({ ...otherText('Testo'), version: 'b'.repeat(64) })).rejects.toBeInstanceOf(StoreError)
  })

  it('shows one record by its consent id with the banner text it proves; null for an unknown id', async () => {
    const [first] = await store.list()
    expect(await store.show(first.consent_id!)).toEqual({ ...first, banner_text: shown.text })
    expect(await store.show('00000000-0000-4000-8000-000000000000')).toBeNull()
  })

  it('lists every column of a record', async () => {
    const [first] = await store.list()
    expect(Object.keys(first).sort()).toEqual(['id', 'created_at', ...Object.keys(row(alice))].sort())
    expect(first).toMatchObject({ accept_type: 'necessary', banner_language: 'it', text_version: shown.version })
    expect(first.consent_id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
  })

  it("stores the Global Privacy Control facts as sent: the page's signal (or null) and the POST's Sec-GPC", async () => {
    const cases = [
      ['sess_1767322445300_0000000000000001', { gpc_signal: true, gpc_header: true }],
      ['sess_1767322445300_0000000000000002', { gpc_signal: false, gpc_header: true }],
      ['sess_1767322445300_0000000000000003', { gpc_signal: null, gpc_header: false }],
    ] as const
    for (const [id, facts] of cases) await store.insert(row(id, { ...facts, accept_type: 'necessary' }))
    const stored = await store.list()
    for (const [id, facts] of cases) {
      expect(stored.find((r) => r.session_id === id)).toMatchObject(facts)
      expect(await store.latest(id, 'reader-of-the-test')).toMatchObject(facts)
    }
    const signalled = stored.find((r) => r.session_id === cases[0][0])!
    expect(await store.show(signalled.consent_id!)).toMatchObject({ gpc_signal: true, gpc_header: true })
    await exec('delete from cookie_consents where session_id like $1', ['sess_1767322445300_%'])
  })

  it('lets only the first claim of a day through, of however many servers ask', async () => {
    expect(await store.claimDailyPurge('2026-11-23')).toBe(true)
    expect(await store.claimDailyPurge('2026-11-23')).toBe(false)
    expect(await store.claimDailyPurge('2026-11-22')).toBe(false)
    expect(await store.claimDailyPurge('2026-11-24')).toBe(true)
  })

  it('is healthy once migrated', async () => {
    await expect(store.check()).resolves.toBeUndefined()
  })

  it(`purges exactly the records created before the ${consentRecordRetentionMonths}-month cutoff; --dry-run only counts`, async () => {
    const now = new Date('2028-03-31T12:00:00.000Z')
    const cutoff = retentionCutoff(now)
    expect(cutoff.toISOString()).toBe('2026-03-31T12:00:00.000Z')
    const ages = { expired: new Date(cutoff.getTime() - 1), boundary: cutoff, recent: new Date(cutoff.getTime() + 1) }
    for (const [label, createdAt] of Object.entries(ages)) {
      const id = `sess_1767322445100_${label.padEnd(16, '0').slice(0, 16)}`
      await store.insert(row(id, { user_agent: label }))
      await exec('update cookie_consents set created_at = $1 where session_id = $2', [createdAt, id])
    }
    expect(await store.purge(cutoff, { dryRun: true })).toBe(1)
    expect((await store.list()).map((r) => r.user_agent)).toEqual(
      expect.arrayContaining(['expired', 'boundary', 'recent']),
    )
    expect(await store.purge(cutoff)).toBe(1)
    const left = (await store.list()).map((r) => r.user_agent)
    expect(left).not.toContain('expired')
    expect(left).toEqual(expect.arrayContaining(['boundary', 'recent']))
    expect(await store.purge(cutoff)).toBe(0)
  })

  it('purges the banner texts past the cutoff that no record refers to any more, and only those', async () => {
    const cutoff = retentionCutoff(new Date())
    const [unused, recentUnused, referred] = ['vecchio', 'nuovo', 'citato'].map((text) => otherText(text))
    for (const text of [unused, recentUnused, referred]) await store.saveText(text)
    const citing = row('sess_1767322445200_0000000000000000', { text_version: referred.version })
    await store.insert(citing)
    await exec('update consent_texts set created_at = $1 where text_version in ($2, $3)', [
      new Date(cutoff.getTime() - 1),
      unused.version,
      referred.version,
    ])
    await store.purge(cutoff)
    expect((await store.show(citing.consent_id))?.banner_text).toBe('citato')
    // A text that is gone can no longer be named by a record; one younger than the cutoff stays.
    const naming = (text: { version: string }) =>
      row('sess_1767322445201_0000000000000000', { text_version: text.version })
    await expect(store.insert(naming(unused))).rejects.toBeInstanceOf(UnknownTextVersionError)
    await expect(store.insert(naming(recentUnused))).resolves.toBeUndefined()
  })
})

interface Received {
  method: string
  url: string
  headers: IncomingHttpHeaders
  body: string
}

describe('the consent store on the embedded database, on disk', () => {
  it('creates its folder on a fresh machine and keeps the records across a restart', async () => {
    const base = await mkdtemp(path.join(tmpdir(), 'consent-store-'))
    const dataDir = path.join(base, '.data', 'consents')
    try {
      const first = embeddedStore(dataDir)
      await first.saveText(shown)
      await first.insert(row('sess_1767322445000_dddddddddddddddd'))
      await first.close()
      const second = embeddedStore(dataDir)
      expect((await second.latest('sess_1767322445000_dddddddddddddddd', 'reader-of-the-test'))?.ip_address).toBe(
        '203.0.113.0',
      )
      await second.close()
    } finally {
      await rm(base, { recursive: true, force: true })
    }
  }, 60_000)
})

describe('SupabaseConsentStore against a local PostgREST stand-in', () => {
  const anonKey = 'anon-key-0123456789abcdef'
  const serviceRoleKey = 'service-role-key-0123456789abcdef'
  const sessionId = 'sess_1767322445000_aaaaaaaaaaaaaaaa'
  let server: Server
  let url: string
  const sockets = new Set<Socket>()
  let received: Received[] = []
  let respond: (request: Received, response: ServerResponse) => void = (_request, response) =>
    response.writeHead(201).end()

  beforeAll(async () => {
    server = createServer((request, response) => {
      const chunks: Buffer[] = []
      request.on('data', (chunk: Buffer) => chunks.push(chunk))
      request.on('end', () => {
        const entry = {
          method: request.method ?? '',
          url: request.url ?? '',
          headers: request.headers,
          body: Buffer.concat(chunks).toString('utf8'),
        }
        received.push(entry)
        respond(entry, response)
      })
    })
    server.on('connection', (socket) => {
      sockets.add(socket)
      socket.on('close', () => sockets.delete(socket))
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })

  afterAll(async () => {
    // The "never answers" test leaves a request open: without this Jest would not exit.
    for (const socket of sockets) socket.destroy()
    server.closeAllConnections()
    await new Promise<void>((resolve) => server.close(() => resolve()))
  })

  beforeEach(() => {
    received = []
    respond = (_request, response) => response.writeHead(201).end()
  })

  const json = (status: number, value: unknown) => (_request: Received, response: ServerResponse) =>
    response.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(value))

  it('inserts with a POST of the JSON row, authenticated with the public key', async () => {
    const store = new SupabaseConsentStore({ url, anonKey, serviceRoleKey })
    const consent = row(sessionId, { analytics: true })
    await expect(store.insert(consent)).resolves.toBeUndefined()
    expect(received).toHaveLength(1)
    const [request] = received
    expect(request.method).toBe('POST')
    expect(request.url).toBe('/rest/v1/cookie_consents')
    expect(request.headers.apikey).toBe(anonKey)
    expect(request.headers.authorization).toBe(`Bearer ${anonKey}`)
    expect(request.headers['content-type']).toBe('application/json')
    expect(request.headers.prefer).toBe('return=minimal')
    expect(JSON.parse(request.body)).toEqual(consent)
  })

  it('rejects with a StoreError when Supabase answers 500', async () => {
    respond = json(500, { message: 'internal' })
    const store = new SupabaseConsentStore({ url, anonKey })
    await expect(store.insert(row(sessionId))).rejects.toBeInstanceOf(StoreError)
  })

  it('rejects with a StoreError when row-level security refuses (401)', async () => {
    respond = json(401, { message: 'new row violates row-level security policy' })
    const store = new SupabaseConsentStore({ url, anonKey })
    await expect(store.insert(row(sessionId))).rejects.toThrow(/401/)
  })

  it('gives up on a Supabase that never answers within its timeout', async () => {
    respond = () => {} // never answers
    const store = new SupabaseConsentStore({ url, anonKey, timeoutMs: 200 })
    const started = Date.now()
    await expect(store.insert(row(sessionId))).rejects.toBeInstanceOf(StoreError)
    const elapsed = Date.now() - started
    expect(received).toHaveLength(1)
    expect(elapsed).toBeGreaterThanOrEqual(150)
    expect(elapsed).toBeLessThan(2500) // well under the 3 s default: the configured timeout applied
  })

  it('rejects with a StoreError when nothing listens at the address', async () => {
    const closed = createServer()
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve))
    const port = (closed.address() as AddressInfo).port
    await new Promise<void>((resolve) => closed.close(() => resolve()))
    const store = new SupabaseConsentStore({ url: `http://127.0.0.1:${port}`, anonKey, timeoutMs: 1000 })
    await expect(store.insert(row(sessionId))).rejects.toBeInstanceOf(StoreError)
  })

  it('reads the newest record of a session with the service role key', async () => {
    const stored = { ...row(sessionId), id: 7, created_at: '2026-01-02T03:04:06.000Z' }
    respond = json(200, [stored])
    const store = new SupabaseConsentStore({ url, anonKey, serviceRoleKey })
    expect(await store.latest(sessionId, 'reader-of-the-test')).toEqual(stored)
    const [request] = received
    expect(request.method).toBe('GET')
    const requested = new URL(request.url, url)
    expect(requested.pathname).toBe('/rest/v1/cookie_consents')
    expect(Object.fromEntries(requested.searchParams)).toEqual({
      session_id: `eq.${sessionId}`,
      reader_hash: 'eq.reader-of-the-test',
      order: 'created_at.desc',
      limit: '1',
    })
    expect(request.headers.apikey).toBe(serviceRoleKey)
    expect(request.headers.authorization).toBe(`Bearer ${serviceRoleKey}`)
  })

  it('falls back to the public key for reads without a service role key', async () => {
    respond = json(200, [])
    const store = new SupabaseConsentStore({ url, anonKey })
    await store.latest(sessionId, 'reader-of-the-test')
    expect(received[0].headers.apikey).toBe(anonKey)
  })

  it('returns null for a session with no record', async () => {
    respond = json(200, [])
    const store = new SupabaseConsentStore({ url, anonKey, serviceRoleKey })
    expect(await store.latest(sessionId, 'reader-of-the-test')).toBeNull()
  })

  it('rejects a failed read with a StoreError', async () => {
    respond = json(503, { message: 'unavailable' })
    const store = new SupabaseConsentStore({ url, anonKey, serviceRoleKey })
    await expect(store.latest(sessionId, 'reader-of-the-test')).rejects.toBeInstanceOf(StoreError)
  })

  it('lists oldest first, filtered by created_at when a moment is given', async () => {
    respond = json(200, [])
    const store = new SupabaseConsentStore({ url, anonKey, serviceRoleKey })
    await store.list(new Date('2026-01-31T00:00:00Z'))
    await store.list()
    const [filtered, all] = received.map((request) => Object.fromEntries(new URL(request.url, url).searchParams))
    expect(filtered).toEqual({
      order: 'created_at.asc,id.asc',
      limit: '1000',
      offset: '0',
      created_at: 'gte.2026-01-31T00:00:00.000Z',
    })
    expect(all).toEqual({ order: 'created_at.asc,id.asc', limit: '1000', offset: '0' })
    expect(received[0].headers.apikey).toBe(serviceRoleKey)
  })

  it('pages through the whole table instead of stopping at the first capped answer', async () => {
    const record = (id: number) => ({ id, session_id: sessionId })
    respond = (request, response) => {
      const offset = Number(new URL(request.url, url).searchParams.get('offset'))
      json(200, offset === 0 ? [record(1), record(2)] : offset === 2 ? [record(3), record(4)] : [record(5)])(
        request,
        response,
      )
    }
    const store = new SupabaseConsentStore({ url, anonKey, serviceRoleKey })
    const rows = await store.list(undefined, 2)
    expect(rows.map((entry) => entry.id)).toEqual([1, 2, 3, 4, 5])
    expect(received.map((request) => new URL(request.url, url).searchParams.get('offset'))).toEqual(['0', '2', '4'])
  })

  it('purges with DELETE created_at=lt.<cutoff> under the service role key, and returns the count PostgREST reports', async () => {
    const cutoff = new Date('2026-03-31T12:00:00.000Z')
    respond = (request, response) =>
      request.url.startsWith('/rest/v1/rpc/')
        ? json(200, 2)(request, response)
        : response.writeHead(204, { 'Content-Range': '*/7' }).end()
    const store = new SupabaseConsentStore({ url, anonKey, serviceRoleKey })
    expect(await store.purge(cutoff)).toBe(7)
    expect(received[0].method).toBe('DELETE')
    expect(new URL(received[0].url, url).searchParams.get('created_at')).toBe('lt.2026-03-31T12:00:00.000Z')
    expect(received[0].headers.apikey).toBe(serviceRoleKey)
    expect(received[0].headers.prefer).toContain('count=exact')
    // Then the texts no record refers to, through migration 002's function.
    expect([received[1].method, received[1].url]).toEqual(['POST', '/rest/v1/rpc/delete_unused_consent_texts'])
    expect(JSON.parse(received[1].body)).toEqual({ cutoff: '2026-03-31T12:00:00.000Z' })
    expect(received[1].headers.apikey).toBe(serviceRoleKey)
  })

  it('takes a record sent twice as stored: the unique consent_id (409, 23505) is a copy, not a failure', async () => {
    respond = json(409, { code: '23505', message: 'duplicate key value violates unique constraint' })
    const store = new SupabaseConsentStore({ url, anonKey })
    await expect(store.insert(row(sessionId))).resolves.toBeUndefined()
    await expect(store.saveText(shown)).resolves.toBeUndefined()
  })

  it('refuses a record naming a text Supabase does not hold (409, 23503) as an unknown text version', async () => {
    respond = json(409, { code: '23503', message: 'insert or update violates foreign key constraint' })
    const store = new SupabaseConsentStore({ url, anonKey })
    await expect(store.insert(row(sessionId))).rejects.toBeInstanceOf(UnknownTextVersionError)
    respond = json(409, { code: '23514', message: 'violates check constraint' })
    await expect(store.insert(row(sessionId))).rejects.toThrow(/Supabase answered 409 \(23514\)/)
  })

  it('saves a banner text with a POST to consent_texts under the public key', async () => {
    const store = new SupabaseConsentStore({ url, anonKey, serviceRoleKey })
    await store.saveText(shown)
    expect([received[0].method, received[0].url, received[0].headers.apikey]).toEqual([
      'POST',
      '/rest/v1/consent_texts',
      anonKey,
    ])
    expect(JSON.parse(received[0].body)).toEqual({ text_version: shown.version, language: 'it', text: shown.text })
  })

  it('shows a record with its banner text, embedded through the foreign key; null for an unknown id', async () => {
    const stored = { ...row(sessionId), id: 7, created_at: '2026-01-02T03:04:06.000Z' }
    respond = json(200, [{ ...stored, consent_texts: { text: shown.text } }])
    const store = new SupabaseConsentStore({ url, anonKey, serviceRoleKey })
    expect(await store.show(stored.consent_id)).toEqual({ ...stored, banner_text: shown.text })
    expect(Object.fromEntries(new URL(received[0].url, url).searchParams)).toEqual({
      consent_id: `eq.${stored.consent_id}`,
      select: '*,consent_texts(text)',
    })
    respond = json(200, [])
    expect(await store.show(stored.consent_id)).toBeNull()
  })

  it("claims the day of the purge through migration 002's function, under the service role key", async () => {
    respond = json(200, true)
    const store = new SupabaseConsentStore({ url, anonKey, serviceRoleKey })
    expect(await store.claimDailyPurge('2026-11-23')).toBe(true)
    expect([received[0].url, JSON.parse(received[0].body), received[0].headers.apikey]).toEqual([
      '/rest/v1/rpc/claim_consent_purge',
      { run_day: '2026-11-23' },
      serviceRoleKey,
    ])
    respond = json(200, false)
    expect(await store.claimDailyPurge('2026-11-23')).toBe(false)
  })

  it('counts without deleting on a dry run (HEAD)', async () => {
    respond = (_request, response) => response.writeHead(200, { 'Content-Range': '0-2/3' }).end()
    const store = new SupabaseConsentStore({ url, anonKey, serviceRoleKey })
    expect(await store.purge(new Date(), { dryRun: true })).toBe(3)
    expect(received.map((request) => request.method)).toEqual(['HEAD'])
  })

  it('refuses to purge without the service role key, saying which variable is missing, and sends nothing', async () => {
    const store = new SupabaseConsentStore({ url, anonKey })
    await expect(store.purge(new Date())).rejects.toThrow(/SUPABASE_SERVICE_ROLE_KEY/)
    expect(received).toHaveLength(0)
  })

  it('is healthy when the API answers the key, unhealthy when it refuses it', async () => {
    const store = new SupabaseConsentStore({ url, anonKey })
    await expect(store.check()).resolves.toBeUndefined()
    expect(received[0].url).toBe('/rest/v1/')
    respond = json(401, { message: 'Invalid API key' })
    await expect(store.check()).rejects.toThrow(/Supabase answered 401/)
  })
})

describe('the embedded database: one process per folder', () => {
  let base: string
  beforeEach(async () => {
    base = await mkdtemp(path.join(tmpdir(), 'consent-lock-'))
  })
  afterEach(async () => {
    await rm(base, { recursive: true, force: true })
  })

  it('turns a second opener of the same folder away with a clear error, and lets it in once the first has closed', async () => {
    const dataDir = path.join(base, 'consents')
    const first = embeddedStore(dataDir)
    await first.saveText(shown)
    await first.insert(row('sess_1767322445000_ffffffffffffffff'))
    const second = embeddedStore(dataDir, { lockWaitMs: 0 })
    await expect(second.check()).rejects.toThrow(`another process is using the embedded database at ${dataDir}`)
    await expect(second.insert(row('sess_1767322445001_ffffffffffffffff'))).rejects.toMatchObject({
      fix: expect.stringContaining('DATABASE_URL'),
    })
    await first.close()
    expect((await second.list()).map((r) => r.session_id)).toEqual(['sess_1767322445000_ffffffffffffffff'])
    await second.close()
  }, 60_000)

  it('refuses a second server process on the same folder', async () => {
    const dataDir = path.join(base, 'consents')
    const first = embeddedStore(dataDir)
    await first.check()
    try {
      const script = `const { SqlConsentStore } = require('./lib/consent/sql-store.ts')
        const { EmbeddedDatabase } = require('./lib/store/embedded.ts')
        new SqlConsentStore(new EmbeddedDatabase(${JSON.stringify(dataDir)}, { lockWaitMs: 0 })).check().then(() => process.exit(0), (error) => { console.error(error.message); process.exit(3) })`
      const child = spawnSync(path.join('node_modules', '.bin', 'tsx'), ['-e', script], {
        cwd: process.cwd(),
        encoding: 'utf8',
      })
      expect(child.stderr).toContain('another process is using the embedded database')
      expect(child.status).toBe(3)
    } finally {
      await first.close()
    }
  }, 60_000)

  it('takes over the lock of a process that died without releasing it, once the lock is stale', async () => {
    const dataDir = path.join(base, 'consents')
    // What `kill -9` leaves: the lock folder, no longer refreshed (mtime in the past).
    await mkdir(`${dataDir}.lock`)
    const past = new Date(Date.now() - 60_000)
    await utimes(`${dataDir}.lock`, past, past)
    const store = embeddedStore(dataDir, { lockWaitMs: 0 })
    await expect(store.check()).resolves.toBeUndefined()
    await store.close()
  }, 60_000)

  it('names the folder and the fix when the folder cannot be written', async () => {
    // chmod does not bind root; sysfs refuses new folders to everyone.
    const isRoot = process.getuid?.() === 0
    const parent = isRoot ? '/sys' : path.join(base, 'read-only')
    if (!isRoot) await mkdir(parent, { mode: 0o555 })
    const store = embeddedStore(path.join(parent, 'consents'), { lockWaitMs: 0 })
    const error = await store.check().then(
      () => null,
      (caught: StoreError) => caught,
    )
    expect(error?.message).toMatch(
      new RegExp(`the embedded database cannot be opened at ${parent}/consents \\((EACCES|EPERM|EROFS)\\)`),
    )
    expect(error?.fix).toMatch(/writable SITE_STORE_DIR.*DATABASE_URL/)
  })
})
