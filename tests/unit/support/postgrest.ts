/**
 * A PostgREST stand-in over a database of the test cluster, for the Supabase backend: POST /rest/v1/rpc/<fn>
 * runs the function, by its named arguments, as the role the key names (service_role; anon for an attacker's key), in a transaction
 * of its own, and answers as PostgREST does: the JSON PostgreSQL makes, a scalar bare, a set of scalars as an
 * array, a table's rows as objects (one row alone when it is not a set), an error as `{code, message}` under PostgREST's status. GET /rest/v1/ answers a known key.
 */
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { Pool } from 'pg'

export const supabaseKeys = { serviceRoleKey: 'service-role-key-of-the-test-0123456789' }
/** The project's public key, which a visitor's browser could hold: the site never uses it. */
export const publicKey = 'anon-key-of-the-test-0123456789'

const roles: Record<string, string> = { [publicKey]: 'anon', [supabaseKeys.serviceRoleKey]: 'service_role' }

/** PostgREST's status for PostgreSQL's error codes (the ones these tests meet; 400 otherwise). */
const statuses: Record<string, number> = { '23503': 409, '23505': 409, '42501': 403, '42883': 404 }

type Answer = { status: number; body: unknown }

async function rpc(pool: Pool, role: string, fn: string, args: Record<string, unknown>): Promise<Answer> {
  const client = await pool.connect()
  try {
    await client.query('begin')
    await client.query(`set local role ${role}`)
    const [kind] = (
      await client.query<{ retset: boolean; scalar: boolean; none: boolean }>(
        // As PostgREST: a function with OUT or TABLE columns answers objects, even with a single column.
        `select p.proretset as retset, p.prorettype = 'void'::regtype as none,
           t.typtype <> 'c' and p.prorettype <> 'record'::regtype
             and not coalesce(p.proargmodes && array['o', 'b', 't']::"char"[], false) as scalar
         from pg_proc p join pg_type t on t.oid = p.prorettype where p.proname = $1 limit 1`,
        [fn],
      )
    ).rows
    if (!kind) return { status: 404, body: { code: 'PGRST202', message: `Could not find the function ${fn}` } }
    const call = `${fn}(${Object.keys(args)
      .map((name, index) => `"${name}" => $${index + 1}`)
      .join(', ')})`
    const query = kind.none
      ? `select null::json as body from ${call}`
      : !kind.scalar
        ? kind.retset
          ? `select coalesce(json_agg(r), '[]') as body from (select * from ${call}) r`
          : `select row_to_json(r) as body from (select * from ${call}) r`
        : kind.retset
          ? `select coalesce(json_agg(r.v), '[]') as body from ${call} as r(v)`
          : `select to_json(${call}) as body`
    const [{ body }] = (await client.query<{ body: unknown }>(query, Object.values(args))).rows
    await client.query('commit')
    return { status: 200, body }
  } catch (error) {
    await client.query('rollback').catch(() => {})
    const { code = '', message } = error as { code?: string; message: string }
    return {
      status: statuses[code] ?? (code.startsWith('08') ? 503 : 400),
      body: { code, message, details: null, hint: null },
    }
  } finally {
    client.release()
  }
}

/** Starts the stand-in in front of the database at `databaseUrl`; answers its URL and how to stop it. */
export async function startPostgrest(databaseUrl: string) {
  const pool = new Pool({ connectionString: databaseUrl, max: 4 })
  const server = createServer((request, response) => {
    let text = ''
    request.on('data', (chunk: Buffer) => (text += chunk.toString()))
    request.on('end', async () => {
      const role = roles[String(request.headers.apikey)]
      const fn = /^\/rest\/v1\/rpc\/(\w+)$/.exec(request.url ?? '')?.[1]
      const answer: Answer = !role
        ? { status: 401, body: { message: 'Invalid API key' } }
        : fn && request.method === 'POST'
          ? await rpc(pool, role, fn, JSON.parse(text || '{}') as Record<string, unknown>)
          : { status: request.url === '/rest/v1/' ? 200 : 404, body: {} }
      response.writeHead(answer.status, { 'Content-Type': 'application/json' }).end(JSON.stringify(answer.body))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    async close() {
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
      await pool.end()
    },
  }
}
