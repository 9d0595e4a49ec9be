/** @jest-environment node */
// The store's functions (contact_submit_request and its limits, the fields' bounds, claims,
// backlog, purge), on every backend.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals'
import { createHash, createHmac, randomUUID } from 'node:crypto'
import type { ContactFields } from '@/lib/contact/fields'
import { limitAddressKey } from '@/lib/request/client-address'
import { networkLimit } from '@/lib/contact/limits'
import { ContactRequestStore, refusedField, type Channel, type NewContactRequest } from '@/lib/contact/store'
import { SiteStore } from '@/lib/store'
import { storeBackends, type TestBackend } from './support/postgres-backends'
import { testNewContactRequest as contactRequest } from './support/contact-fixtures'

const minute = 60_000
const hour = 60 * minute
const t0 = new Date('2026-03-07T10:00:00.000Z')
const after = (ms: number) => new Date(t0.getTime() + ms)
const emails: Channel[] = ['notification', 'autoreply']
const reference = /^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/

describe.each(storeBackends)('ContactRequestStore on %s', (name, open) => {
  let db: TestBackend
  let store: ContactRequestStore
  const count = async (text: string, params: unknown[] = []) =>
    (await db.exec<{ n: number }>(`select count(*)::int as n ${text}`, params))[0].n
  const claim = (at: Date, options: { max?: number; channels?: Channel[] } = {}) =>
    store.claimDue({ channels: emails, at, leaseUntil: new Date(at.getTime() + 2 * minute), max: 10, ...options })
  /** Stores `request` and answers the reference the database drew for it. */
  async function stored(request: NewContactRequest): Promise<string> {
    const outcome = await store.submit(request)
    if (!outcome.stored) throw new Error(`refused until ${outcome.retryAt.toISOString()}`)
    return outcome.reference
  }
  const autoReplySkipped = async (ref: string) =>
    (await store.show(ref))!.deliveries.find((d) => d.channel === 'autoreply')!.skipped

  beforeAll(async () => {
    db = await open('contact_store')
    store = new ContactRequestStore(db.port)
    await db.port.check()
  }, 30_000)
  afterAll(() => db.close())
  beforeEach(async () => {
    await db.exec('delete from contact_requests', [])
    await db.exec('delete from contact_limit_hits', [])
  })

  it('draws the reference itself; a resend of the same request ID answers it: one row, its deliveries once', async () => {
    const first = contactRequest(t0)
    const outcome = await store.submit(first)
    expect(outcome).toEqual({
      stored: true,
      reference: expect.stringMatching(reference),
      created: true,
      autoReplySkipped: null,
      proven: true,
      budgetReport: null,
      notificationReport: null,
    })
    const ref = (outcome as { reference: string }).reference
    expect(await store.submit({ ...first, at: after(minute) })).toMatchObject({
      stored: true,
      reference: ref,
      created: false,
    })
    expect(await count('from contact_requests where request_id = $1', [first.requestId])).toBe(1)
    expect(await count('from contact_requests')).toBe(1)
    expect(await count('from contact_deliveries')).toBe(3)
    expect((await store.show(ref.toLowerCase()))?.created_at).toBe('2026-03-07T10:00:00.000Z')
  })

  it('requests whose address nobody vouches for are not let through unlimited: they share one count', async () => {
    const unknown = (at: Date) => contactRequest(at, { clientAddress: null })
    for (const i of [0, 1, 2, 3, 4])
      expect(await store.submit(unknown(after(i * minute)))).toMatchObject({ stored: true })
    expect(await store.submit(unknown(after(5 * minute)))).toEqual({ stored: false, retryAt: after(10 * minute) })
    expect(await store.submit(contactRequest(after(5 * minute), { clientAddress: '198.51.100.1' }))).toMatchObject({
      stored: true,
    })
  })

  it('five requests from one address in 10 minutes; the sixth is refused until the first leaves the window', async () => {
    const fromAddress = (at: Date) => contactRequest(at, { clientAddress: '203.0.113.77' })
    const requests = [0, 1, 2, 3, 4].map((i) => fromAddress(after(i * minute)))
    for (const request of requests) expect(await store.submit(request)).toMatchObject({ stored: true, created: true })
    const sixth = fromAddress(after(5 * minute))
    expect(await store.submit(sixth)).toEqual({ stored: false, retryAt: after(10 * minute) })
    expect(await count('from contact_requests where request_id = $1', [sixth.requestId])).toBe(0)
    expect(await count('from contact_requests')).toBe(5)
    // A resend of a stored request is answered, not counted, not refused.
    expect(await store.submit({ ...requests[0], at: after(6 * minute) })).toMatchObject({
      stored: true,
      created: false,
    })
    // Another address is not held up.
    expect(await store.submit(contactRequest(after(6 * minute), { clientAddress: '198.51.100.1' }))).toMatchObject({
      stored: true,
    })
    expect(await store.submit({ ...sixth, at: after(10 * minute - 1) })).toEqual({
      stored: false,
      retryAt: after(10 * minute),
    })
    // The refusals were not counted either: at 10 minutes the first hit has left, and the sixth goes in.
    expect(await store.submit({ ...sixth, at: after(10 * minute) })).toMatchObject({ stored: true, created: true })
    expect(await store.submit(fromAddress(after(10 * minute)))).toEqual({ stored: false, retryAt: after(11 * minute) })
  })

  it('counts one client by the key lib/client-address hands over: any address of one IPv6 /64 is one client', async () => {
    const ipv6 = Array.from({ length: 6 }, (_, i) => `2001:db8:1:2:${i.toString(16)}::${i + 1}`)
    for (const raw of ipv6.slice(0, 5))
      expect(await store.submit(contactRequest(t0, { clientAddress: limitAddressKey(raw) }))).toMatchObject({
        stored: true,
      })
    expect(await store.submit(contactRequest(t0, { clientAddress: limitAddressKey(ipv6[5]) }))).toMatchObject({
      stored: false,
    })
    const otherNetwork = limitAddressKey('2001:db8:1:3::1')
    expect(await store.submit(contactRequest(t0, { clientAddress: otherNetwork }))).toMatchObject({ stored: true })
  })

  it('the last hour for the health check: requests stored and refused, auto-replies against the budget', async () => {
    const site = new SiteStore(name === 'PGlite' ? 'embedded' : 'postgres', db.port)
    const fromOne = (at: Date) => contactRequest(at, { clientAddress: '203.0.113.90' })
    for (let i = 0; i < 7; i++) await store.submit(fromOne(after(i * minute)))
    await store.submit(contactRequest(after(-2 * hour)))
    expect(await site.lastHour(after(10 * minute))).toEqual({
      consents: expect.any(Number),
      consentsRefused: expect.any(Number),
      contactRequests: 5,
      contactRequestsRefused: 2,
      contactRequestsUnproven: 0,
      autoReplies: 5,
      notifications: 5,
    })
    // An hour later the refusals and replies have left the window, as have the requests.
    expect(await site.lastHour(after(2 * hour))).toMatchObject({
      contactRequests: 0,
      contactRequestsRefused: 0,
      autoReplies: 0,
    })
  })

  it('counts an IPv6 /48 too: 60 /64s of one /48 get at most its allowance in, another /48 its own', async () => {
    const { max } = networkLimit
    const subnets = Array.from({ length: 60 }, (_, i) => limitAddressKey(`2001:db8:48:${i.toString(16)}::1`))
    const outcomes = []
    for (const clientAddress of subnets) outcomes.push(await store.submit(contactRequest(t0, { clientAddress })))
    expect(outcomes.filter((outcome) => outcome.stored)).toHaveLength(max)
    expect(outcomes.slice(max)).toEqual(Array(60 - max).fill({ stored: false, retryAt: after(networkLimit.windowMs) }))
    const otherNetwork = limitAddressKey('2001:db8:49::1')
    expect(await store.submit(contactRequest(t0, { clientAddress: otherNetwork }))).toMatchObject({ stored: true })
    // IPv4 has no network allowance: 5 each from as many addresses of one /24 as asked.
    for (let i = 0; i < 30; i++)
      expect(await store.submit(contactRequest(t0, { clientAddress: `10.48.0.${i}` }))).toMatchObject({ stored: true })
  })

  it.each([
    ['+tags and case', ['Victim+1@Example.it', 'victim+2@example.it', 'VICTIM+3@example.IT', 'victim+4@example.it']],
    [
      'Gmail dots and googlemail.com',
      ['v.i.c.t.i.m@gmail.com', 'victim@googlemail.com', 'Vic.Tim+x@Gmail.com', 'victim@gmail.com'],
    ],
  ])('one mailbox gets three auto-replies a day, however it is written (%s)', async (_case, addresses) => {
    const refs = []
    for (const [i, email] of addresses.entries())
      refs.push(await stored(contactRequest(after(i * hour), {}, { email })))
    expect(await Promise.all(refs.map(autoReplySkipped))).toEqual([
      null,
      null,
      null,
      'the daily auto-reply limit for this e-mail address was reached',
    ])
    // Another mailbox of the same domain still gets its own.
    expect(
      await autoReplySkipped(await stored(contactRequest(after(4 * hour), {}, { email: 'other@example.it' }))),
    ).toBeNull()
  })

  it('the fourth request to one mailbox in a day is stored, its auto-reply skipped, its notification due', async () => {
    const requests = [0, 1, 2, 3].map((hours) =>
      contactRequest(after(hours * hour), {}, { email: 'giulia@example.it' }),
    )
    const refs = []
    for (const request of requests) refs.push(await stored(request))
    const notifications = await claim(after(4 * hour))
    expect(notifications.map((d) => [d.reference, d.channel])).toEqual(refs.map((ref) => [ref, 'notification']))
    for (const due of notifications) await store.recordAttempt(due, after(4 * hour), { delivered: true })
    // Its notification delivered, its auto-reply is not pending, and never claimed.
    expect((await store.backlog(emails, after(5 * hour), 30 * minute)).pending).toBe(3)
    expect((await claim(after(5 * hour))).map((d) => [d.reference, d.channel])).toEqual(
      refs.slice(0, 3).map((ref) => [ref, 'autoreply']),
    )
    // A day after the first, one more auto-reply goes again.
    expect(
      await autoReplySkipped(await stored(contactRequest(after(24 * hour), {}, { email: 'giulia@example.it' }))),
    ).toBeNull()
  })

  it('the hourly auto-reply budget: past it requests are stored, auto-replies skipped, reported once, and once cleared', async () => {
    const toMailbox = (at: Date, email: string, autoReplyHourlyLimit = 2) =>
      store.submit(contactRequest(at, { autoReplyHourlyLimit }, { email }))
    const outcomes = []
    for (const i of [0, 1, 2, 3]) outcomes.push(await toMailbox(after(i * minute), `mailbox${i}@example.it`))
    expect(outcomes.map((o) => o.stored && [o.autoReplySkipped, o.budgetReport])).toEqual([
      [null, null],
      [null, null],
      ['the hourly auto-reply budget (2) was spent', 'spent'],
      ['the hourly auto-reply budget (2) was spent', null],
    ])
    // An hour on, auto-replies go again: the first says so, once.
    expect(await toMailbox(after(hour + 10 * minute), 'mailbox5@example.it')).toMatchObject({
      autoReplySkipped: null,
      budgetReport: 'cleared',
    })
    expect(await count('from contact_requests')).toBe(5)
    // A mailbox the budget turned away keeps its daily cap: three replies later that day, then the cap.
    const later = []
    for (const i of [0, 1, 2, 3]) later.push(await toMailbox(after(2 * hour + i * minute), 'mailbox2@example.it', 30))
    expect(later.map((o) => o.stored && o.autoReplySkipped)).toEqual([
      null,
      null,
      null,
      'the daily auto-reply limit for this e-mail address was reached',
    ])
    // Spent again: reported again, once.
    expect(await toMailbox(after(2 * hour + 10 * minute), 'mailbox6@example.it', 1)).toMatchObject({
      autoReplySkipped: 'the hourly auto-reply budget (1) was spent',
      budgetReport: 'spent',
    })
    expect(await toMailbox(after(2 * hour + 11 * minute), 'mailbox7@example.it', 1)).toMatchObject({
      budgetReport: null,
    })
  })

  it('keeps no address: every bucket is an HMAC under a secret of this database, kept apart from the hits', async () => {
    await store.submit(contactRequest(t0, { clientAddress: '203.0.113.77' }, { email: 'giulia@example.it' }))
    const rows = await db.exec<{ bucket: string }>('select bucket from contact_limit_hits order by bucket', [])
    const [secret] = await db.exec<{ hex: string }>(
      "select encode(secret, 'hex') as hex from contact_private.limit_secret",
      [],
    )
    const hmac = (value: string) => createHmac('sha256', Buffer.from(secret.hex, 'hex')).update(value).digest('hex')
    expect(rows.map((row) => row.bucket)).toEqual([
      `address:${hmac('203.0.113.77')}`,
      `budget:${hmac('site')}`,
      `notification:${hmac('site')}`,
      `recipient:${hmac('giulia@example.it')}`,
    ])
    // Not a plain SHA-256, which anyone can reverse by trying every address.
    const sha = (value: string) => createHash('sha256').update(value).digest('hex')
    for (const plain of ['203.0.113.77', 'contact-address:203.0.113.77', 'giulia@example.it'])
      expect(rows.map((row) => row.bucket).join()).not.toContain(sha(plain))
    expect(await count("from information_schema.columns where table_name = 'contact_limit_hits'")).toBe(3)
  })

  // The form's own rules (lib/contact/schema.ts) are stricter: these are the bounds of what a row may hold.
  it.each([
    ['a name of 201 characters', { firstName: 'G'.repeat(201) }, 'firstName'],
    ['an empty last name', { lastName: '' }, 'lastName'],
    ['an e-mail of 321 characters', { email: `${'g'.repeat(310)}@example.it` }, 'email'],
    ['a message with a NUL', { message: 'Ciao\u0000' }, 'message'],
    ['a message of 20,001 characters', { message: 'x'.repeat(20_001) }, 'message'],
    ['an empty service', { service: '' as ContactFields['service'] }, 'service'],
  ])('refuses %s, naming the field, storing and counting nothing', async (_case, fields, field) => {
    const error = await store
      .submit(contactRequest(t0, { clientAddress: '203.0.113.9' }, fields))
      .catch((e: unknown) => e)
    expect(refusedField(error)).toBe(field)
    expect(await count('from contact_requests')).toBe(0)
    expect(await count('from contact_limit_hits')).toBe(0)
  })

  it('refuses with the column alone: nothing of the row in the error the database raised', async () => {
    const error = await db
      .exec(
        `select * from contact_submit_request(request_id => $1::uuid, reference => 'AAAA-AAAA', first_name => 'Giulia',
          last_name => 'Ferri', email => $2, message => 'Ciao', service => 'Altro', ip_address => null,
          client_address => null, client_network => null, proof => null, proof_expires_at => null, at => now(),
          address_window => '1 hour', address_max => 5, network_window => '1 hour', network_max => 20,
          recipient_window => '1 day', recipient_max => 3, budget_window => '1 hour', budget_max => 30,
          notification_window => '1 hour', notification_max => 60)`,
        [randomUUID(), `${'g'.repeat(400)}@example.it`],
      )
      .then(
        () => ({}) as Error & { cause?: Error },
        (e: unknown) => e as Error & { cause?: Error },
      )
    // Straight from the driver, not through the port (which wraps it in a StoreError).
    const raised = error.cause ?? error
    expect(raised).toMatchObject({ code: '23514', message: 'contact_requests.email' })
    // What PostgreSQL writes to its own log beside the message: no "Failing row contains (...)".
    expect((raised as { detail?: string }).detail).toBeUndefined()
  })

  it('giveUp: the delivery is skipped with its reason, its attempt counted, never claimed again', async () => {
    const ref = await stored(contactRequest(t0))
    const [notification] = await claim(t0, { channels: ['notification'] })
    await store.giveUp(notification, after(minute), 'firstName: Il nome può contenere solo lettere')
    const delivery = (await store.show(ref))!.deliveries.find((d) => d.channel === 'notification')
    expect(delivery).toMatchObject({
      attempts: 1,
      skipped: 'firstName: Il nome può contenere solo lettere',
      last_error: 'firstName: Il nome può contenere solo lettere',
      delivered_at: null,
    })
    expect(await claim(after(10 * minute), { channels: ['notification'] })).toEqual([])
    expect(await store.backlog(['notification'], after(10 * minute), minute)).toMatchObject({ pending: 0 })
  })

  it('a claimed delivery is leased: not handed out again until the lease ends or its attempt is recorded', async () => {
    const request = contactRequest(t0)
    const ref = await stored(request)
    const [notification] = await claim(t0, { channels: ['notification'] })
    expect(notification).toMatchObject({ reference: ref, channel: 'notification', attempts: 0 })
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

  it('one delivery of a lane in flight at a time: nothing else of the lane is handed out until it is recorded or its lease lapses', async () => {
    for (let i = 0; i < 3; i++) await store.submit(contactRequest(t0))
    const lane = ['notification', 'autoreply'] as Channel[]
    const [first] = await claim(after(minute), { channels: lane, max: 1 })
    expect(await claim(after(minute), { channels: lane, max: 1 })).toEqual([])
    // The webhook is a lane of its own: the e-mails' claim does not hold it.
    expect(await claim(after(minute), { channels: ['webhook'], max: 1 })).toHaveLength(1)
    await store.recordAttempt(first, after(minute), { delivered: true })
    const [second] = await claim(after(minute), { channels: lane, max: 1 })
    expect(`${second.id}/${second.channel}`).not.toBe(`${first.id}/${first.channel}`)
    // A server that died after sending leaves its claim: once the lease lapses, the same delivery goes again.
    const [again] = await claim(after(3 * minute), { channels: lane, max: 1 })
    expect(`${again.id}/${again.channel}`).toBe(`${second.id}/${second.channel}`)
  })

  if (name === 'PostgreSQL')
    it('concurrent claims on many connections: one holder of a lane at a time, never the same delivery twice', async () => {
      for (let i = 0; i < 30; i++) await store.submit(contactRequest(t0))
      const sent: string[] = []
      let inFlight = 0
      let mostInFlight = 0
      // Six deliverers at once, each claiming, "sending" (a pause) and recording, until none gets anything.
      const deliverer = async () => {
        for (;;) {
          const [due] = await claim(after(minute), { max: 1 })
          if (!due) {
            if (sent.length >= 30) return
            await new Promise((resolve) => setImmediate(resolve))
            continue
          }
          mostInFlight = Math.max(mostInFlight, ++inFlight)
          sent.push(`${due.id}/${due.channel}`)
          await new Promise((resolve) => setImmediate(resolve))
          inFlight--
          await store.recordAttempt(due, after(minute), { delivered: true })
        }
      }
      await Promise.all(Array.from({ length: 6 }, deliverer))
      expect(mostInFlight).toBe(1)
      expect(new Set(sent).size).toBe(sent.length)
      expect(sent.filter((key) => key.endsWith('/notification'))).toHaveLength(30)
    })

  it('purge deletes the requests older than the cutoff, with their deliveries; dryRun only counts', async () => {
    const [old, edge, fresh] = [
      await stored(contactRequest(after(-48 * hour))),
      await stored(contactRequest(after(-24 * hour))),
      await stored(contactRequest(t0)),
    ]
    const cutoff = after(-24 * hour)
    expect(await store.purge(cutoff, { dryRun: true })).toBe(1)
    expect(await count('from contact_requests')).toBe(3)
    expect(await store.purge(cutoff)).toBe(1)
    expect((await store.list()).map((r) => r.reference)).toEqual([edge, fresh])
    expect(await count('from contact_deliveries')).toBe(6)
    expect(await store.show(old)).toBeNull()
    expect(await store.purge(cutoff)).toBe(0)
  })

  it('backlog and markStuck: pending on the channels asked about, the oldest, and each stuck request once', async () => {
    // The first is delivered on both e-mail channels; the other two arrive later.
    await stored(contactRequest(t0))
    const older = await stored(contactRequest(after(10 * minute)))
    const newer = await stored(contactRequest(after(40 * minute)))
    for (const channel of emails)
      for (const due of await claim(after(minute), { channels: [channel] }))
        await store.recordAttempt(due, after(minute), { delivered: true })

    const at = after(50 * minute)
    expect(await store.backlog(emails, at, 30 * minute)).toEqual({
      pending: 2,
      oldestPending: after(10 * minute),
      stuck: 1,
      digestPending: 0,
    })
    // The webhook, when configured, still waits for all three.
    expect(await store.backlog(['webhook'], at, 30 * minute)).toEqual({
      pending: 3,
      oldestPending: t0,
      stuck: 2,
      digestPending: 0,
    })
    expect(await store.backlog(emails, at, 60 * minute)).toMatchObject({ pending: 2, stuck: 0 })

    expect(await store.markStuck(emails, at, 30 * minute)).toEqual([older])
    expect(await store.markStuck(emails, after(55 * minute), 30 * minute)).toEqual([])
    expect(await store.markStuck(emails, after(70 * minute), 30 * minute)).toEqual([newer])
    expect(await store.markStuck(emails, after(999 * minute), 30 * minute)).toEqual([])
    await db.exec('delete from contact_requests', [])
    expect(await store.backlog(emails, at, 30 * minute)).toEqual({
      pending: 0,
      oldestPending: null,
      stuck: 0,
      digestPending: 0,
    })
  })

  it('forgetLimits deletes the hits that left their window, and only those', async () => {
    // One request from an address: its address (10 minutes), the site's auto-reply budget and notification
    // ceiling (1 hour each), its mailbox (a day).
    await store.submit(contactRequest(t0, { clientAddress: '203.0.113.5' }))
    expect(await count('from contact_limit_hits')).toBe(4)
    expect(await store.forgetLimits(after(10 * minute - 1))).toBe(0)
    expect(await store.forgetLimits(after(10 * minute))).toBe(1)
    expect(await store.forgetLimits(after(hour))).toBe(2)
    expect(await store.forgetLimits(after(24 * hour))).toBe(1)
    expect(await count('from contact_limit_hits')).toBe(0)
  })
})
