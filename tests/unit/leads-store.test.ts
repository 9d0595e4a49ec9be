/** @jest-environment node */
// The rules of migration 003 (contact_submit and its limits, claims, backlog, purge), on both SQL backends.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals'
import { randomUUID } from 'node:crypto'
import { addressBucket, addressLimit, recipientBucket, recipientLimit } from '@/lib/leads/limits'
import { SqlLeadStore } from '@/lib/leads/sql-store'
import type { Channel, DueDelivery, LimitBucket, NewLead } from '@/lib/leads/store'
import { EmbeddedDatabase } from '@/lib/store/embedded'
import { PostgresDatabase } from '@/lib/store/postgres'
import type { SqlDatabase } from '@/lib/store/sql'
import { freshDatabase } from './support/postgres'

const minute = 60_000
const t0 = new Date('2026-03-07T10:00:00.000Z')
const after = (ms: number) => new Date(t0.getTime() + ms)
const emails: Channel[] = ['notification', 'autoreply']

let counter = 0
function lead(at: Date, overrides: Partial<NewLead> = {}): NewLead {
  counter += 1
  return {
    requestId: randomUUID(),
    reference: `TEST-${counter.toString().padStart(4, '0')}`,
    fields: {
      firstName: 'Giulia',
      lastName: 'Ferri',
      email: `g${counter}@example.it`,
      message: 'Ciao',
      service: 'Altro',
    },
    ipAddress: '203.0.113.0',
    at,
    addressLimit: null,
    recipientLimit: { bucket: `recipient:${counter}`, ...recipientLimit },
    ...overrides,
  }
}

const backends: [string, () => Promise<SqlDatabase>][] = [
  ['PGlite in memory', async () => new EmbeddedDatabase('memory://')],
  ['PostgreSQL', async () => new PostgresDatabase(await freshDatabase('leads_store'))],
]

