/** @jest-environment node */
// The PostgreSQL store and the migration on a real server (the throwaway cluster of Jest's global setup).
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { Client } from 'pg'
import type { ConsentRow } from '@/lib/consent/store'
import type { SiteStore } from '@/lib/store'
import { migrationsFolder, readMigrations } from '@/lib/store/migrations'
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

describe('migration 002 on a table of the old shape (001 only), with records in it', () => {
  it('keeps every record as it was, with null for the facts it did not store, and takes records of the new shape', async () => {
    const url = await freshDatabase('old_shape')
    await sql(url, await readFile(path.join(migrationsFolder, '001_cookie_consents.sql'), 'utf8'))
    for (const [index, analytics] of [
      [1, true],
      [2, false],
    ] as const)
      await sql(
        url,
        `insert into cookie_consents (session_id, page_url, analytics, functional, marketing, consent_data, "timestamp", reader_hash)
        values ($1, 'https://www.orbitalab.it/', $2, false, false, $3, '2025-06-01T10:00:00Z', 'old-reader')`,
        [
          `sess_1748772000000_old${index}`,
          analytics,
          { necessary: true, analytics, functional: false, marketing: false },
        ],
      )
    const store = pgStore(url) // brings the table up to date on first use, as a server does
    try {
      await store.consents.saveText(shown)
      await store.consents.insert(row(7))
      const [first, second, added] = await store.consents.list()
      expect([first, second].map((r) => [r.session_id, r.analytics, r.reader_hash, r.timestamp])).toEqual([
        ['sess_1748772000000_old1', true, 'old-reader', '2025-06-01T10:00:00.000Z'],
        ['sess_1748772000000_old2', false, 'old-reader', '2025-06-01T10:00:00.000Z'],
      ])
      for (const old of [first, second])
        expect(old).toMatchObject({ consent_id: null, accept_type: null, banner_language: null, text_version: null })
      expect(added).toMatchObject({ consent_id: row(7).consent_id, accept_type: 'custom', text_version: shown.version })
      expect((await store.consents.show(row(7).consent_id))?.banner_text).toBe(shown.text)
    } finally {
      await store.close()
    }
  }, 30_000)
})

describe('migration 004 on a database of the 002/003 shape, with records in it', () => {
  const migration = (file: string) => readFile(path.join(migrationsFolder, file), 'utf8')
  const oldRecord = (index: number, acceptType: string) =>
    `insert into cookie_consents (session_id, page_url, analytics, functional, marketing, consent_data, "timestamp", reader_hash,
      consent_id, accept_type, banner_language, text_version)
    values ('sess_1748772000000_old${index}', 'https://www.orbitalab.it/', false, false, false, '{"necessary":true}',
      '2025-06-01T10:00:00Z', 'old-reader', '00000000-0000-4000-8000-00000000000${index}', '${acceptType}', 'it', '${shown.version}')`
  const acceptTypeChecks = (url: string) =>
    sql<{ conname: string }>(
      url,
      `select conname from pg_constraint where conrelid = 'cookie_consents'::regclass and contype = 'c'
        and pg_get_constraintdef(oid) like '%accept_type%' order by conname`,
    )

  it('keeps the old records with null signal facts, takes a refusal by the signal, and still refuses an unknown accept_type', async () => {
    const url = await freshDatabase('before_signals')
    for (const file of ['001_cookie_consents.sql', '002_consent_proof.sql', '003_contact_requests.sql'])
      await sql(url, await migration(file))
    await sql(url, `insert into consent_texts (text_version, language, "text") values ($1, $2, $3)`, [
      shown.version,
      shown.language,
      shown.text,
    ])
    await sql(url, oldRecord(1, 'close'))
    await sql(url, oldRecord(2, 'custom'))
    // What 002 allowed: no 'signal' yet.
    await expect(sql(url, oldRecord(3, 'signal'))).rejects.toThrow(/violates check constraint/)

    const store = pgStore(url) // brings the table up to date on first use, as a server does
    try {
      const [first, second] = await store.consents.list()
      expect([first, second].map((r) => [r.session_id, r.accept_type, r.text_version, r.reader_hash])).toEqual([
        ['sess_1748772000000_old1', 'close', shown.version, 'old-reader'],
        ['sess_1748772000000_old2', 'custom', shown.version, 'old-reader'],
      ])
      for (const old of [first, second]) expect(old).toMatchObject({ gpc_signal: null, gpc_header: null })

      const refusal = {
        ...row(40),
        analytics: false,
        functional: false,
        marketing: false,
        consent_data: { necessary: true as const, analytics: false, functional: false, marketing: false },
        accept_type: 'signal' as const,
        gpc_signal: true,
        gpc_header: true,
      }
      await store.consents.insert(refusal)
      expect(await store.consents.show(refusal.consent_id)).toMatchObject({
        accept_type: 'signal',
        gpc_signal: true,
        gpc_header: true,
        banner_text: shown.text,
      })

      await expect(sql(url, oldRecord(4, 'maybe'))).rejects.toThrow(
        /violates check constraint "cookie_consents_accept_type_known"/,
      )
      expect(await acceptTypeChecks(url)).toEqual([{ conname: 'cookie_consents_accept_type_known' }])

      // Safe to run again: nothing changes, nothing fails.
      await sql(url, await readMigrations())
      expect(await acceptTypeChecks(url)).toEqual([{ conname: 'cookie_consents_accept_type_known' }])
      expect((await store.consents.list()).map((r) => [r.accept_type, r.gpc_signal])).toEqual([
        ['close', null],
        ['custom', null],
        ['signal', true],
      ])
    } finally {
      await store.close()
    }
  }, 30_000)
})

