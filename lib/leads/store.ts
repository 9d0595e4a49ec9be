/** Contact requests as the store keeps them: one interface, with the rules in SQL (db/migrations/003). */
import type { ContactFields } from '@/lib/contact/fields'

/** Where a request goes: the agency's e-mail, then the visitor's auto-reply; the CRM webhook on its own. */
export const channels = ['notification', 'autoreply', 'webhook'] as const
export type Channel = (typeof channels)[number]

/** A sliding-window limit, counted in the store so that it holds across servers. */
export interface LimitBucket {
  /** A hash, never an address itself. */
  bucket: string
  windowMs: number
  max: number
}

export interface NewLead {
  requestId: string
  reference: string
  fields: ContactFields
  /** Anonymised; null when no trustworthy address was known. */
  ipAddress: string | null
  at: Date
  /** Null when the client's address is unknown: nothing to count it by. */
  addressLimit: LimitBucket | null
  recipientLimit: LimitBucket
}

export type SubmitOutcome =
  /** `created` false: the same request ID was stored before, and this is its reference. */
  | { stored: true; reference: string; created: boolean }
  /** Over the address's limit: nothing stored; the address may send again at `retryAt`. */
  | { stored: false; retryAt: Date }

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
  /** Why this channel will never send (the auto-reply limit). */
  skipped: string | null
}

export interface StoredLead {
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

export interface LeadStore {
  submit(lead: NewLead): Promise<SubmitOutcome>
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
  list(since?: Date): Promise<StoredLead[]>
  show(reference: string): Promise<StoredLead | null>
  /** Deletes (or with dryRun only counts) the requests that arrived before `cutoff`. */
  purge(cutoff: Date, options?: { dryRun?: boolean }): Promise<number>
  /** Resolves when a request could be stored now. */
  check(): Promise<void>
}

/** A Postgres interval from milliseconds, as the functions of migration 003 take it. */
export const interval = (ms: number) => `${ms / 1000} seconds`
