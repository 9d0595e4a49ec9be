/** One interface, three real backends: embedded Postgres (PGlite), PostgreSQL (node-postgres) and Supabase's REST API. */
import { StoreError } from '@/lib/store/errors'
import type { BannerTextVersion } from './banner-text'
import type { ConsentRequest } from './schema'

export interface ConsentRow extends Omit<ConsentRequest, 'gpc_signal'> {
  /** The browser sent Global Privacy Control when the choice was made; null when its page did not say. */
  gpc_signal: boolean | null
  /** The POST that carried the record arrived with Sec-GPC: 1. */
  gpc_header: boolean
  /** Already anonymised; null when no trustworthy address was known. */
  ip_address: string | null
  /** The cookie policy version the visitor answered. */
  policy_version: string
  /** SHA-256 of the reader cookie given to the browser that made the record; only it may read the record back. */
  reader_hash: string | null
}

/** The facts migrations 002 and 004 added: null in records stored before them. */
type ProofFields = 'consent_id' | 'accept_type' | 'banner_language' | 'text_version' | 'gpc_header'

export type StoredConsent = Omit<ConsentRow, ProofFields> & {
  [Field in ProofFields]: ConsentRow[Field] | null
} & {
  id: number
  created_at: string
}

/** One record with the banner text its text_version names (null for records of before texts were kept). */
export interface ConsentProof extends StoredConsent {
  banner_text: string | null
}

export interface ConsentStore {
  /** Stores a record once: the same consent_id sent again (a retry after a lost answer) is accepted and ignored. */
  insert(row: ConsentRow): Promise<void>
  /** Keeps a banner text under its hash, so records can point at it; storing it again changes nothing. */
  saveText(text: BannerTextVersion): Promise<void>
  /** The newest record of a session made by the browser holding this reader cookie, or null. */
  latest(sessionId: string, readerHash: string): Promise<StoredConsent | null>
  /** The record with this consent id and the text it proves, or null. */
  show(consentId: string): Promise<ConsentProof | null>
  /** Every record created since the given moment, oldest first, every column (for the export CLI). */
  list(since?: Date): Promise<StoredConsent[]>
  /**
   * Deletes (or with dryRun only counts) the records created before `cutoff`, and then the banner
   * texts older than it that no record refers to any more; returns how many records.
   */
  purge(cutoff: Date, options?: { dryRun?: boolean }): Promise<number>
  /** True for the one caller (of every server on this store) that claims `day` (YYYY-MM-DD) for the daily purge. */
  claimDailyPurge(day: string): Promise<boolean>
  /** Resolves when the store can take a record now; throws a StoreError saying why not. */
  check(): Promise<void>
  close(): Promise<void>
}

/** A record naming a text_version the store does not hold: the request's fault (400), not the store's. */
export class UnknownTextVersionError extends StoreError {
  constructor(version: string, language: string) {
    super(`text_version ${version} is not a banner text in '${language}' that this site has shown`)
    this.name = 'UnknownTextVersionError'
  }
}
