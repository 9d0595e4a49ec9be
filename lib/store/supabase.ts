import { StoreError } from './errors'

export interface SupabaseConfig {
  url: string
  anonKey: string
  /** Reads need it: row-level security lets the anonymous key insert only. */
  serviceRoleKey?: string
  timeoutMs?: number
}

const supabaseFix =
  "check SUPABASE_URL and the keys, and that every file of db/migrations/ was run, in order, in Supabase's SQL editor"

/** PostgREST's answer to an insert that broke a constraint: 409 with PostgreSQL's error code. */
async function conflictCode(response: Response): Promise<string | undefined> {
  if (response.status !== 409) return undefined
  const body = (await response.json().catch(() => null)) as { code?: unknown } | null
  return typeof body?.code === 'string' ? body.code : undefined
}

/**
 * PostgreSQL's code and message as PostgREST answers an error (`{"code":"23514","message":...}`), for the
 * caller to tell a refused value from a broken store; its details and hint are left out of the cause.
 */
async function postgrestError(response: Response): Promise<{ code: string; message: string } | undefined> {
  const body = (await response.json().catch(() => null)) as { code?: unknown; message?: unknown } | null
  return typeof body?.code === 'string' && typeof body.message === 'string'
    ? { code: body.code, message: body.message }
    : undefined
}

/** Supabase's REST API (PostgREST) over fetch, with a timeout on every call: what every record kind's Supabase store uses. */
export class SupabaseRest {
  constructor(readonly config: SupabaseConfig) {}

  table(name: string): string {
    return `${this.config.url}/rest/v1/${name}`
  }

  /** `accept`: statuses the caller handles itself instead of failing (an insert's 409). */
  async call(url: string, init: RequestInit & { key: string; accept?: number[] }): Promise<Response> {
    const { key, accept = [], ...rest } = init
    let response: Response
    try {
      response = await fetch(url, {
        ...rest,
        headers: { apikey: key, Authorization: `Bearer ${key}`, 'Content-Type': 'application/json', ...rest.headers },
        signal: AbortSignal.timeout(this.config.timeoutMs ?? 3000),
      })
    } catch (error) {
      throw new StoreError('Supabase did not answer in time', { cause: error, fix: supabaseFix })
    }
    if (!response.ok && !accept.includes(response.status))
      throw new StoreError(`Supabase answered ${response.status}`, {
        fix: supabaseFix,
        cause: await postgrestError(response),
      })
    return response
  }

  /**
   * A plain insert under the public key; returns PostgreSQL's code when a constraint refused it. A second
   * copy breaks a unique key (23505) and counts as stored: ON CONFLICT would need SELECT, which anon must not have.
   */
  async insertOnce(table: string, body: unknown, acceptedCodes: string[] = ['23505']): Promise<string | undefined> {
    const response = await this.call(this.table(table), {
      method: 'POST',
      key: this.config.anonKey,
      headers: { Prefer: 'return=minimal' },
      body: JSON.stringify(body),
      accept: [409],
    })
    const code = await conflictCode(response)
    await response.body?.cancel().catch(() => {})
    if (response.status === 409 && !acceptedCodes.includes(code ?? ''))
      throw new StoreError(`Supabase answered 409${code ? ` (${code})` : ''}`, { fix: supabaseFix })
    return code
  }

  readKey(): string {
    return this.config.serviceRoleKey ?? this.config.anonKey
  }

  serviceKey(what: string): string {
    const key = this.config.serviceRoleKey
    if (!key)
      throw new StoreError(`${what} needs SUPABASE_SERVICE_ROLE_KEY: the anonymous key may only insert`, {
        fix: 'set SUPABASE_SERVICE_ROLE_KEY (Supabase dashboard → Project Settings → API) where this runs',
      })
    return key
  }

  /** One of the migrations' functions; `key` chooses the role (the service role unless the function is granted to anon). */
  async rpc<Result>(name: string, args: Record<string, unknown>, key = this.serviceKey(`${name}()`)): Promise<Result> {
    const response = await this.call(`${this.config.url}/rest/v1/rpc/${name}`, {
      method: 'POST',
      key,
      body: JSON.stringify(args),
    })
    return (await response.json()) as Result
  }

  /** Reads page by page: Supabase caps one answer (1,000 rows by default), and an export must not stop there silently. */
  async readAll<Row>(table: string, query: URLSearchParams, pageSize = 1000): Promise<Row[]> {
    const rows: Row[] = []
    for (let offset = 0; ; offset += pageSize) {
      const page = new URLSearchParams(query)
      page.set('limit', String(pageSize))
      page.set('offset', String(offset))
      const answer = (await (
        await this.call(`${this.table(table)}?${page}`, { method: 'GET', key: this.readKey() })
      ).json()) as Row[]
      rows.push(...answer)
      if (answer.length < pageSize) return rows
    }
  }

  /** Reachable, and the key accepted: the API root answers whoever may use it. */
  async check(): Promise<void> {
    const response = await this.call(`${this.config.url}/rest/v1/`, { method: 'GET', key: this.readKey() })
    await response.body?.cancel()
  }
}
