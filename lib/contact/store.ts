/** Contact requests as the store keeps them: one interface over the functions of db/migrations. */
import 'server-only'
import type { ContactFields } from '@/lib/contact/fields'
import type { Channel } from './config'
import { limitNetworkKey } from '@/lib/request/client-address'
import { addressLimit, autoReplyBudget, digest, networkLimit, notificationCeiling, recipientLimit } from './limits'
import type { VerifiedProof } from './proof'
import { newReference, parseReference } from './reference'
import { databaseError, type Row, type StorePort } from '@/lib/store/port'

export type { Channel } from './config'

export interface NewContactRequest {
  requestId: string
  /** Only tests choose one; otherwise drawn (lib/contact/reference.ts), and drawn again if already taken. */
  reference?: string
  fields: ContactFields
  /** Anonymised; null when no trustworthy address was known. */
  ipAddress: string | null
  /**
   * What the per-address limit counts by (limitAddressKey() of lib/request/client-address.ts); null when unknown: every
   * such request shares one count. The database keys it with its own secret and keeps only that HMAC, for one window.
   */
  clientAddress: string | null
  /** The request's checked proof of work (lib/contact/proof.ts), spent by this submit; null without one. */
  proof: VerifiedProof | null
  at: Date
  /** Auto-replies the whole site may send in an hour (AUTO_REPLY_HOURLY_LIMIT). */
  autoReplyHourlyLimit: number
  /** Notifications the whole site may send in an hour (NOTIFICATION_HOURLY_LIMIT); past it, the digest. */
  notificationHourlyLimit: number
}

/** A budget's news for the log: 'spent' to the first request that finds it spent, 'cleared' to the first after. */
export type BudgetReport = 'spent' | 'cleared' | null

export type SubmitOutcome =
  | {
      stored: true
      /** False: the same request ID was stored before, and this is its reference. */
      created: boolean
      reference: string
      /** Why its auto-reply will never be sent (no proof, the mailbox's daily cap, the hourly budget); null: it will. */
      autoReplySkipped: string | null
      /** Whether it came with a proof of work not spent before: without one it waits for the digest. */
      proven: boolean
      /** The auto-replies' hourly budget and the notifications' ceiling: each logged once, by the server that got it. */
      budgetReport: BudgetReport
      notificationReport: BudgetReport
    }
  /** Over the address's limit: nothing stored; the address may send again at `retryAt`. */
  | { stored: false; retryAt: Date }

/**
 * A field the database refused (a bound of contact_submit_request; a NUL, which PostgreSQL cannot store): the request
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

/** A request claimed for the hourly digest, and how many wait for it in all (these included). */
export interface DigestEntry {
  delivery: DueDelivery
  proven: boolean
}
export interface DigestClaim {
  entries: DigestEntry[]
  waiting: number
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
  proven: boolean
  created_at: string
  deliveries: DeliveryState[]
}

export interface Backlog {
  /** Requests with a delivery still to make on the channels asked about. */
  pending: number
  oldestPending: Date | null
  /** Of those, the ones older than the stuck threshold (for the digest, its hour later). */
  stuck: number
  /** Of those, the ones waiting for the hourly digest. */
  digestPending: number
}

/** A Postgres interval from milliseconds, as the functions take it. */
const interval = (ms: number) => `${ms / 1000} seconds`

const columnFields: Record<string, keyof ContactFields> = {
  first_name: 'firstName',
  last_name: 'lastName',
  email: 'email',
  message: 'message',
  service: 'service',
}

/**
 * The field whose bound the database refused, or undefined for any other error. The database names only the
 * column (check_violation, `contact_requests.<column>`), never the row's values.
 */
function fieldRefusal(error: unknown): ContactFieldRefused | undefined {
  const { code, message } = databaseError(error)
  const column = code === '23514' ? /^contact_requests\.(\w+)$/.exec(message ?? '')?.[1] : undefined
  return column && columnFields[column] ? new ContactFieldRefused(columnFields[column]) : undefined
}

/** A reference drawn twice (about one in a trillion): the whole submit is rolled back, and tried again. */
function referenceTaken(error: unknown): boolean {
  const { code, message } = databaseError(error)
  return code === '23505' && (message ?? '').includes('contact_requests_reference_key')
}

