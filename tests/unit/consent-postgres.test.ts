/** @jest-environment node */
// The PostgreSQL store and its migrations on a real server (the throwaway cluster of Jest's global setup).
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import type { ConsentRow } from '@/lib/consent/store'
import type { SiteStore } from '@/lib/store'
import { PostgresDatabase, type PgStoreOptions } from '@/lib/store/postgres'
import { otherText } from './support/consent-texts'
import { freshDatabase, sql } from './support/postgres'
import { siteStoreOn } from './support/postgres-backends'

const shown = otherText('Rispettiamo la tua privacy.')

/** The site's store on PostgreSQL at `url`. */
const pgStore = (url: string, options?: PgStoreOptions) => siteStoreOn(new PostgresDatabase(url, options))

function row(index: number): ConsentRow {
  const choice = { necessary: true as const, analytics: index % 2 === 0, functional: index % 3 === 0, marketing: false }
  return {
    session_id: `sess_1767322445000_${index.toString(16).padStart(16, '0')}`,
    ip_address: '203.0.113.0',
    user_agent: 'jest',
    page_url: 'https://www.orbitalab.it/',
    referrer: '',
    ...choice,
    consent_data: choice,
    timestamp: '2026-01-02T03:04:05.678Z',
    policy_version: '1.0',
    reader_hash: 'reader',
    consent_id: `00000000-0000-4000-8000-${index.toString(16).padStart(12, '0')}`,
    accept_type: 'custom',
    banner_language: 'it',
    text_version: shown.version,
    gpc_signal: false,
    gpc_header: false,
  }
}

describe('the consent store on PostgreSQL under load', () => {
  let url: string
  let store: SiteStore

  beforeAll(async () => {
    url = await freshDatabase('load')
    store = pgStore(url)
    await store.consents.saveText(shown)
  })
  afterAll(() => store.close())

  it('stores every one of 2,000 inserts from 50 concurrent writers, with no error', async () => {
    const writers = 50
    const perWriter = 40
    const errors: unknown[] = []
    await Promise.all(
      Array.from({ length: writers }, async (_, writer) => {
        for (let i = 0; i < perWriter; i++)
          await store.consents.insert(row(writer * perWriter + i)).catch((error: unknown) => errors.push(error))
      }),
    )
    expect(errors).toEqual([])
    const [{ rows, sessions }] = await sql<{ rows: number; sessions: number }>(
      url,
      'select count(*)::int as rows, count(distinct session_id)::int as sessions from cookie_consents',
    )
    expect({ rows, sessions }).toEqual({ rows: 2000, sessions: 2000 })
  }, 60_000)

  it('migrates once when several servers start together on an empty database', async () => {
    const empty = await freshDatabase('together')
    const servers = Array.from({ length: 5 }, () => pgStore(empty))
    try {
      await Promise.all(servers.map((server) => server.consents.saveText(shown)))
      await Promise.all(servers.map((server, index) => server.consents.insert(row(index))))
      const [{ n }] = await sql<{ n: number }>(empty, 'select count(*)::int as n from cookie_consents')
      expect(n).toBe(5)
    } finally {
      await Promise.all(servers.map((server) => server.close()))
    }
  }, 30_000)
})

describe('the consent store on PostgreSQL as the edge worker uses it (a connection per query, no migration at run time)', () => {
  /** What the store handed to the platform's waitUntil: each connection's close, after its query. */
  const closing: Promise<unknown>[] = []
  const perRequest = { waitUntil: (work: Promise<unknown>) => void closing.push(work) }
  const openConnections = async (url: string) => {
    const [{ n }] = await sql<{ n: number }>(
      url,
      // This test's database only: the other Jest worker's files hold connections to the same cluster.
      "select count(*)::int as n from pg_stat_activity where application_name = 'orbitalab-site' and datname = current_database()",
    )
    return n
  }

  it('says to run the migrate command when the table does not exist yet, then works once it does', async () => {
    const url = await freshDatabase('edge')
    const store = pgStore(url, { perRequest, migrate: false })
    await expect(store.check()).rejects.toThrow(/relation "cookie_consents" does not exist/)
    const database = new PostgresDatabase(url)
    const migrator = siteStoreOn(database)
    await database.migrate()
    await migrator.consents.saveText(shown)
    await migrator.close()
    await store.consents.insert(row(1))
    expect((await store.consents.latest(row(1).session_id, 'reader'))?.analytics).toBe(false)
    await store.close()
  }, 30_000)

  it('hands every connection it opened to waitUntil, which closes them all', async () => {
    const url = await freshDatabase('edge_close')
    const database = new PostgresDatabase(url)
    const migrator = siteStoreOn(database)
    await database.migrate()
    await migrator.consents.saveText(shown)
    await migrator.close()
    closing.length = 0
    const store = pgStore(url, { perRequest, migrate: false })
    await Promise.all([1, 2, 3].map((index) => store.consents.insert(row(index))))
    expect(closing).toHaveLength(3)
    await Promise.all(closing)
    // The server notices a client's goodbye a moment after it is sent: a moment that a busy machine stretches.
    const deadline = Date.now() + 10_000
    while ((await openConnections(url)) > 0 && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 50))
    expect(await openConnections(url)).toBe(0)
  }, 30_000)

  it('reports an unreachable server as a store error naming the fix', async () => {
    const store = pgStore('postgres://postgres@127.0.0.1:1/none', { perRequest })
    await expect(store.check()).rejects.toMatchObject({
      message: expect.stringMatching(/could not be reached/),
      fix: expect.stringContaining('DATABASE_URL'),
    })
  })
})
