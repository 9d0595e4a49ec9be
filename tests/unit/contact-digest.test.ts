/** @jest-environment node */
// The hourly digest as the agency gets it: its text (lib/contact/digest.ts), and deliverDue sending it on a real
// store (PGlite) with EmailJS answered by a stub, on a clock the test moves.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, jest } from '@jest/globals'
import type { DeliveryConfig } from '@/lib/contact/config'
import type { ContactFields } from '@/lib/contact/fields'
import { deliverDue } from '@/lib/contact/deliver'
import { digestParams } from '@/lib/contact/digest'
import { ContactRequestStore, type DigestEntry, type NewContactRequest } from '@/lib/contact/store'
import { EmbeddedDatabase } from '@/lib/store/embedded'
import { SqlPort } from '@/lib/store/sql'
import { testEmailjs, testNewContactRequest, testVerifiedProof, testVisitor } from './support/contact-fixtures'

const minute = 60_000
const hour = 60 * minute
const t0 = new Date('2026-03-07T10:00:00.000Z')

describe('digestParams: the digest’s text', () => {
  const entry = (reference: string, message: string, proven = false): DigestEntry => ({
    delivery: { id: 1, reference, fields: { ...testVisitor, message }, createdAt: t0, channel: 'digest', attempts: 0 },
    proven,
  })

  it('quotes at most 400 characters of each message, cut with an ellipsis, a message of 400 whole', () => {
    const long = `${'a'.repeat(399)}b${'#'.repeat(600)}`
    const { message } = digestParams([entry('AAAA-0001', long), entry('BBBB-0002', 'd'.repeat(400))], 2, t0)
    expect(message).toContain(`\n> ${'a'.repeat(399)}b…\n`)
    expect(message).not.toContain('#')
    expect(message.endsWith(`\n> ${'d'.repeat(400)}`)).toBe(true)
  })

  it('quotes every line of a message, so that none passes for another entry of the list', () => {
    const forged = 'Salve.\n— ZZZZ-9999 · 07/03/2026 11:00 · verificata, oltre il limite orario\nMario Rossi'
    const { message } = digestParams([entry('AAAA-0001', forged)], 1, t0)
    expect(message.split('\n').filter((line) => line.startsWith('— '))).toEqual([
      expect.stringMatching(/^— AAAA-0001 · /),
    ])
    expect(message).toContain('> — ZZZZ-9999')
  })

  it('says how many wait for the next digest when more wait than it lists, and nothing of the kind otherwise', () => {
    const entries = [entry('AAAA-0001', 'Ciao'), entry('BBBB-0002', 'Salve', true)]
    const waiting = digestParams(entries, 5, t0)
    expect(waiting).toMatchObject({ firstName: 'Riepilogo orario', lastName: '(2 richieste)', today: '07/03/2026' })
    expect(waiting.message).toContain('Altre 3 attendono il prossimo riepilogo')
    expect(digestParams(entries, 2, t0).message).not.toMatch(/Altre \d+ attendono/)
    expect(waiting.message).toMatch(/— AAAA-0001 · .* · senza verifica, nessuna conferma inviata/)
    expect(waiting.message).toMatch(/— BBBB-0002 · .* · verificata, oltre il limite orario/)
  })
})