function toDueDelivery(row: Row): DueDelivery {
  return {
    id: Number(row.id),
    reference: row.reference as string,
    fields: {
      firstName: row.first_name as string,
      lastName: row.last_name as string,
      email: row.email as string,
      message: row.message as string,
      service: row.service as ContactFields['service'],
    },
    createdAt: new Date(row.created_at as string),
    channel: row.channel as Channel,
    attempts: row.attempts as number,
  }
}

/** contact_submit_request's arguments: the request, and the limits' figures it is counted against. */
function submitArgs(contactRequest: NewContactRequest, reference: string): Row {
  const { fields } = contactRequest
  return {
    request_id: contactRequest.requestId,
    reference,
    first_name: fields.firstName,
    last_name: fields.lastName,
    email: fields.email,
    message: fields.message,
    service: fields.service,
    ip_address: contactRequest.ipAddress,
    client_address: contactRequest.clientAddress,
    client_network: contactRequest.clientAddress && limitNetworkKey(contactRequest.clientAddress),
    proof: contactRequest.proof?.challenge ?? null,
    proof_expires_at: contactRequest.proof?.expiresAt.toISOString() ?? null,
    at: contactRequest.at.toISOString(),
    address_window: interval(addressLimit.windowMs),
    address_max: addressLimit.max,
    network_window: interval(networkLimit.windowMs),
    network_max: networkLimit.max,
    recipient_window: interval(recipientLimit.windowMs),
    recipient_max: recipientLimit.max,
    budget_window: interval(autoReplyBudget.windowMs),
    budget_max: contactRequest.autoReplyHourlyLimit,
    notification_window: interval(notificationCeiling.windowMs),
    notification_max: contactRequest.notificationHourlyLimit,
  }
}

function toSubmitOutcome(row: Row): SubmitOutcome {
  if (!row.stored_reference) return { stored: false, retryAt: new Date(row.retry_at as string) }
  return {
    stored: true,
    reference: row.stored_reference as string,
    created: row.created as boolean,
    autoReplySkipped: row.auto_reply_skipped as string | null,
    proven: row.proven as boolean,
    budgetReport: (row.budget_report as BudgetReport) ?? null,
    notificationReport: (row.notification_report as BudgetReport) ?? null,
  }
}

/**
 * The contact requests: each call is one function of db/migrations. The server submits as the database's owner
 * (Supabase: the service role), with the client's address and the limits' figures of lib/contact/limits.ts.
 */
export class ContactRequestStore {
  constructor(private readonly port: StorePort) {}

  /** The one number a function answers, under its own name. */
  private async count(fn: string, args: Row): Promise<number> {
    const [row] = await this.port.call(fn, args)
    return row[fn] as number
  }

  async submit(contactRequest: NewContactRequest): Promise<SubmitOutcome> {
    const { fields } = contactRequest
    // PostgreSQL refuses a NUL while reading the call's parameters, with an error that names no field.
    const unstorable = (Object.keys(fields) as (keyof ContactFields)[]).find((name) => fields[name].includes('\0'))
    if (unstorable) throw new ContactFieldRefused(unstorable)
    for (let draw = 1; ; draw++) {
      const reference = contactRequest.reference ?? newReference()
      try {
        return toSubmitOutcome(
          (await this.port.call('contact_submit_request', submitArgs(contactRequest, reference)))[0],
        )
      } catch (error) {
        if (referenceTaken(error) && !contactRequest.reference && draw < 5) continue
        throw fieldRefusal(error) ?? error
      }
    }
  }

  async claimDue(options: ClaimOptions): Promise<DueDelivery[]> {
    const rows = await this.port.call('contact_claim_due', {
      channels: [...options.channels],
      at: options.at.toISOString(),
      lease_until: options.leaseUntil.toISOString(),
      max_count: options.max,
    })
    return rows.map(toDueDelivery)
  }

