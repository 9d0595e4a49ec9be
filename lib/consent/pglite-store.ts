import { mkdir } from 'node:fs/promises'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { readMigration } from './migration'
import { ConsentStoreError, type ConsentRow, type ConsentStore, type StoredConsent } from './store'

const columns = ['session_id', 'ip_address', 'user_agent', 'page_url', 'referrer', 'necessary', 'analytics', 'functional', 'marketing', 'consent_data', 'timestamp'] as const

const selectColumns = `id::int as id, session_id, ip_address, user_agent, page_url, referrer, necessary, analytics, functional, marketing, consent_data,
  to_char("timestamp" at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "timestamp",
  to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as created_at`

/** Embedded Postgres: a real database in a folder (or in memory), migrated on first use. */
export class PgliteConsentStore implements ConsentStore {
  private ready: Promise<PGlite>

  constructor(private readonly dataDir: string) {
    this.ready = this.open()
  }

  private async open(): Promise<PGlite> {
    const inMemory = this.dataDir === 'memory://'
    // PGlite creates only the last folder: on a fresh clone .data/ does not exist yet.
    if (!inMemory) await mkdir(path.dirname(path.resolve(this.dataDir)), { recursive: true })
    const db = await PGlite.create(inMemory ? undefined : this.dataDir)
    await db.exec(await readMigration())
    return db
  }

  private async db(): Promise<PGlite> {
    try {
      return await this.ready
    } catch (error) {
      // Try again on the next request instead of failing until the server restarts.
      this.ready = this.open()
      throw new ConsentStoreError('the embedded consent database could not be opened', { cause: error })
    }
  }

  async insert(row: ConsentRow): Promise<void> {
    const db = await this.db()
    const values = columns.map((column) => (column === 'consent_data' ? JSON.stringify(row.consent_data) : row[column]))
    const placeholders = columns.map((_, index) => `$${index + 1}`).join(', ')
    try {
      await db.query(`insert into cookie_consents (${columns.map((c) => `"${c}"`).join(', ')}) values (${placeholders})`, values)
    } catch (error) {
      throw new ConsentStoreError('the consent record could not be stored', { cause: error })
    }
  }

  async latest(sessionId: string): Promise<StoredConsent | null> {
    const db = await this.db()
    const { rows } = await db.query<StoredConsent>(`select ${selectColumns} from cookie_consents where session_id = $1 order by created_at desc, id desc limit 1`, [sessionId])
    return rows[0] ?? null
  }

  async list(since?: Date): Promise<StoredConsent[]> {
    const db = await this.db()
    const { rows } = await db.query<StoredConsent>(
      `select ${selectColumns} from cookie_consents where created_at >= $1 order by created_at, id`,
      [since ?? new Date(0)],
    )
    return rows
  }

  async close(): Promise<void> {
    await (await this.db()).close()
  }
}