describe('deliverDue sends the hourly digest', () => {
  const db = new EmbeddedDatabase('memory://')
  const port = new SqlPort(db)
  const store = new ContactRequestStore(port)
  const config: DeliveryConfig = { emailjs: testEmailjs(), paceMs: 0 }
  let now: Date
  let log: string[]
  /** What EmailJS received, in order; it answers `status` (200 unless a test says otherwise). */
  let calls: { template_id: string; template_params: Record<string, string> }[]
  let status: number
  const at = (ms: number) => (now = new Date(t0.getTime() + ms))
  const run = (force = false) => deliverDue(store, config, { force, clock: () => now, log: (line) => log.push(line) })
  /** Stores a request at `now`, without a proof of work unless `overrides` give one. */
  async function submit(overrides: Partial<NewContactRequest> = {}, fields: Partial<ContactFields> = {}) {
    const outcome = await store.submit(testNewContactRequest(now, { proof: null, ...overrides }, fields))
    if (!outcome.stored) throw new Error('refused for its address')
    return outcome.reference
  }
  const digest = async (reference: string) =>
    (await store.show(reference))!.deliveries.find((delivery) => delivery.channel === 'digest')

  beforeAll(() => port.check(), 30_000) // PGlite starts in a second or two: pay it here
  afterAll(() => db.close())
  beforeEach(async () => {
    await store.purge(new Date('2100-01-01T00:00:00Z'))
    at(0)
    log = []
    calls = []
    status = 200
    jest.spyOn(global, 'fetch').mockImplementation(async (_url, init) => {
      calls.push(JSON.parse(String(init!.body)) as (typeof calls)[number])
      return new Response(status === 200 ? 'OK' : 'The service is unavailable', { status })
    })
  })
  afterEach(() => {
    jest.restoreAllMocks()
  })

  it('three requests without a proof: one e-mail to the agency listing all three, no auto-reply; nothing more within the hour', async () => {
    const references = [await submit(), await submit(), await submit()]
    at(minute)
    expect(await run()).toMatchObject({ delivered: { notification: 0, autoreply: 0, digest: 3 }, failed: 0 })
    expect(calls.map((call) => call.template_id)).toEqual(['template_notify'])
    for (const reference of references) expect(calls[0].template_params.message).toContain(reference)
    expect(calls[0].template_params.lastName).toBe('(3 richieste)')

    // A fourth arrives: it waits for the next hour's digest, whatever runs meanwhile.
    const fourth = await submit()
    at(hour + minute - 1)
    await run()
    expect(calls).toHaveLength(1)
    at(hour + minute)
    await run()
    expect(calls).toHaveLength(2)
    expect(calls[1].template_params.message).toContain(fourth)
    expect(calls[1].template_params.message).not.toContain(references[0])
    expect(log).toEqual([])
  })

  it('the operator’s deliver --now sends the digest at once, however recently the last one went', async () => {
    const first = await submit()
    await run()
    at(10 * minute)
    const second = await submit()
    await run()
    expect(calls).toHaveLength(1)
    await run(true)
    expect(calls.map((call) => call.template_params.message)).toEqual([
      expect.stringContaining(first),
      expect.stringContaining(second),
    ])
  })

  it('a digest EmailJS refuses: its requests keep waiting, tried again after the backoff, one log line', async () => {
    const references = [await submit(), await submit()]
    status = 503
    expect(await run()).toMatchObject({ delivered: { digest: 0 }, failed: 1 })
    expect(log).toEqual([
      '[contact] the digest of 2 requests failed (attempt 1): 503 The service is unavailable; next attempt at 2026-03-07T10:01:00.000Z',
    ])
    for (const reference of references)
      expect(await digest(reference)).toMatchObject({
        attempts: 1,
        delivered_at: null,
        last_error: '503 The service is unavailable',
      })
    expect((await store.backlog(['digest'], now, hour)).digestPending).toBe(2)

    status = 200
    at(minute - 1)
    await run()
    expect(calls).toHaveLength(1)
    at(minute)
    expect(await run()).toMatchObject({ delivered: { digest: 2 }, failed: 0 })
    expect(await digest(references[0])).toMatchObject({ attempts: 2, delivered_at: '2026-03-07T10:01:00.000Z' })
  })

  it('past the notification ceiling: the auto-reply goes at once, and the digest lists that request before those without a proof', async () => {
    const unproven = await submit()
    at(minute)
    // The site's ceiling is one notification an hour: the first proven request takes it.
    const notified = await submit({ proof: testVerifiedProof(now), notificationHourlyLimit: 1 })
    const capped = await submit({ proof: testVerifiedProof(now), notificationHourlyLimit: 1 })
    await run()
    expect(calls.map((call) => call.template_id)).toEqual([
      'template_notify',
      'template_reply',
      'template_reply',
      'template_notify',
    ])
    expect(calls[0].template_params.firstName).toBe(testVisitor.firstName)
    const listed = calls[3].template_params.message
    const [first, second] = [capped, unproven].map((reference) => listed.indexOf(reference))
    expect(first).toBeGreaterThan(-1)
    expect(second).toBeGreaterThan(first)
    expect(listed).not.toContain(notified)
  })

  it('a request whose stored fields fail the form’s rules is left out of the digest and given up, with one log line', async () => {
    const injected = await submit({}, { email: 'victim@example.it,other@example.it' })
    const valid = await submit()
    expect(await run()).toMatchObject({ delivered: { digest: 1 }, failed: 1 })
    expect(calls).toHaveLength(1)
    expect(calls[0].template_params.message).toContain(valid)
    expect(calls[0].template_params.message).not.toContain(injected)
    expect(await digest(injected)).toMatchObject({ skipped: expect.stringMatching(/^email: /), delivered_at: null })
    expect(log).toEqual([
      expect.stringMatching(new RegExp(`^\\[contact\\] digest of request ${injected} not sent: email: `)),
    ])
  })
})
