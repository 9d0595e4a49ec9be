/**
 * An in-memory ContactRequestStore with the claim rules delivery relies on (db/migrations/001_baseline.sql): due deliveries of the
 * asked channels, the earliest request first, an auto-reply only once its notification is delivered, each
 * leased until recorded, and nothing handed out on a lane while one of its deliveries is leased. It keeps what deliverDue did, and lets a test wait for a delivery to be recorded.
 */
import type { ContactFields } from '@/lib/contact/fields'
import type { AttemptOutcome, Channel, ClaimOptions, DueDelivery, ContactRequestStore } from '@/lib/contact/store'
import { channels } from '@/lib/contact/config'

export type FakeState = 'due' | 'claimed' | 'delivered' | 'failed' | 'skipped'

interface Row {
  delivery: DueDelivery
  state: FakeState
  reason?: string
  error?: string
}

export function fakeContactRequestStore() {
  const rows: Row[] = []
  const waiting: { channel: Channel; reference: string; done: () => void }[] = []
  const settled = (row: Row) => {
    for (const waiter of waiting.filter(
      (w) => w.channel === row.delivery.channel && w.reference === row.delivery.reference,
    )) {
      waiting.splice(waiting.indexOf(waiter), 1)
      waiter.done()
    }
  }
  const find = (delivery: DueDelivery) =>
    rows.find((row) => row.delivery.reference === delivery.reference && row.delivery.channel === delivery.channel)!
  const notImplemented = () => Promise.reject(new Error('not used by delivery'))

  // Delivery's side of the store, in memory; the class's own port is not there.
  const store = {
    async claimDue({ channels: asked, max }: ClaimOptions) {
      const delivered = (reference: string) =>
        rows.some(
          (r) => r.delivery.reference === reference && r.delivery.channel === 'notification' && r.state === 'delivered',
        )
      if (rows.some(({ delivery, state }) => state === 'claimed' && asked.includes(delivery.channel))) return []
      const due = rows.filter(
        ({ delivery, state }) =>
          state === 'due' &&
          asked.includes(delivery.channel) &&
          (delivery.channel !== 'autoreply' || delivered(delivery.reference)),
      )
      return due.slice(0, max).map((row) => {
        row.state = 'claimed'
        return row.delivery
      })
    },
    async recordAttempt(delivery: DueDelivery, _at: Date, outcome: AttemptOutcome) {
      const row = find(delivery)
      row.state = outcome.delivered ? 'delivered' : 'failed'
      if (!outcome.delivered) row.error = outcome.error
      settled(row)
    },
    async giveUp(delivery: DueDelivery, _at: Date, reason: string) {
      const row = find(delivery)
      row.state = 'skipped'
      row.reason = reason
      settled(row)
    },
    claimDigest: async () => ({ entries: [], waiting: 0 }),
    makeDue: async () => 0,
    forgetLimits: async () => 0,
    markStuck: async () => [],
    submit: notImplemented,
    backlog: notImplemented,
    list: notImplemented,
    show: notImplemented,
    purge: notImplemented,
  } satisfies Pick<ContactRequestStore, keyof ContactRequestStore> as unknown as ContactRequestStore

  return {
    store,
    /** Stores one request: a delivery on every channel, due now. */
    add(reference: string, fields: ContactFields, createdAt = new Date('2026-03-07T10:00:00Z')) {
      const id = rows.length + 1
      // A proven request within the ceiling: its own notification, no digest.
      for (const channel of channels.filter((name) => name !== 'digest'))
        rows.push({ delivery: { id, reference, fields, createdAt, channel, attempts: 0 }, state: 'due' })
    },
    state(reference: string, channel: Channel) {
      const { state, reason, error } = rows.find(
        (row) => row.delivery.reference === reference && row.delivery.channel === channel,
      )!
      return { state, ...(reason === undefined ? {} : { reason }), ...(error === undefined ? {} : { error }) }
    },
    /** Resolves once this delivery's attempt (or its giving up) is recorded. */
    recorded(reference: string, channel: Channel) {
      const row = rows.find((r) => r.delivery.reference === reference && r.delivery.channel === channel)
      if (row && row.state !== 'due' && row.state !== 'claimed') return Promise.resolve()
      return new Promise<void>((done) => waiting.push({ channel, reference, done }))
    },
  }
}
