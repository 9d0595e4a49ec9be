import type { BannerTextVersion } from './banner-text'
import {
  ConsentStoreError,
  UnknownTextVersionError,
  type ConsentProof,
  type ConsentRow,
  type ConsentStore,
  type StoredConsent,
} from './store'

export interface SupabaseConfig {
  url: string
  anonKey: string
  /** Reads need it: the table's row-level security lets the anonymous key insert only. */
  serviceRoleKey?: string
  timeoutMs?: number
}

const supabaseFix =
  "check SUPABASE_URL and the keys, and that every file of db/migrations/ was run, in order, in Supabase's SQL editor"

const needsServiceKey = {
  fix: 'set SUPABASE_SERVICE_ROLE_KEY (Supabase dashboard → Project Settings → API) where the purge runs',
}

/** PostgREST's answer to an insert that broke a constraint: 409 with PostgreSQL's error code. */
async function conflictCode(response: Response): Promise<string | undefined> {
  if (response.status !== 409) return undefined
  const body = (await response.json().catch(() => null)) as { code?: unknown } | null
  return typeof body?.code === 'string' ? body.code : undefined
}

/** Supabase's REST API (PostgREST) over fetch, with a timeout on every call. */
export class SupabaseConsentStore implements ConsentStore {
  private readonly endpoint: string

  constructor(private readonly config: SupabaseConfig) {
    this.endpoint = `${config.url}/rest/v1/cookie_consents`
  }

  /** `accept`: statuses the caller handles itself instead of failing (an insert's 409). */
  private async call(url: string, init: RequestInit & { key: string; accept?: number[] }): Promise<Response> {
    const { key, accept = [], ...rest } = init
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
    if (!response.ok && !accept.includes(response.status))
      throw new ConsentStoreError(`Supabase answered ${response.status}`, { fix: supabaseFix })
    return response
  }

  /**
   * A plain insert under the public key. A second copy breaks the unique consent_id (23505) and counts
   * as stored: ON CONFLICT (Prefer: resolution=ignore-duplicates) would need SELECT, which anon must not have.
   */
  private async insertOnce(table: string, body: unknown): Promise<string | undefined> {
    const response = await this.call(`${this.config.url}/rest/v1/${table}`, {
      method: 'POST',
      key: this.config.anonKey,
      headers: { Prefer: 'return=minimal' },
      body: JSON.stringify(body),
      accept: [409],
    })
    const code = await conflictCode(response)
    await response.body?.cancel().catch(() => {})
    if (response.status === 409 && code !== '23505' && code !== '23503')
      throw new ConsentStoreError(`Supabase answered 409${code ? ` (${code})` : ''}`, { fix: supabaseFix })
    return code
  }

  async insert(row: ConsentRow): Promise<void> {
    if ((await this.insertOnce('cookie_consents', row)) === '23503')
      throw new UnknownTextVersionError(row.text_version, row.banner_language)
  }

  async saveText({ version, language, text }: BannerTextVersion): Promise<void> {
    await this.insertOnce('consent_texts', { text_version: version, language, text })
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

  async show(consentId: string): Promise<ConsentProof | null> {
    // The texts' rows come along through the foreign key (PostgREST's embedding).
    const query = new URLSearchParams({ consent_id: `eq.${consentId}`, select: '*,consent_texts(text)' })
    const rows = (await (
      await this.call(`${this.endpoint}?${query}`, { method: 'GET', key: this.readKey() })
    ).json()) as (StoredConsent & { consent_texts: { text: string } | null })[]
    if (!Array.isArray(rows) || rows.length === 0) return null
    const { consent_texts: text, ...record } = rows[0]
    return { ...record, banner_text: text?.text ?? null }
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

  private serviceKey(): string {
    const key = this.config.serviceRoleKey
    if (!key)
      throw new ConsentStoreError(
        'purging Supabase needs SUPABASE_SERVICE_ROLE_KEY: the anonymous key may only insert',
        needsServiceKey,
      )
    return key
  }

  /** One of migration 002's functions, under the service role key. */
  private async rpc<Result>(name: string, args: Record<string, unknown>): Promise<Result> {
    const response = await this.call(`${this.config.url}/rest/v1/rpc/${name}`, {
      method: 'POST',
      key: this.serviceKey(),
      body: JSON.stringify(args),
    })
    return (await response.json()) as Result
  }

  /** Records before `cutoff` go (or are counted). PostgREST reports the count after the slash of Content-Range (`0-9/10`). */
  async purge(cutoff: Date, { dryRun = false } = {}): Promise<number> {
    const key = this.serviceKey()
    const query = new URLSearchParams({ created_at: `lt.${cutoff.toISOString()}` })
    const response = await this.call(`${this.endpoint}?${query}`, {
      method: dryRun ? 'HEAD' : 'DELETE',
      key,
      headers: { Prefer: dryRun ? 'count=exact' : 'return=minimal, count=exact' },
    })
    await response.body?.cancel()
    const total = /\/(\d+)$/.exec(response.headers.get('content-range') ?? '')
    if (!total) throw new ConsentStoreError('Supabase did not say how many records matched (no Content-Range)')
    if (!dryRun) await this.rpc('delete_unused_consent_texts', { cutoff: cutoff.toISOString() })
    return Number(total[1])
  }

  async claimDailyPurge(day: string): Promise<boolean> {
    return (await this.rpc<boolean>('claim_consent_purge', { run_day: day })) === true
  }

  /** Reachable, and the key accepted: the API root answers whoever may use it. */
  async check(): Promise<void> {
    const response = await this.call(`${this.config.url}/rest/v1/`, { method: 'GET', key: this.readKey() })
    await response.body?.cancel()
  }

  async close(): Promise<void> {}
}
