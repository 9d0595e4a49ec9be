/** @jest-environment node */
// What Supabase's keys may do with the contact pipeline, tried as an attacker would: the migrations run on
// PostgreSQL with Supabase's roles and default grants (created with the test cluster, before any migration),
// and each attack runs as `anon` (the public key), `authenticated` or `service_role` in a rolled-back transaction.
import { beforeAll, describe, expect, it } from '@jest/globals'
import { randomUUID } from 'node:crypto'
import { Client } from 'pg'
import { readMigrations } from '@/lib/store/migrations'
import { freshDatabase, sql } from './support/postgres'

let url: string

/** Runs `statements` in order as `role`, in one transaction rolled back after: nothing a test does stays. */
async function as<Row = Record<string, unknown>>(role: string, ...statements: string[]): Promise<Row[]> {
  const client = new Client({ connectionString: url })
  await client.connect()
  try {
    await client.query('begin')
    await client.query(`set local role ${role}`)
    let rows: Row[] = []
    for (const statement of statements) rows = (await client.query(statement)).rows as Row[]
    return rows
  } finally {
    await client.query('rollback').catch(() => {})
    await client.end()
  }
}

/** The caller's address as Supabase's gateway hands it to PostgREST, which exposes it to SQL. */
const fromAddress = (address: string) =>
  `set local request.headers = '${JSON.stringify({ 'cf-connecting-ip': address })}'`

const handIn = (email = 'giulia@example.it', firstName = 'Giulia') =>
  `select * from contact_hand_in('${randomUUID()}', '${firstName}', 'Ferri', '${email}', 'Ciao', 'Altro')`

const serverSubmit = `select * from contact_submit_request(request_id => '${randomUUID()}', first_name => 'Giulia',
  last_name => 'Ferri', email => 'giulia@example.it', message => 'Ciao', service => 'Altro', ip_address => null,
  client_address => '203.0.113.9', at => '2020-01-01T00:00:00Z', auto_reply_hourly_limit => 100000)`

/** Our functions (not an extension's) that `role` may execute. */
const executable = async (role: string) =>
  (
    await sql<{ name: string }>(
      url,
      `select p.proname as name from pg_proc p join pg_namespace n on n.oid = p.pronamespace
       where n.nspname in ('public', 'contact_private') and has_function_privilege($1, p.oid, 'execute')
         and not exists (select 1 from pg_depend d where d.objid = p.oid and d.deptype = 'e')
       order by 1`,
      [role],
    )
  ).map((row) => row.name)

beforeAll(async () => {
  url = await freshDatabase('contact_roles')
  expect(
    await sql(url, "select 1 from pg_roles where rolname in ('anon', 'authenticated', 'service_role')"),
  ).toHaveLength(3)
  const migration = await readMigrations()
  await sql(url, migration)
  await sql(url, migration) // a second run changes nothing and fails on nothing
}, 60_000)

