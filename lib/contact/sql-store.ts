import { StoreError } from '@/lib/store/errors'
import { isoUtc, postgresCode, postgresMessage, type SqlDatabase } from '@/lib/store/sql'
import type { ContactFields } from '@/lib/contact/fields'
import {
  interval,
  ContactFieldRefused,
  type AttemptOutcome,
  type Backlog,
  type Channel,
  type ClaimOptions,
  type DueDelivery,
  type ContactRequestStore,
  type NewContactRequest,
  type StoredContactRequest,
  type SubmitOutcome,
} from './store'

interface DueRow {
  id: string | number
  reference: string
  first_name: string
  last_name: string
  email: string
  message: string
  service: string
  created_at: Date | string
  channel: Channel
  attempts: number
}

export function toDueDelivery(row: DueRow): DueDelivery {
  return {
    id: Number(row.id),
    reference: row.reference,
    fields: {
      firstName: row.first_name,
      lastName: row.last_name,
      email: row.email,
      message: row.message,
      service: row.service as ContactFields['service'],
    },
    createdAt: new Date(row.created_at),
    channel: row.channel,
    attempts: row.attempts,
  }
}

/** The arguments of contact_submit_request() (migration 005), by name. */
export function submitArguments(contactRequest: NewContactRequest) {
  const { fields } = contactRequest
  return {
    request_id: contactRequest.requestId,
    first_name: fields.firstName,
    last_name: fields.lastName,
    email: fields.email,
    message: fields.message,
    service: fields.service,
    ip_address: contactRequest.ipAddress,
    client_address: contactRequest.clientAddress,
    at: contactRequest.at.toISOString(),
    auto_reply_hourly_limit: contactRequest.autoReplyHourlyLimit,
    reference: contactRequest.reference ?? null,
  }
}

const columnFields: Record<string, keyof ContactFields> = {
  first_name: 'firstName',
  last_name: 'lastName',
  email: 'email',
  message: 'message',
  service: 'service',
}

/**
 * What no SQL database can take is refused before it is sent: PostgreSQL refuses a NUL while reading the
 * query's parameters, with an error that names no field.
 */
export function refuseUnstorable(fields: ContactFields): void {
  const field = (Object.keys(fields) as (keyof ContactFields)[]).find((name) => String(fields[name]).includes('\0'))
  if (field) throw new ContactFieldRefused(field)
}

/**
 * The field migration 005 refused, or undefined for any other error. The database names only the column
 * (check_violation, `contact_requests.<column>`), never the row's values.
 */
export function fieldRefusal(error: unknown): ContactFieldRefused | undefined {
  if (postgresCode(error) !== '23514') return undefined
  const column = /^contact_requests\.(\w+)$/.exec(postgresMessage(error) ?? '')?.[1]
  const field = column ? columnFields[column] : undefined
  return field ? new ContactFieldRefused(field) : undefined
}

export function claimArguments(options: ClaimOptions) {
  return {
    channels: [...options.channels],
    at: options.at.toISOString(),
    lease_until: options.leaseUntil.toISOString(),
    max_count: options.max,
    only_reference: options.onlyReference ?? null,
  }
}

export function attemptArguments(delivery: DueDelivery, at: Date, outcome: AttemptOutcome) {
  return {
    request_id: delivery.id,
    channel: delivery.channel,
    at: at.toISOString(),
    delivered: outcome.delivered,
    error: outcome.delivered ? null : outcome.error,
    next_attempt_at: outcome.delivered ? null : outcome.nextAttemptAt.toISOString(),
  }
}

export interface SubmitRow {
  stored_reference: string | null
  created: boolean
  retry_at: Date | string | null
  auto_reply_skipped: string | null
  budget_spent_reported: boolean
}

export function toSubmitOutcome(row: SubmitRow): SubmitOutcome {
  if (!row.stored_reference) return { stored: false, retryAt: new Date(row.retry_at!) }
  return {
    stored: true,
    reference: row.stored_reference,
    created: row.created,
    autoReplySkipped: row.auto_reply_skipped,
    budgetSpentReported: row.budget_spent_reported,
  }
}

export function giveUpArguments(delivery: DueDelivery, at: Date, reason: string) {
  return { request_id: delivery.id, channel: delivery.channel, at: at.toISOString(), reason }
}

const placeholders = (count: number) => Array.from({ length: count }, (_, index) => `$${index + 1}`).join(', ')

const requestColumns = `r.reference, r.request_id::text as request_id, r.first_name, r.last_name, r.email, r.message, r.service,
  r.ip_address, ${isoUtc('r.created_at')} as created_at,
  coalesce((select json_agg(json_build_object('channel', d.channel, 'attempts', d.attempts, 'last_error', d.last_error,
    'next_attempt_at', ${isoUtc('d.next_attempt_at')}, 'delivered_at', ${isoUtc('d.delivered_at')}, 'skipped', d.skipped)
    order by d.channel) from contact_deliveries d where d.request_id = r.id), '[]'::json) as deliveries`