describe('db/migrations with Supabase roles', () => {
  let url: string

  /** The roles and default grants a Supabase project has before anyone runs our SQL. */
  const supabaseRoles = `
    create role anon nologin noinherit;
    create role authenticated nologin noinherit;
    create role service_role nologin noinherit bypassrls;
    grant usage on schema public to anon, authenticated, service_role;
    alter default privileges in schema public grant all on tables to anon, authenticated, service_role;
    alter default privileges in schema public grant all on sequences to anon, authenticated, service_role;
    alter default privileges in schema public grant all on functions to anon, authenticated, service_role;`

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
    const migration = await readMigrations()
    await sql(url, migration)
    await sql(url, migration) // idempotent: a second run changes nothing and fails on nothing
    await sql(
      url,
      `insert into cookie_consents (session_id, page_url, analytics, functional, marketing, consent_data, "timestamp")
      values ('sess_1767322445000_00000000000000aa', 'https://www.orbitalab.it/', true, false, false, '{"necessary":true}', now())`,
    )
    await sql(url, insertText(shown))
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

  const insertText = (text: { version: string; language: string; text: string }) =>
    `insert into consent_texts (text_version, language, "text") values ('${text.version}', '${text.language}', '${text.text}')`
  const recordNaming = (consentId: string) => `insert into cookie_consents
    (session_id, page_url, analytics, functional, marketing, consent_data, "timestamp", consent_id, accept_type, banner_language, text_version)
    values ('sess_1767322445000_0000000000000002', 'https://www.orbitalab.it/', false, false, false, '{"necessary":true}', now(),
      '${consentId}', 'close', 'it', '${shown.version}')`

  it('lets anon insert a banner text, only under its own hash, and a record naming it', async () => {
    await expect(as('anon', insertText(otherText('Un testo nuovo')))).resolves.toEqual([])
    await expect(as('anon', insertText({ ...otherText('Falso'), version: 'c'.repeat(64) }))).rejects.toThrow(
      /anon: .*violates check constraint/,
    )
    await expect(as('anon', recordNaming('00000000-0000-4000-8000-0000000000a1'))).resolves.toEqual([])
  })

  it("refuses anon a second copy of a consent id with a unique violation, which the Supabase store takes as 'already stored'", async () => {
    const copy = recordNaming('00000000-0000-4000-8000-0000000000a2')
    await expect(as('anon', `${copy}; ${copy}`)).rejects.toThrow(
      /anon: duplicate key value violates unique constraint "cookie_consents_consent_id"/,
    )
  })

  it.each([
    ['SELECT', 'select * from consent_texts'],
    ['UPDATE', "update consent_texts set text = 'x'"],
    ['DELETE', 'delete from consent_texts'],
  ])('refuses anon %s on the banner texts', async (_verb, statement) => {
    await expect(as('anon', statement)).rejects.toThrow(/anon: permission denied for table consent_texts/)
  })

  it.each([
    ['claim_consent_purge', 'select claim_consent_purge(current_date)'],
    ['delete_unused_consent_texts', 'select delete_unused_consent_texts(now())'],
  ])('keeps the purge function %s from anon, and lets the service role run it', async (name, statement) => {
    await expect(as('anon', statement)).rejects.toThrow(new RegExp(`anon: permission denied for function ${name}`))
    await expect(as('authenticated', statement)).rejects.toThrow(/permission denied for function/)
    await expect(as('service_role', statement)).resolves.toHaveLength(1)
  })

  it('lets the service role read every record', async () => {
    expect(await as('service_role', 'select count(*)::int as n from cookie_consents')).toEqual([{ n: 1 }])
  })

  it('shows an authenticated user nothing, since no policy grants it', async () => {
    expect(await as('authenticated', 'select count(*)::int as n from cookie_consents')).toEqual([{ n: 0 }])
  })
})
