import { SupabaseRest, type SupabaseConfig } from '@/lib/store/supabase'
import { StoreError } from '@/lib/store/errors'
import type { BannerTextVersion } from './banner-text'
import {
  UnknownTextVersionError,
  type ConsentProof,
  type ConsentRow,
  type ConsentStore,
  type StoredConsent,
} from './store'

/** The consent records in Supabase, through its REST API. */
export class SupabaseConsentStore implements ConsentStore {
  private readonly rest: SupabaseRest
  private readonly endpoint: string

  constructor(config: SupabaseConfig) {
    this.rest = new SupabaseRest(config)
    this.endpoint = this.rest.table('cookie_consents')
  }

  async insert(row: ConsentRow): Promise<void> {
    if ((await this.rest.insertOnce('cookie_consents', row, ['23505', '23503'])) === '23503')
      throw new UnknownTextVersionError(row.text_version, row.banner_language)
  }

  async saveText({ version, language, text }: BannerTextVersion): Promise<void> {
    await this.rest.insertOnce('consent_texts', { text_version: version, language, text }, ['23505', '23503'])
  }

  private async read<Row>(query: URLSearchParams): Promise<Row[]> {
    const rows = (await (
      await this.rest.call(`${this.endpoint}?${query}`, { method: 'GET', key: this.rest.readKey() })
    ).json()) as Row[]
    return Array.isArray(rows) ? rows : []
  }

  async latest(sessionId: string, readerHash: string): Promise<StoredConsent | null> {
    const query = new URLSearchParams({
      session_id: `eq.${sessionId}`,
      reader_hash: `eq.${readerHash}`,
      order: 'created_at.desc',
      limit: '1',
    })
    return (await this.read<StoredConsent>(query))[0] ?? null
  }

  async show(consentId: string): Promise<ConsentProof | null> {
    // The texts' rows come along through the foreign key (PostgREST's embedding).
    const query = new URLSearchParams({ consent_id: `eq.${consentId}`, select: '*,consent_texts(text)' })
    const rows = await this.read<StoredConsent & { consent_texts: { text: string } | null }>(query)
    if (rows.length === 0) return null
    const { consent_texts: text, ...record } = rows[0]
    return { ...record, banner_text: text?.text ?? null }
  }

  list(since?: Date, pageSize = 1000): Promise<StoredConsent[]> {
    const query = new URLSearchParams({ order: 'created_at.asc,id.asc' })
    if (since) query.set('created_at', `gte.${since.toISOString()}`)
    return this.rest.readAll<StoredConsent>('cookie_consents', query, pageSize)
  }

  /** Records before `cutoff` go (or are counted). PostgREST reports the count after the slash of Content-Range (`0-9/10`). */
  async purge(cutoff: Date, { dryRun = false } = {}): Promise<number> {
    const key = this.rest.serviceKey('purging Supabase')
    const query = new URLSearchParams({ created_at: `lt.${cutoff.toISOString()}` })
    const response = await this.rest.call(`${this.endpoint}?${query}`, {
      method: dryRun ? 'HEAD' : 'DELETE',
      key,
      headers: { Prefer: dryRun ? 'count=exact' : 'return=minimal, count=exact' },
    })
    await response.body?.cancel()
    const total = /\/(\d+)$/.exec(response.headers.get('content-range') ?? '')
    if (!total) throw new StoreError('Supabase did not say how many records matched (no Content-Range)')
    if (!dryRun) await this.rest.rpc('delete_unused_consent_texts', { cutoff: cutoff.toISOString() })
    return Number(total[1])
  }

  async claimDailyPurge(day: string): Promise<boolean> {
    return (await this.rest.rpc<boolean>('claim_consent_purge', { run_day: day })) === true
  }

  check(): Promise<void> {
    return this.rest.check()
  }

  async close(): Promise<void> {}
}
