import { ConsentStoreError, type ConsentRow, type ConsentStore, type StoredConsent } from './store'

/** The one query call both SQL backends offer: PGlite and node-postgres differ only in how they connect. */
export type RunQuery = <Row>(text: string, params?: unknown[]) => Promise<{ rows: Row[]; affected: number }>

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
] as const

const insertSql = `insert into cookie_consents (${columns.map((c) => `"${c}"`).join(', ')}) values (${columns.map((_, index) => `$${index + 1}`).join(', ')})`

const selectColumns = `id::int as id, session_id, ip_address, user_agent, page_url, referrer, necessary, analytics, functional, marketing, consent_data, policy_version, reader_hash,
  to_char("timestamp" at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "timestamp",
  to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as created_at`

/** The consent queries, written once for every backend that speaks SQL. */
export abstract class SqlConsentStore implements ConsentStore {
  protected abstract run: RunQuery

  async insert(row: ConsentRow): Promise<void> {
    const values = columns.map((column) => (column === 'consent_data' ? JSON.stringify(row.consent_data) : row[column]))
    try {
      await this.run(insertSql, values)
    } catch (error) {
      throw error instanceof ConsentStoreError
        ? error
        : new ConsentStoreError('the consent record could not be stored', { cause: error })
    }
  }

  async latest(sessionId: string, readerHash: string): Promise<StoredConsent | null> {
    const { rows } = await this.run<StoredConsent>(
      `select ${selectColumns} from cookie_consents where session_id = $1 and reader_hash = $2 order by created_at desc, id desc limit 1`,
      [sessionId, readerHash],
    )
    return rows[0] ?? null
  }

  async list(since?: Date): Promise<StoredConsent[]> {
    const { rows } = await this.run<StoredConsent>(
      `select ${selectColumns} from cookie_consents where created_at >= $1 order by created_at, id`,
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
    return (await this.run('delete from cookie_consents where created_at < $1', [cutoff])).affected
  }

  async check(): Promise<void> {
    await this.run('select 1 from cookie_consents limit 1')
  }

  abstract close(): Promise<void>
}