describe('the public key (anon)', () => {
  it('may execute one contact function, taking the visitor’s fields and the request ID, and no consent function', async () => {
    expect((await executable('anon')).filter((name) => /contact|consent|claim_daily_job/.test(name))).toEqual([
      'contact_hand_in',
    ])
    expect(await sql(url, "select pg_get_function_identity_arguments('contact_hand_in'::regproc) as args")).toEqual([
      { args: 'request_id uuid, first_name text, last_name text, email text, message text, service text' },
    ])
  })

  it('hands in a request: stored at the database’s own clock, under a reference it drew, with no address', async () => {
    const rows = await as<Record<string, unknown>>(
      'anon',
      fromAddress('203.0.113.9'),
      handIn(),
      'reset role',
      'select r.reference, r.created_at = now() as now, r.ip_address from contact_requests r',
    )
    expect(rows).toEqual([
      { reference: expect.stringMatching(/^[0-9A-Z]{4}-[0-9A-Z]{4}$/), now: true, ip_address: null },
    ])
  })

  it('cannot call the server’s submit, choose the time, the limits or the buckets, nor the old contact_submit', async () => {
    await expect(as('anon', serverSubmit)).rejects.toThrow(/permission denied for function contact_submit_request/)
    await expect(
      as('anon', `select * from contact_hand_in('${randomUUID()}', 'G', 'F', 'g@example.it', 'Ciao', 'Altro', now())`),
    ).rejects.toThrow(/function contact_hand_in\(.*\) does not exist/)
    await expect(
      as('anon', "select contact_take_limit('address:x', '2030-01-01', interval '1000 days', 1)"),
    ).rejects.toThrow(/permission denied for function contact_take_limit/)
    await expect(
      as(
        'anon',
        `select * from contact_submit('${randomUUID()}', 'AAAA-AAAA', 'G', 'F', 'g@example.it', 'Ciao', 'Altro', null,
          now(), null, null, null, 'recipient:x', interval '1 second', 100)`,
      ),
    ).rejects.toThrow(/function contact_submit\(.*\) does not exist/)
    await expect(as('anon', "select contact_private.limit_bucket('address', '203.0.113.9')")).rejects.toThrow(
      /permission denied for schema contact_private/,
    )
  })

  it('cannot read the secret, the hits or the requests', async () => {
    await expect(as('anon', 'select * from contact_private.limit_secret')).rejects.toThrow(
      /permission denied for schema contact_private/,
    )
    await expect(as('anon', 'select * from contact_limit_hits')).rejects.toThrow(/permission denied for table/)
    await expect(as('anon', 'select * from contact_requests')).rejects.toThrow(/permission denied for table/)
    await expect(as('anon', "insert into contact_limit_hits values ('address:x', now(), now())")).rejects.toThrow(
      /permission denied for table/,
    )
  })

  it('is held to five requests per address in 10 minutes, and callers without an address share one bucket', async () => {
    const five = Array.from({ length: 5 }, () => handIn())
    const sixth = await as<{ stored_reference: string | null; retry_at: Date | null }>(
      'anon',
      fromAddress('203.0.113.9'),
      ...five,
      handIn(),
    )
    expect(sixth).toEqual([{ stored_reference: null, created: false, retry_at: expect.any(Date) }])
    // X-Forwarded-For's first entry, when Cloudflare's header is missing; none at all is one shared client.
    const forwarded = `set local request.headers = '{"x-forwarded-for": "198.51.100.7, 10.0.0.1"}'`
    expect(await as('anon', forwarded, ...five, handIn())).toMatchObject([{ stored_reference: null }])
    expect(await as('anon', ...five, handIn())).toMatchObject([{ stored_reference: null }])
  })

  it('gets three auto-replies to one mailbox a day, however the address is written', async () => {
    const skipped = await as<{ skipped: string | null }>(
      'anon',
      fromAddress('203.0.113.10'),
      handIn('Victim+1@example.it'),
      handIn('victim+2@example.it'),
      fromAddress('203.0.113.11'),
      handIn('VICTIM+3@example.it'),
      handIn('victim+4@example.it'),
      'reset role',
      `select d.skipped from contact_deliveries d join contact_requests r on r.id = d.request_id
       where d.channel = 'autoreply' order by r.id`,
    )
    expect(skipped.map((row) => row.skipped)).toEqual([
      null,
      null,
      null,
      'the daily auto-reply limit for this e-mail address was reached',
    ])
  })

  it.each([
    ['a list of recipients', 'giulia@example.it,other@example.it'],
    ['a header line', 'giulia@example.it\r\nBcc: other@example.it'],
  ])('cannot store an e-mail holding %s: refused naming the column alone', async (_case, email) => {
    const statement = `select * from contact_hand_in('${randomUUID()}', 'G', 'F', $$${email}$$, 'Ciao', 'Altro')`
    await expect(as('anon', fromAddress('203.0.113.12'), statement)).rejects.toMatchObject({
      code: '23514',
      message: 'contact_requests.email',
    })
  })
})

describe('the other keys', () => {
  it('authenticated may execute no contact or consent function', async () => {
    expect((await executable('authenticated')).filter((name) => /contact|consent|claim_daily_job/.test(name))).toEqual(
      [],
    )
    await expect(as('authenticated', handIn())).rejects.toThrow(/permission denied for function contact_hand_in/)
  })

  it('the service role runs the server’s functions but cannot read the secret', async () => {
    const [row] = await as<{ created: boolean }>('service_role', serverSubmit)
    expect(row).toMatchObject({ created: true })
    await expect(as('service_role', 'select * from contact_private.limit_secret')).rejects.toThrow(
      /permission denied for table limit_secret/,
    )
    await expect(as('service_role', "select contact_private.limit_bucket('address', 'x')")).rejects.toThrow(
      /permission denied for function limit_bucket/,
    )
    // The sweep marks stuck requests as the service role: the table's checks run their functions as it.
    await expect(
      as(
        'service_role',
        serverSubmit,
        "select contact_mark_stuck(array['notification'], now() + interval '1 day', interval '1 minute')",
      ),
    ).resolves.toHaveLength(1)
  })
})
