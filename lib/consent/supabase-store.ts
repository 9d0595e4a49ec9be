import { ConsentStoreError, type ConsentRow, type ConsentStore, type StoredConsent } from './store'

export interface SupabaseConfig {
  url: string
  anonKey: string
  /** Reads need it: the table's row-level security lets the anonymous key insert only. */
  serviceRoleKey?: string
  timeoutMs?: number
}

const supabaseFix =
  "check SUPABASE_URL and the keys, and that db/migrations/001_cookie_consents.sql was run in Supabase's SQL editor"

/** Supabase's REST API (PostgREST) over fetch, with a timeout on every call. */
export class SupabaseConsentStore implements ConsentStore {
  private readonly endpoint: string

  constructor(private readonly config: SupabaseConfig) {
    this.endpoint = `${config.url}/rest/v1/cookie_consents`
  }

  private async call(url: string, init: RequestInit & { key: string }): Promise<Response> {
    const { key, ...rest } = init
    let response: Response
    try {
      response = await fetch(url, {
        ...rest,
        headers: { apikey: key, Authorization: `Bearer ${key}`, 'Content-Type': 'application/json', ...rest.headers },
        signal: AbortSignal.timeout(this.config.timeoutMs ?? 3000),
      })
    } catch (error) {
      throw new ConsentStoreError('Supabase did not answer in time', { cause: error, fix: supabaseFix })
    }
    if (!response.ok) throw new ConsentStoreError(`Supabase answered ${response.status}`, { fix: supabaseFix })
    return response
  }

  async insert(row: ConsentRow): Promise<void> {
    const response = await this.call(this.endpoint, {
      method: 'POST',
      key: this.config.anonKey,
      headers: { Prefer: 'return=minimal' },
      body: JSON.stringify(row),
    })
    await response.body?.cancel()
  }

  private readKey(): string {
    return this.config.serviceRoleKey ?? this.config.anonKey
  }

  async latest(sessionId: string, readerHash: string): Promise<StoredConsent | null> {
    const query = new URLSearchParams({
      session_id: `eq.${sessionId}`,
      reader_hash: `eq.${readerHash}`,
      order: 'created_at.desc',
      limit: '1',
    })
    const rows = (await (
      await this.call(`${this.endpoint}?${query}`, { method: 'GET', key: this.readKey() })
    ).json()) as StoredConsent[]
    return Array.isArray(rows) ? (rows[0] ?? null) : null
  }

  /** Page by page: Supabase caps one answer (1,000 rows by default), and an export must not stop there silently. */
  async list(since?: Date, pageSize = 1000): Promise<StoredConsent[]> {
    const rows: StoredConsent[] = []
    for (let offset = 0; ; offset += pageSize) {
      const query = new URLSearchParams({
        order: 'created_at.asc,id.asc',
        limit: String(pageSize),
        offset: String(offset),
      })
      if (since) query.set('created_at', `gte.${since.toISOString()}`)
      const page = (await (
        await this.call(`${this.endpoint}?${query}`, { method: 'GET', key: this.readKey() })
      ).json()) as StoredConsent[]
      rows.push(...page)
      if (page.length < pageSize) return rows
    }
  }

  /** Records before `cutoff` go (or are counted). PostgREST reports the count after the slash of Content-Range (`0-9/10`). */
  async purge(cutoff: Date, { dryRun = false } = {}): Promise<number> {
    const key = this.config.serviceRoleKey
    if (!key) {
      throw new ConsentStoreError(
        'purging Supabase needs SUPABASE_SERVICE_ROLE_KEY: the anonymous key may only insert',
        {
          fix: 'set SUPABASE_SERVICE_ROLE_KEY (Supabase dashboard → Project Settings → API) where the purge runs',
        },
      )
    }
    const query = new URLSearchParams({ created_at: `lt.${cutoff.toISOString()}` })
    const response = await this.call(`${this.endpoint}?${query}`, {
      method: dryRun ? 'HEAD' : 'DELETE',
      key,
      headers: { Prefer: dryRun ? 'count=exact' : 'return=minimal, count=exact' },
    })
    await response.body?.cancel()
    const total = /\/(\d+)$/.exec(response.headers.get('content-range') ?? '')
    if (!total) throw new ConsentStoreError('Supabase did not say how many records matched (no Content-Range)')
    return Number(total[1])
  }

  /** Reachable, and the key accepted: the API root answers whoever may use it. */
  async check(): Promise<void> {
    const response = await this.call(`${this.config.url}/rest/v1/`, { method: 'GET', key: this.readKey() })
    await response.body?.cancel()
  }

  async close(): Promise<void> {}
}