describe.each(backends)('SqlLeadStore on %s', (name, open) => {
  let db: SqlDatabase
  let store: SqlLeadStore
  const count = async (text: string, params: unknown[] = []) =>
    (await db.run<{ n: number }>(`select count(*)::int as n ${text}`, params)).rows[0].n
  const claim = (at: Date, options: { max?: number; channels?: Channel[]; onlyReference?: string } = {}) =>
    store.claimDue({ channels: emails, at, leaseUntil: new Date(at.getTime() + 2 * minute), max: 10, ...options })

  beforeAll(async () => {
    db = await open()
    store = new SqlLeadStore(db)
    await store.check()
  }, 30_000)
  afterAll(() => db.close())
  beforeEach(async () => {
    await db.run('delete from contact_requests')
    await db.run('delete from contact_limit_hits')
  })

  it('a resend of the same request ID answers its reference: one row, its deliveries once', async () => {
    const first = lead(t0)
    expect(await store.submit(first)).toEqual({ stored: true, reference: first.reference, created: true })
    const again = { ...first, reference: 'ZZZZ-9999', at: after(minute) }
    expect(await store.submit(again)).toEqual({ stored: true, reference: first.reference, created: false })
    expect(await count('from contact_requests where request_id = $1', [first.requestId])).toBe(1)
    expect(await count('from contact_requests')).toBe(1)
    expect(await count('from contact_deliveries')).toBe(3)
    expect((await store.show(first.reference.toLowerCase()))?.created_at).toBe('2026-03-07T10:00:00.000Z')
  })

  it('five requests from one address in 10 minutes; the sixth is refused until the first leaves the window', async () => {
    const address: LimitBucket = await addressBucket('203.0.113.77')
    const stored = []
    for (let i = 0; i < 5; i++) {
      const request = lead(after(i * minute), { addressLimit: address })
      expect(await store.submit(request)).toMatchObject({ stored: true, created: true })
      stored.push(request)
    }
    const sixth = lead(after(5 * minute), { addressLimit: address })
    expect(await store.submit(sixth)).toEqual({ stored: false, retryAt: after(10 * minute) })
    expect(await count('from contact_requests where request_id = $1', [sixth.requestId])).toBe(0)
    expect(await count('from contact_requests')).toBe(5)
    // A resend of a stored request is answered, not counted, not refused.
    expect(await store.submit({ ...stored[0], at: after(6 * minute) })).toEqual({
      stored: true,
      reference: stored[0].reference,
      created: false,
    })
    // Another address is not held up.
    expect(
      await store.submit(lead(after(6 * minute), { addressLimit: await addressBucket('198.51.100.1') })),
    ).toMatchObject({
      stored: true,
    })
    expect(await store.submit({ ...sixth, at: after(10 * minute - 1) })).toEqual({
      stored: false,
      retryAt: after(10 * minute),
    })
    // The refusals were not counted either: at 10 minutes the first hit has left, and the sixth goes in.
    expect(await store.submit({ ...sixth, at: after(10 * minute) })).toEqual({
      stored: true,
      reference: sixth.reference,
      created: true,
    })
    expect(await store.submit(lead(after(10 * minute), { addressLimit: address }))).toEqual({
      stored: false,
      retryAt: after(11 * minute),
    })
    expect(addressLimit).toEqual({ windowMs: 10 * minute, max: 5 })
  })

  it('the fourth request to one e-mail in a day is stored, its auto-reply skipped, its notification due', async () => {
    const recipient = await recipientBucket('Giulia@Example.it ')
    expect(recipient).toEqual(await recipientBucket('giulia@example.it'))
    expect(recipient.bucket).not.toContain('giulia')
    const requests = [0, 1, 2, 3].map((hours) => lead(after(hours * 60 * minute), { recipientLimit: recipient }))
    for (const request of requests) expect(await store.submit(request)).toMatchObject({ stored: true, created: true })
    const skipped = async (request: NewLead) =>
      (await store.show(request.reference))!.deliveries.find((d) => d.channel === 'autoreply')!.skipped
    expect(await Promise.all(requests.slice(0, 3).map(skipped))).toEqual([null, null, null])
    expect(await skipped(requests[3])).toBe('the daily auto-reply limit for this e-mail address was reached')
    const due = await claim(after(4 * 60 * minute), { onlyReference: requests[3].reference })
    expect(due.map((d) => d.channel)).toEqual(['notification'])
    // Its notification delivered, its auto-reply is never claimed, and not pending either.
    await store.recordAttempt(due[0], after(4 * 60 * minute), { delivered: true })
    expect(await claim(after(5 * 60 * minute), { onlyReference: requests[3].reference })).toEqual([])
    const backlog = await store.backlog(emails, after(5 * 60 * minute), 30 * minute)
    expect(backlog.pending).toBe(3)
    // A day after the first, one more auto-reply goes again.
    const nextDay = lead(after(24 * 60 * minute), { recipientLimit: recipient })
    await store.submit(nextDay)
    expect(await skipped(nextDay)).toBeNull()
  })

  it('a claimed delivery is leased: not handed out again until the lease ends or its attempt is recorded', async () => {
    const request = lead(t0)
    await store.submit(request)
    const [notification] = await claim(t0, { channels: ['notification'] })
    expect(notification).toMatchObject({ reference: request.reference, channel: 'notification', attempts: 0 })
    expect(notification.fields).toEqual(request.fields)
    expect(notification.createdAt).toEqual(t0)
    expect(await claim(after(2 * minute - 1), { channels: ['notification'] })).toEqual([])
    expect(await claim(after(2 * minute), { channels: ['notification'] })).toHaveLength(1)
    await store.recordAttempt(notification, after(2 * minute), {
      delivered: false,
      error: '503 Service Unavailable',
      nextAttemptAt: after(3 * minute),
    })
    expect(await claim(after(3 * minute - 1), { channels: ['notification'] })).toEqual([])
    expect(await claim(after(3 * minute), { channels: ['notification'] })).toMatchObject([{ attempts: 1 }])
  })

  if (name === 'PostgreSQL')
    it('concurrent claims never hand out the same delivery', async () => {
      for (let i = 0; i < 30; i++) await store.submit(lead(t0))
      const batches = await Promise.all([1, 2, 3, 4, 5, 6].map(() => claim(after(minute), { max: 4 })))
      const rest = await claim(after(minute), { max: 100 })
      const handedOut = [...batches.flat(), ...rest].map((d: DueDelivery) => `${d.id}/${d.channel}`)
      expect(batches.flat().length).toBeGreaterThan(0)
      expect(new Set(handedOut).size).toBe(handedOut.length)
      expect(handedOut).toHaveLength(30)
      expect(handedOut.every((key) => key.endsWith('/notification'))).toBe(true)
    })

  it('purge deletes the requests older than the cutoff, with their deliveries; dryRun only counts', async () => {
    const old = lead(after(-48 * 60 * minute))
    const edge = lead(after(-24 * 60 * minute))
    const fresh = lead(t0)
    for (const request of [old, edge, fresh]) await store.submit(request)
    const cutoff = after(-24 * 60 * minute)
    expect(await store.purge(cutoff, { dryRun: true })).toBe(1)
    expect(await count('from contact_requests')).toBe(3)
    expect(await store.purge(cutoff)).toBe(1)
    expect((await store.list()).map((r) => r.reference)).toEqual([edge.reference, fresh.reference])
    expect(await count('from contact_deliveries')).toBe(6)
    expect(await store.show(old.reference)).toBeNull()
    expect(await store.purge(cutoff)).toBe(0)
  })

  it('backlog and markStuck: pending on the channels asked about, the oldest, and each stuck request once', async () => {
    const delivered = lead(t0)
    const older = lead(after(10 * minute))
    const newer = lead(after(40 * minute))
    for (const request of [delivered, older, newer]) await store.submit(request)
    for (const channel of emails)
      for (const due of await claim(after(minute), { onlyReference: delivered.reference, channels: [channel] }))
        await store.recordAttempt(due, after(minute), { delivered: true })

    const at = after(50 * minute)
    expect(await store.backlog(emails, at, 30 * minute)).toEqual({
      pending: 2,
      oldestPending: after(10 * minute),
      stuck: 1,
    })
    // The webhook, when configured, still waits for all three.
    expect(await store.backlog(['webhook'], at, 30 * minute)).toEqual({ pending: 3, oldestPending: t0, stuck: 2 })
    expect(await store.backlog(emails, at, 60 * minute)).toMatchObject({ pending: 2, stuck: 0 })

    expect(await store.markStuck(emails, at, 30 * minute)).toEqual([older.reference])
    expect(await store.markStuck(emails, after(55 * minute), 30 * minute)).toEqual([])
    expect(await store.markStuck(emails, after(70 * minute), 30 * minute)).toEqual([newer.reference])
    expect(await store.markStuck(emails, after(999 * minute), 30 * minute)).toEqual([])
    await db.run('delete from contact_requests')
    expect(await store.backlog(emails, at, 30 * minute)).toEqual({ pending: 0, oldestPending: null, stuck: 0 })
  })

  it('forgetLimits deletes the hits that left their window, and only those', async () => {
    await store.submit(lead(t0, { addressLimit: { bucket: 'address:a', windowMs: 10 * minute, max: 5 } }))
    await store.submit(lead(after(5 * minute)))
    expect(await count('from contact_limit_hits')).toBe(3)
    expect(await store.forgetLimits(after(10 * minute - 1))).toBe(0)
    expect(await store.forgetLimits(after(10 * minute))).toBe(1)
    expect(await store.forgetLimits(after(24 * 60 * minute))).toBe(1)
    expect(await store.forgetLimits(after(24 * 60 * minute + 5 * minute))).toBe(1)
    expect(await count('from contact_limit_hits')).toBe(0)
  })
})
