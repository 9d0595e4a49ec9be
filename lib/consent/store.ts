/** One interface, two real backends: embedded Postgres (PGlite) by default, Supabase's REST API in production. */
import type { ConsentRequest } from './schema'

export interface ConsentRow extends ConsentRequest {
  /** Already anonymised; null when the request carried no address at all. */
  ip_address: string | null
}

export interface StoredConsent extends ConsentRow {
  id: number
  created_at: string
}

export interface ConsentStore {
  insert(row: ConsentRow): Promise<void>
  /** The newest record of a session, or null. */
  latest(sessionId: string): Promise<StoredConsent | null>
  /** Every record created since the given moment, oldest first (for the export CLI). */
  list(since?: Date): Promise<StoredConsent[]>
  close(): Promise<void>
}

export class ConsentStoreError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options)
    this.name = 'ConsentStoreError'
  }
}
