import 'server-only'
import { StoreError } from './errors'
import type { Row, StorePort } from './port'

export interface SupabaseConfig {
  url: string
  /** The server's key: the service role runs every function; the public roles are granted nothing. */
  serviceRoleKey: string
  timeoutMs?: number
}

const fix =
  "check SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY, and that every file of db/migrations/ was run, in order, in Supabase's SQL editor"

/** PostgreSQL's code and message as PostgREST answers an error (`{"code":"23514","message":...}`); details and hints left out. */
async function postgrestError(response: Response): Promise<{ code: string; message: string } | undefined> {
  const body = (await response.json().catch(() => null)) as { code?: unknown; message?: unknown } | null
  return typeof body?.code === 'string' && typeof body.message === 'string'
    ? { code: body.code, message: body.message }
    : undefined
}

/**
 * The port over Supabase's REST API: POST /rest/v1/rpc/<fn> with the service role key, within a timeout.
 * PostgREST answers a scalar function bare and a set of scalars as an array: both become rows under the
 * function's name, as `select * from fn()` names them.
 */
export class PostgrestPort implements StorePort {
  constructor(readonly config: SupabaseConfig) {}

  private async fetch(path: string, init: RequestInit): Promise<Response> {
    const key = this.config.serviceRoleKey
    let response: Response
    try {
      response = await fetch(`${this.config.url}/rest/v1/${path}`, {
        ...init,
        headers: { apikey: key, Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' },
        signal: AbortSignal.timeout(this.config.timeoutMs ?? 3000),
      })
    } catch (error) {
      throw new StoreError('Supabase did not answer in time', { cause: error, fix })
    }
    if (!response.ok)
      throw new StoreError(`Supabase answered ${response.status}`, { fix, cause: await postgrestError(response) })
    return response
  }

  async call<Result extends Row = Row>(fn: string, args: Row = {}): Promise<Result[]> {
    const response = await this.fetch(`rpc/${fn}`, { method: 'POST', body: JSON.stringify(args) })
    const answer: unknown = await response.json().catch(() => null)
    const rows = Array.isArray(answer) ? answer : [answer]
    return rows.map((row) => (row !== null && typeof row === 'object' ? row : { [fn]: row })) as Result[]
  }

  /** Reachable, and the key accepted: the API root answers whoever may use it. */
  async check(): Promise<void> {
    await (await this.fetch('', { method: 'GET' })).body?.cancel()
  }

  async close(): Promise<void> {}
}
