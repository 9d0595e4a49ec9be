import { SupabaseRest, type SupabaseConfig } from '@/lib/store/supabase'
import {
  attemptArguments,
  claimArguments,
  fieldRefusal,
  giveUpArguments,
  refuseUnstorable,
  submitArguments,
  toDueDelivery,
  toSubmitOutcome,
  type SubmitRow,
} from './sql-store'
import {
  interval,
  type AttemptOutcome,
  type Backlog,
  type Channel,
  type ClaimOptions,
  type DeliveryState,
  type DueDelivery,
  type ContactRequestStore,
  type NewContactRequest,
  type StoredContactRequest,
  type SubmitOutcome,
} from './store'

type SupabaseContactRequest = Omit<StoredContactRequest, 'deliveries'> & { contact_deliveries: DeliveryState[] }

/**
 * The contact requests in Supabase: the same functions of migrations 003 and 005, called through PostgREST's
 * rpc with the service role key. The public key may only hand in a request (contact_hand_in), within limits
 * it cannot set; the server submits as the service role, with the client's address and its hourly budget.
 */
export class SupabaseContactRequestStore implements ContactRequestStore {
  private readonly rest: SupabaseRest

  constructor(config: SupabaseConfig) {
    this.rest = new SupabaseRest(config)
  }

  async submit(contactRequest: NewContactRequest): Promise<SubmitOutcome> {
    refuseUnstorable(contactRequest.fields)
    try {
      return toSubmitOutcome(
        (await this.rest.rpc<SubmitRow[]>('contact_submit_request', submitArguments(contactRequest)))[0],
      )
    } catch (error) {
      throw fieldRefusal(error) ?? error
    }
  }

  async claimDue(options: ClaimOptions): Promise<DueDelivery[]> {
    return (
      await this.rest.rpc<Parameters<typeof toDueDelivery>[0][]>('contact_claim_due', claimArguments(options))
    ).map(toDueDelivery)
  }

  makeDue(channels: readonly Channel[], at: Date): Promise<number> {
    return this.rest.rpc<number>('contact_make_due', { channels, at: at.toISOString() })
  }

  async recordAttempt(delivery: DueDelivery, at: Date, outcome: AttemptOutcome): Promise<void> {
    await this.rest.rpc('contact_record_attempt', attemptArguments(delivery, at, outcome))
  }

  async giveUp(delivery: DueDelivery, at: Date, reason: string): Promise<void> {
    await this.rest.rpc('contact_give_up', giveUpArguments(delivery, at, reason))
  }

  async backlog(channels: readonly Channel[], at: Date, stuckAfterMs: number): Promise<Backlog> {
    const [row] = await this.rest.rpc<{ pending: number; oldest_pending: string | null; stuck: number }[]>(
      'contact_backlog',
      { channels, at: at.toISOString(), stuck_after: interval(stuckAfterMs) },
    )
    return {
      pending: row.pending,
      oldestPending: row.oldest_pending ? new Date(row.oldest_pending) : null,
      stuck: row.stuck,
    }
  }

  forgetLimits(at: Date): Promise<number> {
    return this.rest.rpc<number>('contact_forget_limits', { at: at.toISOString() })
  }

  markStuck(channels: readonly Channel[], at: Date, stuckAfterMs: number): Promise<string[]> {
    return this.rest.rpc<string[]>('contact_mark_stuck', {
      channels,
      at: at.toISOString(),
      stuck_after: interval(stuckAfterMs),
    })
  }

  private async read(query: URLSearchParams): Promise<StoredContactRequest[]> {
    this.rest.serviceKey('reading contact requests')
    query.set('select', '*,contact_deliveries(*)')
    const rows = await this.rest.readAll<SupabaseContactRequest>('contact_requests', query)
    return rows.map(({ contact_deliveries: deliveries, ...contactRequest }) => ({ ...contactRequest, deliveries }))
  }

  list(since?: Date): Promise<StoredContactRequest[]> {
    const query = new URLSearchParams({ order: 'created_at.asc,id.asc' })
    if (since) query.set('created_at', `gte.${since.toISOString()}`)
    return this.read(query)
  }

  async show(reference: string): Promise<StoredContactRequest | null> {
    return (await this.read(new URLSearchParams({ reference: `eq.${reference.toUpperCase()}` })))[0] ?? null
  }

  async purge(cutoff: Date, { dryRun = false } = {}): Promise<number> {
    if (!dryRun) return this.rest.rpc<number>('contact_purge', { cutoff: cutoff.toISOString() })
    const response = await this.rest.call(
      `${this.rest.table('contact_requests')}?created_at=lt.${encodeURIComponent(cutoff.toISOString())}`,
      { method: 'HEAD', key: this.rest.serviceKey('counting contact requests'), headers: { Prefer: 'count=exact' } },
    )
    return Number(/\/(\d+)$/.exec(response.headers.get('content-range') ?? '')?.[1] ?? 0)
  }

  check(): Promise<void> {
    return this.rest.check()
  }
}