/** The contact requests in any SQL backend: each call is one function of migrations 003 and 005, or one read. */
export class SqlContactRequestStore implements ContactRequestStore {
  constructor(private readonly db: SqlDatabase) {}

  private call<Row>(name: string, args: Record<string, unknown>, casts: Record<string, string> = {}) {
    const values = Object.values(args)
    // Named notation: the call does not depend on the order of the function's parameters.
    const params = Object.keys(args)
      .map((key, index) => `${key} => $${index + 1}${casts[key] ?? ''}`)
      .join(', ')
    return this.db.run<Row>(`select * from ${name}(${params})`, values)
  }

  async submit(contactRequest: NewContactRequest): Promise<SubmitOutcome> {
    refuseUnstorable(contactRequest.fields)
    try {
      const { rows } = await this.call<SubmitRow>('contact_submit_request', submitArguments(contactRequest), {
        request_id: '::uuid',
        ip_address: '::text',
        client_address: '::text',
        at: '::timestamptz',
        auto_reply_hourly_limit: '::int',
        reference: '::text',
      })
      return toSubmitOutcome(rows[0])
    } catch (error) {
      throw (
        fieldRefusal(error) ??
        (error instanceof StoreError
          ? error
          : new StoreError('the contact request could not be stored', { cause: error }))
      )
    }
  }

  async claimDue(options: ClaimOptions): Promise<DueDelivery[]> {
    const { rows } = await this.call<DueRow>('contact_claim_due', claimArguments(options), {
      channels: '::text[]',
      at: '::timestamptz',
      lease_until: '::timestamptz',
      max_count: '::int',
      only_reference: '::text',
    })
    return rows.map(toDueDelivery)
  }

  async makeDue(channels: readonly Channel[], at: Date): Promise<number> {
    const { rows } = await this.db.run<{ n: number }>('select contact_make_due($1::text[], $2::timestamptz) as n', [
      [...channels],
      at.toISOString(),
    ])
    return rows[0].n
  }

  async recordAttempt(delivery: DueDelivery, at: Date, outcome: AttemptOutcome): Promise<void> {
    await this.call('contact_record_attempt', attemptArguments(delivery, at, outcome), {
      request_id: '::bigint',
      at: '::timestamptz',
      delivered: '::boolean',
      error: '::text',
      next_attempt_at: '::timestamptz',
    })
  }

  async giveUp(delivery: DueDelivery, at: Date, reason: string): Promise<void> {
    await this.call('contact_give_up', giveUpArguments(delivery, at, reason), {
      request_id: '::bigint',
      at: '::timestamptz',
    })
  }

  async backlog(channels: readonly Channel[], at: Date, stuckAfterMs: number): Promise<Backlog> {
    const { rows } = await this.db.run<{ pending: number; oldest_pending: Date | string | null; stuck: number }>(
      `select * from contact_backlog(${placeholders(3)})`,
      [[...channels], at.toISOString(), interval(stuckAfterMs)],
    )
    const row = rows[0]
    return {
      pending: row.pending,
      oldestPending: row.oldest_pending ? new Date(row.oldest_pending) : null,
      stuck: row.stuck,
    }
  }

  async forgetLimits(at: Date): Promise<number> {
    const { rows } = await this.db.run<{ n: number }>('select contact_forget_limits($1::timestamptz) as n', [
      at.toISOString(),
    ])
    return rows[0].n
  }

  async markStuck(channels: readonly Channel[], at: Date, stuckAfterMs: number): Promise<string[]> {
    const { rows } = await this.db.run<{ reference: string }>(
      `select contact_mark_stuck(${placeholders(3)}) as reference`,
      [[...channels], at.toISOString(), interval(stuckAfterMs)],
    )
    return rows.map((row) => row.reference)
  }

  async list(since?: Date): Promise<StoredContactRequest[]> {
    const { rows } = await this.db.run<StoredContactRequest>(
      `select ${requestColumns} from contact_requests r where r.created_at >= $1 order by r.created_at, r.id`,
      [since ?? new Date(0)],
    )
    return rows
  }

  async show(reference: string): Promise<StoredContactRequest | null> {
    const { rows } = await this.db.run<StoredContactRequest>(
      `select ${requestColumns} from contact_requests r where r.reference = $1`,
      [reference.toUpperCase()],
    )
    return rows[0] ?? null
  }

  async purge(cutoff: Date, { dryRun = false } = {}): Promise<number> {
    if (dryRun) {
      const { rows } = await this.db.run<{ n: number }>(
        'select count(*)::int as n from contact_requests where created_at < $1',
        [cutoff],
      )
      return rows[0].n
    }
    const { rows } = await this.db.run<{ n: number }>('select contact_purge($1) as n', [cutoff])
    return rows[0].n
  }

  async check(): Promise<void> {
    await this.db.run('select 1 from contact_requests limit 1')
  }
}
