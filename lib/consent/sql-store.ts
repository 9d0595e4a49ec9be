import { StoreError } from '@/lib/store/errors'
import { isoUtc, postgresCode, type SqlDatabase } from '@/lib/store/sql'
import type { BannerTextVersion } from './banner-text'
import {
  UnknownTextVersionError,
  type ConsentProof,
  type ConsentRow,
  type ConsentStore,
  type StoredConsent,
} from './store'

const columns = [
  'session_id',
  'ip_address',
  'user_agent',
  'page_url',
  'referrer',
  'necessary',
  'analytics',
  'functional',
  'marketing',
  'consent_data',
  'timestamp',
  'policy_version',
  'reader_hash',
  'consent_id',
  'accept_type',
  'banner_language',
  'text_version',
  'gpc_signal',
  'gpc_header',
] as const

const insertSql = `insert into cookie_consents (${columns.map((c) => `"${c}"`).join(', ')}) values (${columns.map((_, index) => `$${index + 1}`).join(', ')})
  on conflict (consent_id) do nothing`

const selectColumns = `c.id::int as id, c.session_id, c.ip_address, c.user_agent, c.page_url, c.referrer, c.necessary, c.analytics,
  c.functional, c.marketing, c.consent_data, c.policy_version, c.reader_hash, c.consent_id::text as consent_id, c.accept_type,
  c.banner_language, c.text_version, c.gpc_signal, c.gpc_header, ${isoUtc('c."timestamp"')} as "timestamp", ${isoUtc('c.created_at')} as created_at`

/** PostgreSQL's code for a foreign key that names no row: here, a text the store does not hold. */
const foreignKeyViolation = '23503'

/** A write the database refused, as the store's error (PGlite's errors come unwrapped, node-postgres's wrapped). */
function writeFailure(error: unknown, what: string): StoreError {
  return error instanceof StoreError ? error : new StoreError(`${what} could not be stored`, { cause: error })
}

/** The consent queries, written once for every backend that speaks SQL. */
export class SqlConsentStore implements ConsentStore {
  constructor(private readonly db: SqlDatabase) {}

  private get run() {
    return this.db.run
  }

  async insert(row: ConsentRow): Promise<void> {
    const values = columns.map((column) => (column === 'consent_data' ? JSON.stringify(row.consent_data) : row[column]))
    try {
      await this.run(insertSql, values)
    } catch (error) {
      if (postgresCode(error) === foreignKeyViolation)
        throw new UnknownTextVersionError(row.text_version, row.banner_language)
      throw writeFailure(error, 'the consent record')
    }
  }

  async saveText({ version, language, text }: BannerTextVersion): Promise<void> {
    await this.run(
      'insert into consent_texts (text_version, language, "text") values ($1, $2, $3) on conflict (text_version) do nothing',
      [version, language, text],
    ).catch((error: unknown) => {
      throw writeFailure(error, 'the banner text')
    })
  }

  async latest(sessionId: string, readerHash: string): Promise<StoredConsent | null> {
    const { rows } = await this.run<StoredConsent>(
      `select ${selectColumns} from cookie_consents c where c.session_id = $1 and c.reader_hash = $2 order by c.created_at desc, c.id desc limit 1`,
      [sessionId, readerHash],
    )
    return rows[0] ?? null
  }

  async show(consentId: string): Promise<ConsentProof | null> {
    const { rows } = await this.run<ConsentProof>(
      `select ${selectColumns}, t."text" as banner_text from cookie_consents c
        left join consent_texts t on t.text_version = c.text_version where c.consent_id = $1::uuid`,
      [consentId],
    )
    return rows[0] ?? null
  }

  async list(since?: Date): Promise<StoredConsent[]> {
    const { rows } = await this.run<StoredConsent>(
      `select ${selectColumns} from cookie_consents c where c.created_at >= $1 order by c.created_at, c.id`,
      [since ?? new Date(0)],
    )
    return rows
  }

  async purge(cutoff: Date, { dryRun = false } = {}): Promise<number> {
    if (dryRun) {
      const { rows } = await this.run<{ n: number }>(
        'select count(*)::int as n from cookie_consents where created_at < $1',
        [cutoff],
      )
      return rows[0].n
    }
    const { affected } = await this.run('delete from cookie_consents where created_at < $1', [cutoff])
    await this.run('select delete_unused_consent_texts($1)', [cutoff])
    return affected
  }

  async claimDailyPurge(day: string): Promise<boolean> {
    const { rows } = await this.run<{ claimed: boolean }>('select claim_consent_purge($1::date) as claimed', [day])
    return rows[0].claimed
  }

  async check(): Promise<void> {
    await this.run('select 1 from cookie_consents limit 1')
  }

  close(): Promise<void> {
    return this.db.close()
  }
}
