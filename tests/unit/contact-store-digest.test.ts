/** @jest-environment node */
// What a proof of work earns in the store, the notifications' hourly ceiling, and the hourly digest's share
// (contact_submit_request, contact_claim_digest, contact_backlog), on every backend.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals'
import { ContactRequestStore, type Channel, type NewContactRequest } from '@/lib/contact/store'
import { SiteStore } from '@/lib/store'
import { storeBackends, type TestBackend } from './support/postgres-backends'
import { testNewContactRequest as contactRequest, testVerifiedProof } from './support/contact-fixtures'

const minute = 60_000
const hour = 60 * minute
const t0 = new Date('2026-03-07T10:00:00.000Z')
const after = (ms: number) => new Date(t0.getTime() + ms)
const lane: Channel[] = ['notification', 'autoreply', 'digest']
const noProof = 'sent without a proof of work (no script, or not by this form): no auto-reply'

describe.each(storeBackends)('the proof of work and the hourly digest on %s', (name, open) => {
  let db: TestBackend
  let store: ContactRequestStore
  const count = async (table: string) =>
    (await db.exec<{ n: number }>(`select count(*)::int as n from ${table}`, []))[0].n
  async function stored(request: NewContactRequest) {
    const outcome = await store.submit(request)
    if (!outcome.stored) throw new Error('refused for its address')
    return outcome
  }
  /** Each delivery row of the request, as channel → 'pending' | 'delivered' | 'skipped: why'. */
  async function deliveries(reference: string) {
    const { deliveries: rows } = (await store.show(reference))!
    return Object.fromEntries(
      rows.map((d) => [d.channel, d.delivered_at ? 'delivered' : d.skipped ? `skipped: ${d.skipped}` : 'pending']),
    )
  }
  const claimDigest = (at: Date) =>
    store.claimDigest({ channels: lane, at, leaseUntil: new Date(at.getTime() + minute) })
  const claimDue = (at: Date, channels: Channel[] = lane) =>
    store.claimDue({ channels, at, leaseUntil: new Date(at.getTime() + minute), max: 100 })

  beforeAll(async () => {
    db = await open('contact_store_digest')
    store = new ContactRequestStore(db.port)
    await db.port.check()
  }, 30_000)
  afterAll(() => db.close())
  beforeEach(async () => {
    for (const table of ['contact_requests', 'contact_limit_hits', 'contact_spent_proofs'])
      await db.exec(`delete from ${table}`, [])
  })

  it('a proof counts once: a second request with it is stored unproven, without auto-reply, for the digest', async () => {
    const proof = testVerifiedProof(t0)
    const first = await stored(contactRequest(t0, { proof }))
    const replayed = await stored(contactRequest(after(minute), { proof }))
    expect([first, replayed]).toMatchObject([
      { created: true, proven: true, autoReplySkipped: null },
      { created: true, proven: false, autoReplySkipped: noProof, budgetReport: null, notificationReport: null },
    ])
    expect(await deliveries(first.reference)).toEqual({
      notification: 'pending',
      autoreply: 'pending',
      webhook: 'pending',
    })
    expect(await deliveries(replayed.reference)).toEqual({
      digest: 'pending',
      autoreply: `skipped: ${noProof}`,
      webhook: 'pending',
    })
    expect((await store.show(replayed.reference))?.proven).toBe(false)
  })

  it('a request without a proof: stored unproven, no auto-reply, no notification of its own, nothing claimDue hands out', async () => {
    const { reference, proven } = await stored(contactRequest(t0, { proof: null }))
    expect(proven).toBe(false)
    expect(await deliveries(reference)).toEqual({
      digest: 'pending',
      autoreply: `skipped: ${noProof}`,
      webhook: 'pending',
    })
    expect(await claimDue(after(hour))).toEqual([])
    expect((await store.list())[0]).toMatchObject({ reference, proven: false })
  })

  it('past the notification ceiling a proven request waits for the digest, its auto-reply due at once; reported once, and once cleared', async () => {
    const capped = (at: Date) => stored(contactRequest(at, { notificationHourlyLimit: 2 }))
    const outcomes = []
    for (const i of [0, 1, 2, 3]) outcomes.push(await capped(after(i * minute)))
    expect(outcomes.map((o) => [o.proven, o.autoReplySkipped, o.notificationReport])).toEqual([
      [true, null, null],
      [true, null, null],
      [true, null, 'spent'],
      [true, null, null],
    ])
    const [one, two, three, four] = outcomes.map((o) => o.reference)
    expect(await deliveries(three)).toEqual({ digest: 'pending', autoreply: 'pending', webhook: 'pending' })
    // The first two auto-replies wait for their notifications; the third and fourth have none to wait for.
    const due = (await claimDue(after(4 * minute))).map((d) => `${d.reference} ${d.channel}`)
    expect(due.sort()).toEqual(
      [`${one} notification`, `${two} notification`, `${three} autoreply`, `${four} autoreply`].sort(),
    )
    expect(await capped(after(hour + 2 * minute))).toMatchObject({ notificationReport: 'cleared' })
  })

  it('claimDigest: nothing while none waits; the proven first, then the oldest; waiting counts every one', async () => {
    expect(await claimDigest(t0)).toEqual({ entries: [], waiting: 0 })
    const older = await stored(contactRequest(t0, { proof: null }))
    const newer = await stored(contactRequest(after(minute), { proof: null }))
    // The site's one notification of the hour is taken: the next proven request waits for the digest too.
    await stored(contactRequest(after(2 * minute), { notificationHourlyLimit: 1 }))
    const proven = await stored(contactRequest(after(3 * minute), { notificationHourlyLimit: 1 }))
    const claim = await claimDigest(after(4 * minute))
    expect(claim.waiting).toBe(3)
    expect(claim.entries.map((e) => [e.delivery.reference, e.delivery.channel, e.proven])).toEqual([
      [proven.reference, 'digest', true],
      [older.reference, 'digest', false],
      [newer.reference, 'digest', false],
    ])
    expect(claim.entries[1].delivery).toMatchObject({ attempts: 0, createdAt: t0, fields: { message: 'Ciao' } })
  })

  it('at most one digest an hour, of at most 50 requests: the rest wait for the next one', async () => {
    for (let i = 0; i < 52; i++) await stored(contactRequest(after(i * 1000), { proof: null }))
    const first = await claimDigest(after(minute))
    expect([first.entries.length, first.waiting]).toEqual([50, 52])
    for (const { delivery } of first.entries) await store.recordAttempt(delivery, after(minute), { delivered: true })
    expect(await claimDigest(after(minute + hour - 1))).toEqual({ entries: [], waiting: 0 })
    const next = await claimDigest(after(minute + hour))
    expect([next.entries.length, next.waiting]).toEqual([2, 2])
    expect(next.entries.map((e) => e.delivery.createdAt)).toEqual([after(50_000), after(51_000)])
  }, 60_000)

  it('backlog counts the digest’s share; a request waiting for it is stuck only an hour after one waiting for its notification', async () => {
    const unproven = await stored(contactRequest(t0, { proof: null }))
    const proven = await stored(contactRequest(t0))
    expect(await store.backlog(lane, after(31 * minute), 30 * minute)).toEqual({
      pending: 2,
      oldestPending: t0,
      stuck: 1,
      digestPending: 1,
    })
    expect(await store.markStuck(lane, after(30 * minute), 30 * minute)).toEqual([proven.reference])
    expect(await store.markStuck(lane, after(90 * minute - 1), 30 * minute)).toEqual([])
    expect((await store.backlog(lane, after(90 * minute), 30 * minute)).stuck).toBe(2)
    expect(await store.markStuck(lane, after(90 * minute), 30 * minute)).toEqual([unproven.reference])
  })

  it('a request the digest has not carried yet is not stuck while digests go out; it is once none has gone for 90 minutes', async () => {
    const carried = await stored(contactRequest(t0, { proof: null }))
    const left = await stored(contactRequest(t0, { proof: null }))
    // A digest at 10:30 carries one; the other stays for a later one (here: its send failed, next try at 11:40).
    const { entries } = await claimDigest(after(30 * minute))
    for (const { delivery } of entries)
      await store.recordAttempt(
        delivery,
        after(30 * minute),
        delivery.reference === carried.reference
          ? { delivered: true }
          : { delivered: false, error: '503', nextAttemptAt: after(100 * minute) },
      )
    // 91 minutes old, but a digest went out an hour ago: the digest works, nothing is stuck.
    expect((await store.backlog(lane, after(91 * minute), 30 * minute)).stuck).toBe(0)
    expect(await store.markStuck(lane, after(91 * minute), 30 * minute)).toEqual([])
    // No digest for 90 minutes: the digest is failing, and what waits for it is stuck.
    expect(await store.markStuck(lane, after(121 * minute), 30 * minute)).toEqual([left.reference])
  })

  it('lastHour counts the requests without a proof and the notifications against their ceiling', async () => {
    const site = new SiteStore(name === 'PGlite' ? 'embedded' : 'postgres', db.port)
    for (const i of [0, 1, 2]) await stored(contactRequest(after(i * minute), { notificationHourlyLimit: 2 }))
    await stored(contactRequest(after(3 * minute), { proof: null }))
    expect(await site.lastHour(after(10 * minute))).toMatchObject({
      contactRequests: 4,
      contactRequestsUnproven: 1,
      autoReplies: 3,
      notifications: 2,
    })
    expect(await site.lastHour(after(2 * hour))).toMatchObject({ contactRequestsUnproven: 0, notifications: 0 })
  })

  it('forgetLimits deletes a spent proof once its challenge has expired, and not before', async () => {
    await stored(contactRequest(t0, { proof: testVerifiedProof(t0) }))
    expect(await count('contact_spent_proofs')).toBe(1)
    await store.forgetLimits(after(10 * minute - 1))
    expect(await count('contact_spent_proofs')).toBe(1)
    await store.forgetLimits(after(10 * minute))
    expect(await count('contact_spent_proofs')).toBe(0)
  })
})
