import { ConsentStoreError, type ConsentRow, type ConsentStore, type StoredConsent } from './store'

export interface SupabaseConfig {
  url: string
  anonKey: string
  /** Reads need it: the table's row-level security lets the anonymous key insert only. */
  serviceRoleKey?: string
  timeoutMs?: number
}

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
      throw new ConsentStoreError('Supabase did not answer in time', { cause: error })
    }
    if (!response.ok) throw new ConsentStoreError(`Supabase answered ${response.status}`)
    return response
  }

  async insert(row: ConsentRow): Promise<void> {
    const response = await this.call(this.endpoint, { method: 'POST', key: this.config.anonKey, headers: { Prefer: 'return=minimal' }, body: JSON.stringify(row) })
    await response.body?.cancel()
  }

  private readKey(): string {
    return this.config.serviceRoleKey ?? this.config.anonKey
  }

  async latest(sessionId: string): Promise<StoredConsent | null> {
    const query = new URLSearchParams({ session_id: `eq.${sessionId}`, order: 'created_at.desc', limit: '1' })
    const rows = (await (await this.call(`${this.endpoint}?${query}`, { method: 'GET', key: this.readKey() })).json()) as StoredConsent[]
    return Array.isArray(rows) ? (rows[0] ?? null) : null
  }

  /** Page by page: Supabase caps one answer (1,000 rows by default), and an export must not stop there silently. */
  async list(since?: Date, pageSize = 1000): Promise<StoredConsent[]> {
    const rows: StoredConsent[] = []
    for (let offset = 0; ; offset += pageSize) {
      const query = new URLSearchParams({ order: 'created_at.asc,id.asc', limit: String(pageSize), offset: String(offset) })
      if (since) query.set('created_at', `gte.${since.toISOString()}`)
      const page = (await (await this.call(`${this.endpoint}?${query}`, { method: 'GET', key: this.readKey() })).json()) as StoredConsent[]
      rows.push(...page)
      if (page.length < pageSize) return rows
    }
  }

  async close(): Promise<void> {}
}
