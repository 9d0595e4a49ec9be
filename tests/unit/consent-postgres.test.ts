/** @jest-environment node */
// The PostgreSQL store and the migration on a real server (the throwaway cluster of Jest's global setup).
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { Client } from 'pg'
import { readMigration } from '@/lib/consent/migration'
import { PgConsentStore } from '@/lib/consent/pg-store'
import type { ConsentRow } from '@/lib/consent/store'
import { freshDatabase, sql } from './support/postgres'

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
  }
}

describe('PgConsentStore under load', () => {
  let url: string
  let store: PgConsentStore

  beforeAll(async () => {
    url = await freshDatabase('load')
    store = new PgConsentStore(url)
  })
  afterAll(() => store.close())

  it('stores every one of 2,000 inserts from 50 concurrent writers, with no error', async () => {
    const writers = 50
    const perWriter = 40
    const errors: unknown[] = []
    await Promise.all(
      Array.from({ length: writers }, async (_, writer) => {
        for (let i = 0; i < perWriter; i++)
          await store.insert(row(writer * perWriter + i)).catch((error: unknown) => errors.push(error))
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
    const servers = Array.from({ length: 5 }, () => new PgConsentStore(empty))
    try {
      await Promise.all(servers.map((server, index) => server.insert(row(index))))
      const [{ n }] = await sql<{ n: number }>(empty, 'select count(*)::int as n from cookie_consents')
      expect(n).toBe(5)
    } finally {
      await Promise.all(servers.map((server) => server.close()))
    }
  }, 30_000)
})

describe('PgConsentStore as the edge worker uses it (a connection per query, no migration at run time)', () => {
  it('says to run the migrate command when the table does not exist yet, then works once it does', async () => {
    const url = await freshDatabase('edge')
    const store = new PgConsentStore(url, { pooled: false, migrate: false })
    await expect(store.check()).rejects.toThrow(/relation "cookie_consents" does not exist/)
    const migrator = new PgConsentStore(url)
    await migrator.migrate()
    await migrator.close()
    await store.insert(row(1))
    expect((await store.latest(row(1).session_id, 'reader'))?.analytics).toBe(false)
    await store.close()
  }, 30_000)

  it('reports an unreachable server as a store error naming the fix', async () => {
    const store = new PgConsentStore('postgres://postgres@127.0.0.1:1/none', { pooled: false })
    await expect(store.check()).rejects.toMatchObject({
      message: expect.stringMatching(/could not be reached/),
      fix: expect.stringContaining('DATABASE_URL'),
    })
  })
})

describe('db/migrations/001_cookie_consents.sql with Supabase roles', () => {
  let url: string

  /** The roles and default grants a Supabase project has before anyone runs our SQL. */
  const supabaseRoles = `
    create role anon nologin noinherit;
    create role authenticated nologin noinherit;
    create role service_role nologin noinherit bypassrls;
    grant usage on schema public to anon, authenticated, service_role;
    alter default privileges in schema public grant all on tables to anon, authenticated, service_role;
    alter default privileges in schema public grant all on sequences to anon, authenticated, service_role;`

  /** Runs one statement as `role` inside a transaction that is rolled back: nothing a test does stays. */
  async function as<Row>(role: string, statement: string): Promise<Row[]> {
    const client = new Client({ connectionString: url })
    await client.connect()
    try {
      await client.query('begin')
      await client.query(`set local role ${role}`)
      return (await client.query(statement)).rows as Row[]
    } catch (error) {
      throw new Error(`${role}: ${(error as Error).message}`)
    } finally {
      await client.query('rollback').catch(() => {})
      await client.end()
    }
  }

  const insert = (
    necessary: boolean,
  ) => `insert into cookie_consents (session_id, page_url, necessary, analytics, functional, marketing, consent_data, "timestamp")
    values ('sess_1767322445000_0000000000000001', 'https://www.orbitalab.it/', ${necessary}, false, false, false, '{"necessary":${necessary}}', now())`

  beforeAll(async () => {
    url = await freshDatabase('rls')
    // The cluster is shared by every test file: roles are cluster-wide, so create them once.
    await sql(url, supabaseRoles).catch((error: Error) => {
      if (!/already exists/.test(error.message)) throw error
    })
    const migration = await readMigration()
    await sql(url, migration)
    await sql(url, migration) // idempotent: a second run changes nothing and fails on nothing
    await sql(
      url,
      `insert into cookie_consents (session_id, page_url, analytics, functional, marketing, consent_data, "timestamp")
      values ('sess_1767322445000_00000000000000aa', 'https://www.orbitalab.it/', true, false, false, '{"necessary":true}', now())`,
    )
  })

  it('lets anon insert a record', async () => {
    await expect(as('anon', insert(true))).resolves.toEqual([])
  })

  it('refuses anon a record with necessary false', async () => {
    await expect(as('anon', insert(false))).rejects.toThrow(/anon: .*(row-level security|violates check constraint)/)
  })

  it.each([
    ['SELECT', 'select * from cookie_consents'],
    ['UPDATE', 'update cookie_consents set analytics = true'],
    ['DELETE', 'delete from cookie_consents'],
  ])('refuses anon %s', async (_verb, statement) => {
    await expect(as('anon', statement)).rejects.toThrow(/anon: permission denied for table cookie_consents/)
  })

  it('lets the service role read every record', async () => {
    expect(await as('service_role', 'select count(*)::int as n from cookie_consents')).toEqual([{ n: 1 }])
  })

  it('shows an authenticated user nothing, since no policy grants it', async () => {
    expect(await as('authenticated', 'select count(*)::int as n from cookie_consents')).toEqual([{ n: 0 }])
  })
})
