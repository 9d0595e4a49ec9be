/** Contact requests as the store keeps them: one interface, with the rules in SQL (db/migrations/003, 005). */
import type { ContactFields } from '@/lib/contact/fields'
import type { Channel } from './config'

export type { Channel } from './config'

export interface NewContactRequest {
  requestId: string
  /** Only tests choose one; the site lets the database draw it. */
  reference?: string
  fields: ContactFields
  /** Anonymised; null when no trustworthy address was known. */
  ipAddress: string | null
  /**
   * What the per-address limit counts by (limitAddressKey() of lib/client-address.ts); null when unknown: every
   * such request shares one count. The database keys it with its own secret and keeps only that HMAC, for one window.
   */
  clientAddress: string | null
  at: Date
  /** Auto-replies the whole site may send in an hour (AUTO_REPLY_HOURLY_LIMIT). */
  autoReplyHourlyLimit: number
}

export type SubmitOutcome =
  | {
      stored: true
      /** False: the same request ID was stored before, and this is its reference. */
      created: boolean
      reference: string
      /** Why its auto-reply will never be sent (the mailbox's daily cap, the hourly budget); null: it will. */
      autoReplySkipped: string | null
      /** This request was the first of the hour to find the hourly budget spent: the one to log it. */
      budgetSpentReported: boolean
    }
  /** Over the address's limit: nothing stored; the address may send again at `retryAt`. */
  | { stored: false; retryAt: Date }

/**
 * A field the database refused (migration 005's checks; a NUL, which PostgreSQL cannot store): the request
 * is invalid, the store works. Told apart by `name`, not instanceof: the store is shared across Next's
 * bundle layers, each with its own copy of this class.
 */
export class ContactFieldRefused extends Error {
  constructor(readonly field: keyof ContactFields) {
    super(`the database refused the contact request's ${field}`)
    this.name = 'ContactFieldRefused'
  }
}

/** The field a store refused, or undefined for any other error. */
export function refusedField(error: unknown): keyof ContactFields | undefined {
  return (error as Error | undefined)?.name === 'ContactFieldRefused' ? (error as ContactFieldRefused).field : undefined
}

/** One channel of one request, claimed for sending. */
export interface DueDelivery {
  id: number
  reference: string
  fields: ContactFields
  createdAt: Date
  channel: Channel
  attempts: number
}

export interface ClaimOptions {
  channels: readonly Channel[]
  at: Date
  leaseUntil: Date
  max: number
  onlyReference?: string
}

export type AttemptOutcome = { delivered: true } | { delivered: false; error: string; nextAttemptAt: Date }

export interface DeliveryState {
  channel: Channel
  attempts: number
  last_error: string | null
  next_attempt_at: string
  delivered_at: string | null
  /** Why this channel will never send (the auto-reply limits, a stored row the schema refuses). */
  skipped: string | null
}

export interface StoredContactRequest {
  reference: string
  request_id: string
  first_name: string
  last_name: string
  email: string
  message: string
  service: string
  ip_address: string | null
  created_at: string
  deliveries: DeliveryState[]
}

export interface Backlog {
  /** Requests with a delivery still to make on the channels asked about. */
  pending: number
  oldestPending: Date | null
  /** Of those, the ones older than the stuck threshold. */
  stuck: number
}

export interface ContactRequestStore {
  submit(contactRequest: NewContactRequest): Promise<SubmitOutcome>
  claimDue(options: ClaimOptions): Promise<DueDelivery[]>
  /** Makes every undelivered delivery on `channels` due at `at`, whatever its backoff said; returns how many. */
  makeDue(channels: readonly Channel[], at: Date): Promise<number>
  recordAttempt(delivery: DueDelivery, at: Date, outcome: AttemptOutcome): Promise<void>
  /** Never sends this delivery: its stored fields fail the form's schema; marked skipped with `reason`. */
  giveUp(delivery: DueDelivery, at: Date, reason: string): Promise<void>
  backlog(channels: readonly Channel[], at: Date, stuckAfterMs: number): Promise<Backlog>
  /** Deletes the limits' counted hits that have left their window (the privacy policy promises it). */
  forgetLimits(at: Date): Promise<number>
  /** The references that became stuck since the last call, each returned once across every server. */
  markStuck(channels: readonly Channel[], at: Date, stuckAfterMs: number): Promise<string[]>
  /** Every request that arrived since `since`, oldest first, with its deliveries. */
  list(since?: Date): Promise<StoredContactRequest[]>
  show(reference: string): Promise<StoredContactRequest | null>
  /** Deletes (or with dryRun only counts) the requests that arrived before `cutoff`. */
  purge(cutoff: Date, options?: { dryRun?: boolean }): Promise<number>
  /** Resolves when a request could be stored now. */
  check(): Promise<void>
}

/** A Postgres interval from milliseconds, as the functions of migration 003 take it. */
export const interval = (ms: number) => `${ms / 1000} seconds`
