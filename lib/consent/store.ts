/** One interface, three real backends: embedded Postgres (PGlite), PostgreSQL (node-postgres) and Supabase's REST API. */
import type { ConsentRequest } from './schema'

export interface ConsentRow extends ConsentRequest {
  /** Already anonymised; null when no trustworthy address was known. */
  ip_address: string | null
  /** The cookie policy version the visitor answered. */
  policy_version: string
  /** SHA-256 of the reader cookie given to the browser that made the record; only it may read the record back. */
  reader_hash: string | null
}

export interface StoredConsent extends ConsentRow {
  id: number
  created_at: string
}

export interface ConsentStore {
  insert(row: ConsentRow): Promise<void>
  /** The newest record of a session made by the browser holding this reader cookie, or null. */
  latest(sessionId: string, readerHash: string): Promise<StoredConsent | null>
  /** Every record created since the given moment, oldest first (for the export CLI). */
  list(since?: Date): Promise<StoredConsent[]>
  /** Deletes (or with dryRun only counts) the records created before `cutoff`; returns how many. */
  purge(cutoff: Date, options?: { dryRun?: boolean }): Promise<number>
  /** Resolves when the store can take a record now; throws a ConsentStoreError saying why not. */
  check(): Promise<void>
  close(): Promise<void>
}

export class ConsentStoreError extends Error {
  constructor(
    message: string,
    options?: {
      cause?: unknown
      /** What the operator should do about it, for the one log line. */
      fix?: string
    },
  ) {
    super(message, options)
    this.name = 'ConsentStoreError'
    this.fix = options?.fix
  }

  readonly fix?: string
}
