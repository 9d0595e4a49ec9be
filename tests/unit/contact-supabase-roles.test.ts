/** @jest-environment node */
// What Supabase's keys may do with the store, tried as an attacker would: the migrations run on PostgreSQL with
// Supabase's roles and default grants (created with the test cluster, before any migration), and each attempt
// runs as `anon` (the public key), `authenticated` or `service_role` in a rolled-back transaction.
import { beforeAll, describe, expect, it } from '@jest/globals'
import { randomUUID } from 'node:crypto'
import { Client } from 'pg'
import { migrationFiles } from '@/lib/store/migrations'
import { freshDatabase, sql } from './support/postgres'
import { publicKey, startPostgrest } from './support/postgrest'

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

const serverSubmit = `select * from contact_submit_request(request_id => '${randomUUID()}', reference => 'AAAA-AAAA',
  first_name => 'Giulia', last_name => 'Ferri', email => 'giulia@example.it', message => 'Ciao', service => 'Altro',
  ip_address => null, client_address => '203.0.113.9', client_network => null, proof => null,
  proof_expires_at => null, at => '2020-01-01T00:00:00Z', address_window => '600 seconds', address_max => 5,
  network_window => '600 seconds', network_max => 20, recipient_window => '86400 seconds', recipient_max => 3,
  budget_window => '3600 seconds', budget_max => 100000, notification_window => '3600 seconds',
  notification_max => 100000)`

/** What `role` may do with our tables, sequences and functions (not an extension's), as `kind name privilege`. */
const privileges = (role: string) =>
  sql<{ grant: string }>(
    url,
    `select format('table %s %s', c.relname, p.privilege) as grant
       from pg_class c join pg_namespace n on n.oid = c.relnamespace,
         unnest(array['select', 'insert', 'update', 'delete', 'truncate', 'references', 'trigger']) as p(privilege)
       where n.nspname in ('public', 'contact_private') and c.relkind in ('r', 'v', 'S')
         and (c.relkind = 'S' and has_sequence_privilege($1, c.oid, 'usage')
              or c.relkind <> 'S' and has_table_privilege($1, c.oid, p.privilege))
     union all
     select format('function %s execute', p.proname) from pg_proc p join pg_namespace n on n.oid = p.pronamespace
       where n.nspname in ('public', 'contact_private') and has_function_privilege($1, p.oid, 'execute')
         and not exists (select 1 from pg_depend d where d.objid = p.oid and d.deptype = 'e')`,
    [role],
  )

beforeAll(async () => {
  url = await freshDatabase('store_roles')
  expect(
    await sql(url, "select 1 from pg_roles where rolname in ('anon', 'authenticated', 'service_role')"),
  ).toHaveLength(3)
  // What the operator pastes into Supabase's SQL editor.
  await sql(url, (await migrationFiles()).map((migration) => migration.sql).join('\n'))
}, 60_000)

describe.each(['anon', 'authenticated'])('the public role %s', (role) => {
  it('holds no privilege on any table, sequence or function of ours', async () => {
    expect(await privileges(role)).toEqual([])
  })

  it('can read, write or run nothing', async () => {
    await expect(as(role, serverSubmit)).rejects.toThrow(/permission denied for function contact_submit_request/)
    await expect(as(role, 'select * from cookie_consents')).rejects.toThrow(/permission denied for table/)
    await expect(as(role, 'select * from contact_requests')).rejects.toThrow(/permission denied for table/)
    await expect(as(role, "insert into contact_limit_hits values ('address:x', now(), now())")).rejects.toThrow(
      /permission denied for table/,
    )
    await expect(as(role, "select consent_save_text('x', 'it', 'x')")).rejects.toThrow(/permission denied for function/)
    // The findings: a banner text written before the server's, every consent wiped, the sequences run to their end.
    const text = 'We respect your privacy'
    await expect(
      as(
        role,
        `insert into consent_texts (text_version, language, "text") values (encode(sha256('${text}'), 'hex'), 'en', '${text}')`,
      ),
    ).rejects.toThrow(/permission denied for table consent_texts/)
    await expect(as(role, 'truncate cookie_consents')).rejects.toThrow(/permission denied for table cookie_consents/)
    await expect(as(role, "select setval('cookie_consents_id_seq', 9223372036854775807)")).rejects.toThrow(
      /permission denied for sequence/,
    )
    await expect(as(role, 'select * from contact_private.limit_secret')).rejects.toThrow(
      /permission denied for schema contact_private/,
    )
  })

  it('gets nothing on what a later migration creates', async () => {
    await sql(
      url,
      'create table later_table (id int); create function later_function() returns int language sql as $$ select 1 $$',
    )
    try {
      expect((await privileges(role)).filter((row) => row.grant.includes('later_'))).toEqual([])
    } finally {
      await sql(url, 'drop table later_table; drop function later_function()')
    }
  })
})

it('the public key, through PostgREST, is refused every function the server calls', async () => {
  const standIn = await startPostgrest(url)
  try {
    for (const fn of [
      'contact_submit_request',
      'consent_save',
      'consent_list',
      'contact_list',
      'claim_consent_purge',
    ]) {
      const response = await fetch(`${standIn.url}/rest/v1/rpc/${fn}`, {
        method: 'POST',
        headers: { apikey: publicKey, 'Content-Type': 'application/json' },
        body: '{}',
      })
      expect([fn, response.status]).not.toEqual([fn, 200])
    }
  } finally {
    await standIn.close()
  }
})

describe('the service role', () => {
  it('runs the server’s functions but cannot read the secret', async () => {
    const [row] = await as<{ created: boolean }>('service_role', serverSubmit)
    expect(row).toMatchObject({ created: true })
    await expect(as('service_role', 'select * from contact_private.limit_secret')).rejects.toThrow(
      /permission denied for schema contact_private/,
    )
    await expect(
      as(
        'service_role',
        serverSubmit,
        "select contact_mark_stuck(array['notification', 'digest'], now() + interval '1 day', interval '1 minute', interval '1 hour')",
      ),
    ).resolves.toHaveLength(1)
  })
})