  /**
   * Claims the hourly digest's requests on the e-mail lane (`channels`), unless a digest went out within the
   * hour (`force`: whenever one did, the operator's `deliver --now`): up to digest.maxRequests, the proven ones
   * first, each leased until `leaseUntil`.
   */
  async claimDigest(options: Omit<ClaimOptions, 'max'> & { force?: boolean }): Promise<DigestClaim> {
    const rows = await this.port.call('contact_claim_digest', {
      channels: [...options.channels],
      at: options.at.toISOString(),
      lease_until: options.leaseUntil.toISOString(),
      every: interval(options.force ? 0 : digest.everyMs),
      max_count: digest.maxRequests,
    })
    return {
      entries: rows.map((row) => ({
        delivery: toDueDelivery({ ...row, channel: 'digest' }),
        proven: row.proven as boolean,
      })),
      waiting: (rows[0]?.waiting as number | undefined) ?? 0,
    }
  }

  /** Makes every undelivered delivery on `channels` due at `at`, whatever its backoff said; returns how many. */
  makeDue(channels: readonly Channel[], at: Date): Promise<number> {
    return this.count('contact_make_due', { channels: [...channels], at: at.toISOString() })
  }

  async recordAttempt(delivery: DueDelivery, at: Date, outcome: AttemptOutcome): Promise<void> {
    await this.port.call('contact_record_attempt', {
      request_id: delivery.id,
      channel: delivery.channel,
      at: at.toISOString(),
      delivered: outcome.delivered,
      error: outcome.delivered ? null : outcome.error,
      next_attempt_at: outcome.delivered ? null : outcome.nextAttemptAt.toISOString(),
    })
  }

  /** Never sends this delivery: its stored fields fail the form's schema; marked skipped with `reason`. */
  async giveUp(delivery: DueDelivery, at: Date, reason: string): Promise<void> {
    const args = { request_id: delivery.id, channel: delivery.channel, at: at.toISOString(), reason }
    await this.port.call('contact_give_up', args)
  }

  async backlog(channels: readonly Channel[], at: Date, stuckAfterMs: number): Promise<Backlog> {
    const [row] = await this.port.call('contact_backlog', {
      channels: [...channels],
      at: at.toISOString(),
      stuck_after: interval(stuckAfterMs),
      digest_every: interval(digest.everyMs),
    })
    const oldest = row.oldest_pending as string | Date | null
    return {
      pending: row.pending as number,
      oldestPending: oldest ? new Date(oldest) : null,
      stuck: row.stuck as number,
      digestPending: row.digest_pending as number,
    }
  }

  /** Deletes the limits' counted hits that have left their window (the privacy policy promises it). */
  forgetLimits(at: Date): Promise<number> {
    return this.count('contact_forget_limits', { at: at.toISOString() })
  }

  /** The references that became stuck since the last call, each returned once across every server. */
  async markStuck(channels: readonly Channel[], at: Date, stuckAfterMs: number): Promise<string[]> {
    const args = {
      channels: [...channels],
      at: at.toISOString(),
      stuck_after: interval(stuckAfterMs),
      digest_every: interval(digest.everyMs),
    }
    return (await this.port.call('contact_mark_stuck', args)).map((row) => row.contact_mark_stuck as string)
  }

  /**
   * Every request that arrived since `since`, oldest first, with its deliveries, page by page; with
   * `pendingOn`, only those still waiting for a delivery on one of those channels.
   */
  async list(since?: Date, { pendingOn, pageSize = 1000 }: { pendingOn?: readonly Channel[]; pageSize?: number } = {}) {
    const requests: StoredContactRequest[] = []
    for (;;) {
      const page = await this.port.call<StoredContactRequest & Row>('contact_list', {
        since: since?.toISOString() ?? null,
        only_reference: null,
        pending_on: pendingOn ? [...pendingOn] : null,
        skip: requests.length,
        max_count: pageSize,
      })
      requests.push(...page)
      if (page.length < pageSize) return requests
    }
  }

  /** The request with this reference, typed in any case; null when there is none, or it cannot be one. */
  async show(typed: string): Promise<StoredContactRequest | null> {
    const reference = parseReference(typed)
    if (reference === null) return null
    const args = { since: null, only_reference: reference, pending_on: null, skip: 0, max_count: 1 }
    const [row] = await this.port.call<StoredContactRequest & Row>('contact_list', args)
    return row ?? null
  }

  /** Deletes (or with dryRun only counts) the requests that arrived before `cutoff`. */
  purge(cutoff: Date, { dryRun = false } = {}): Promise<number> {
    return this.count(dryRun ? 'contact_count_before' : 'contact_purge', { cutoff: cutoff.toISOString() })
  }
}
