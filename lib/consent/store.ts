import 'server-only'
import { StoreError } from '@/lib/store/errors'
import { databaseError, type Row, type StorePort } from '@/lib/store/port'
import type { BannerTextVersion } from './banner-text'
import { consentAddressLimit } from './limits'
import type { ConsentRequest } from './schema'

export interface ConsentRow extends ConsentRequest {
  /** The POST that carried the record arrived with Sec-GPC: 1. */
  gpc_header: boolean
  /** Already anonymised; null when no trustworthy address was known. */
  ip_address: string | null
  /** The cookie policy version the visitor answered. */
  policy_version: string
  /** SHA-256 of the reader cookie given to the browser that made the record; only it may read the record back. */
  reader_hash: string
}

/** Who writes a record, when, and how many records that address may write in the window. */
export interface ConsentAdmission {
  clientAddress: string | null
  at: Date
  max: number
}

export interface StoredConsent extends ConsentRow {
  id: number
  created_at: string
}

/** One record with the banner text its text_version names. */
export interface ConsentProof extends StoredConsent {
  banner_text: string
}

/** PostgreSQL's code for a foreign key that names no row: here, a text the store does not hold. */
const foreignKeyViolation = '23503'

/** The records a function answers, each as one JSON column (consent_record of db/migrations). */
const records = <Consent>(rows: Row[]) => rows.map((row) => row.consent as Consent)

/** The consent records, through the functions of db/migrations on whichever backend the port reaches. */
export class ConsentStore {
  constructor(private readonly port: StorePort) {}

  /** Stores a record once: the same consent_id sent again (a retry after a lost answer) is accepted and ignored. */
  async insert(row: ConsentRow): Promise<void> {
    await this.port.call('consent_save', { consent: row }).catch((error: unknown) => {
      if (databaseError(error).code === foreignKeyViolation)
        throw new UnknownTextVersionError(row.text_version, row.banner_language)
      throw error
    })
  }

  /**
   * Stores a record within its client address's allowance of `max` records (lib/consent/limits.ts): null once
   * stored (or already held), else the moment a record from that address may come again. `clientAddress` is the
   * limit's key (limitAddressKey), null when unknown.
   */
  async insertWithin(row: ConsentRow, admission: ConsentAdmission): Promise<Date | null> {
    const args = {
      consent: row,
      client_address: admission.clientAddress,
      at: admission.at.toISOString(),
      address_window: `${consentAddressLimit.windowMs / 1000} seconds`,
      address_max: admission.max,
    }
    const [answer] = await this.port.call('consent_save_within', args).catch((error: unknown) => {
      if (databaseError(error).code === foreignKeyViolation)
        throw new UnknownTextVersionError(row.text_version, row.banner_language)
      throw error
    })
    const retryAt = answer?.consent_save_within
    return retryAt ? new Date(retryAt as string) : null
  }

  /** Keeps a banner text under its hash, so records can point at it; storing it again changes nothing. */
  async saveText({ version, language, text }: BannerTextVersion): Promise<void> {
    await this.port.call('consent_save_text', { text_version: version, language, text })
  }

  /** The newest record of a session made by the browser holding this reader cookie, or null. */
  async latest(sessionId: string, readerHash: string): Promise<StoredConsent | null> {
    const args = { session_id: sessionId, reader_hash: readerHash }
    return records<StoredConsent>(await this.port.call('consent_latest', args))[0] ?? null
  }

  /** The record with this consent id and the text it proves, or null. */
  async show(consentId: string): Promise<ConsentProof | null> {
    return records<ConsentProof>(await this.port.call('consent_show', { consent_id: consentId }))[0] ?? null
  }

  /** Every record created since the given moment, oldest first, every column, page by page (an export must not stop at a backend's cap). */
  async list(since?: Date, pageSize = 1000): Promise<StoredConsent[]> {
    const listed: StoredConsent[] = []
    for (;;) {
      const page = await this.port.call('consent_list', {
        since: since?.toISOString() ?? null,
        skip: listed.length,
        max_count: pageSize,
      })
      listed.push(...records<StoredConsent>(page))
      if (page.length < pageSize) return listed
    }
  }

  /**
   * Deletes (or with dryRun only counts) the records created before `cutoff`, and then the banner
   * texts older than it that no record refers to any more; returns how many records.
   */
  async purge(cutoff: Date, { dryRun = false } = {}): Promise<number> {
    const fn = dryRun ? 'consent_count_before' : 'consent_purge'
    const [row] = await this.port.call(fn, { cutoff: cutoff.toISOString() })
    return row[fn] as number
  }

  /** True for the one caller (of every server on this store) that claims `day` (YYYY-MM-DD) for the daily purge. */
  async claimDailyPurge(day: string): Promise<boolean> {
    const [row] = await this.port.call('claim_consent_purge', { run_day: day })
    return row.claim_consent_purge === true
  }
}

/** A record naming a text_version the store does not hold: the request's fault (400), not the store's. */
export class UnknownTextVersionError extends StoreError {
  constructor(version: string, language: string) {
    super(`text_version ${version} is not a banner text in '${language}' that this site has shown`)
    this.name = 'UnknownTextVersionError'
  }
}
