/** @jest-environment node */
// Migration 005 on a database that already holds contact requests and limit hits from 003.
import { beforeAll, describe, expect, it } from '@jest/globals'
import { randomUUID } from 'node:crypto'
import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { ContactRequestStore } from '@/lib/contact/store'
import { migrationsFolder, readMigrations } from '@/lib/store/migrations'
import { PostgresDatabase } from '@/lib/store/postgres'
import { SqlPort } from '@/lib/store/sql'
import { freshDatabase, sql } from './support/postgres'

/** The migrations before 005, as a database that ran them kept them. */
async function migrationsBefore005(): Promise<string> {
  const files = (await readdir(migrationsFolder)).filter((name) => /^00[1-4]_.*\.sql$/.test(name)).sort()
  return (await Promise.all(files.map((name) => readFile(path.join(migrationsFolder, name), 'utf8')))).join('\n')
}

/** A request stored through 003's contact_submit, which checked nothing but lengths. */
const oldSubmit = (reference: string, email: string, service: string) => `
  select * from contact_submit('${randomUUID()}', '${reference}', 'Giulia', 'Ferri', '${email}', 'Ciao', '${service}',
    null, now() - interval '2 hours', null, null, null, 'recipient:${reference}', interval '1 day', 3)`

describe('migration 005 on a database of 003', () => {
  let url: string

  beforeAll(async () => {
    url = await freshDatabase('contact_migration')
    await sql(url, await migrationsBefore005())
    await sql(url, oldSubmit('GOOD-0001', 'giulia@example.it', 'Altro'))
    await sql(url, oldSubmit('BADD-0001', 'giulia@example.it,other@example.it', 'Pizza'))
    await sql(url, await readMigrations())
  }, 60_000)

  const deliveries = (reference: string) =>
    sql<{ channel: string; skipped: string | null }>(
      url,
      `select d.channel, d.skipped from contact_deliveries d join contact_requests r on r.id = d.request_id
       where r.reference = $1 order by d.channel`,
      [reference],
    )

  it('forgets the unkeyed hits of 003 once, and keeps its secret on every later run', async () => {
    expect(await sql(url, 'select bucket from contact_limit_hits')).toEqual([])
    const secret = await sql(url, 'select secret from contact_private.limit_secret')
    await sql(url, "insert into contact_limit_hits values ('address:kept', now(), now() + interval '1 hour')")
    await sql(url, await readMigrations())
    expect(await sql(url, 'select bucket from contact_limit_hits')).toEqual([{ bucket: 'address:kept' }])
    expect(await sql(url, 'select secret from contact_private.limit_secret')).toEqual(secret)
  })

  it('keeps old rows that break the new checks, and never sends them: their deliveries skipped with the reason', async () => {
    const reason = 'refused by the checks of migration 005 (contact_requests.email)'
    expect(await deliveries('BADD-0001')).toEqual([
      { channel: 'autoreply', skipped: reason },
      { channel: 'notification', skipped: reason },
      { channel: 'webhook', skipped: reason },
    ])
    expect((await deliveries('GOOD-0001')).map((d) => d.skipped)).toEqual([null, null, null])
    expect(
      await sql(
        url,
        "select conname, convalidated from pg_constraint where conname like 'contact_requests_%' and not convalidated order by 1",
      ),
    ).toEqual([
      { conname: 'contact_requests_email_shape', convalidated: false },
      { conname: 'contact_requests_first_name_allowed', convalidated: false },
      { conname: 'contact_requests_last_name_allowed', convalidated: false },
      { conname: 'contact_requests_message_allowed', convalidated: false },
      { conname: 'contact_requests_service_known', convalidated: false },
    ])
  })

  it('the sweep still marks stuck requests: no update meets an old row that breaks the checks', async () => {
    const db = new PostgresDatabase(url)
    try {
      const store = new ContactRequestStore(new SqlPort(db))
      expect(await store.markStuck(['notification'], new Date(), 60_000)).toEqual(['GOOD-0001'])
    } finally {
      await db.close()
    }
  })
})
