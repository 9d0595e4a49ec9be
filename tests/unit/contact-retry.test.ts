/** @jest-environment node */
// When a failed delivery is tried again, on a clock the test moves: the schedule, deliverDue's runs, its log.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, jest } from '@jest/globals'
import { randomUUID } from 'node:crypto'
import type { DeliveryConfig } from '@/lib/contact/config'
import { deliverDue } from '@/lib/contact/deliver'
import { ContactRequestStore } from '@/lib/contact/store'
import { dailyRetryMs, nextAttemptAt, retryDelayMs, retryDelaysMs, stuckAfterMs } from '@/lib/contact/retry'
import { EmbeddedDatabase } from '@/lib/store/embedded'
import { SqlPort } from '@/lib/store/sql'
import { testEmailjs, testVerifiedProof } from './support/contact-fixtures'

const minute = 60_000

describe('the retry schedule', () => {
  it('1, 5, 15, 60 minutes, 3, 6, 12 hours, then once a day', () => {
    expect(retryDelaysMs).toEqual([60_000, 300_000, 900_000, 3_600_000, 10_800_000, 21_600_000, 43_200_000])
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 30].map(retryDelayMs)).toEqual([
      60_000, 300_000, 900_000, 3_600_000, 10_800_000, 21_600_000, 43_200_000, 86_400_000, 86_400_000, 86_400_000,
    ])
    expect(dailyRetryMs).toBe(86_400_000)
    expect(stuckAfterMs).toBe(1_800_000)
  })

  it('the next attempt is the failure’s time plus the delay for that many failures', () => {
    const failedAt = new Date('2026-03-07T10:00:00.000Z')
    expect(nextAttemptAt(failedAt, 1).toISOString()).toBe('2026-03-07T10:01:00.000Z')
    expect(nextAttemptAt(failedAt, 3).toISOString()).toBe('2026-03-07T10:15:00.000Z')
    expect(nextAttemptAt(failedAt, 7).toISOString()).toBe('2026-03-07T22:00:00.000Z')
    expect(nextAttemptAt(failedAt, 8).toISOString()).toBe('2026-03-08T10:00:00.000Z')
  })
})

const t0 = new Date('2026-03-07T10:00:00.000Z')
const config: DeliveryConfig = {
  emailjs: testEmailjs(),
  paceMs: 0,
}

describe('deliverDue on a controlled clock', () => {
  const db = new EmbeddedDatabase('memory://')
  const port = new SqlPort(db)
  const store = new ContactRequestStore(port)
  let now: Date
  /** Each EmailJS call, as "<notify|reply> <first name>", in order. */
  let sends: string[]
  /** The status EmailJS answers, by call ("notify Giulia"); 200 when absent. */
  let status: Record<string, number>
  let log: string[]
  let fetchSpy: jest.SpiedFunction<typeof fetch>

  const at = (ms: number) => (now = new Date(t0.getTime() + ms))
  const run = (options: Parameters<typeof deliverDue>[2] = {}, delivery = config) =>
    deliverDue(store, delivery, { clock: () => now, log: (line) => log.push(line), ...options })

  async function submit(reference: string, firstName: string) {
    const outcome = await store.submit({
      requestId: randomUUID(),
      reference,
      fields: { firstName, lastName: 'Ferri', email: `${firstName}@example.it`, message: 'Ciao', service: 'Altro' },
      ipAddress: null,
      clientAddress: null,
      at: t0,
      autoReplyHourlyLimit: 30,
      notificationHourlyLimit: 60,
      proof: testVerifiedProof(),
    })
    expect(outcome).toMatchObject({ stored: true, reference, created: true })
  }
  const deliveries = async (reference: string) =>
    Object.fromEntries((await store.show(reference))!.deliveries.map((d) => [d.channel, d]))

  beforeAll(async () => {
    await port.check() // PGlite starts in a second or two: pay it here
  }, 30_000)
  afterAll(() => db.close())
  beforeEach(async () => {
    await store.purge(new Date('2100-01-01T00:00:00Z'))
    at(0)
    sends = []
    status = {}
    log = []
    fetchSpy = jest.spyOn(global, 'fetch').mockImplementation(async (url, init) => {
      expect(String(url)).toBe('https://emailjs.test/api/v1.0/email/send')
      const body = JSON.parse(String(init!.body)) as { template_id: string; template_params: { firstName: string } }
      const call = `${body.template_id === 'template_notify' ? 'notify' : 'reply'} ${body.template_params.firstName}`
      sends.push(call)
      const answer = status[call] ?? 200
      return new Response(answer === 200 ? 'OK' : 'The service is unavailable', { status: answer })
    })
  })
  afterEach(() => fetchSpy.mockRestore())

  it('a failed notification is not sent again before its next attempt, and is once that time has come', async () => {
    await submit('AAAA-0001', 'Giulia')
    status['notify Giulia'] = 503
    expect(await run()).toEqual({ delivered: { notification: 0, autoreply: 0, webhook: 0, digest: 0 }, failed: 1 })
    expect(sends).toEqual(['notify Giulia'])

    at(minute - 1)
    await run()
    expect(sends).toHaveLength(1)
    at(minute) // the second failure: five minutes more
    await run()
    expect(sends).toEqual(['notify Giulia', 'notify Giulia'])
    at(6 * minute - 1)
    await run()
    expect(sends).toHaveLength(2)

    delete status['notify Giulia']
    at(6 * minute)
    expect(await run()).toEqual({ delivered: { notification: 1, autoreply: 1, webhook: 0, digest: 0 }, failed: 0 })
    expect(sends).toEqual(['notify Giulia', 'notify Giulia', 'notify Giulia', 'reply Giulia'])
    const { notification, autoreply } = await deliveries('AAAA-0001')
    expect(notification).toMatchObject({ attempts: 3, last_error: '503 The service is unavailable' })
    expect(notification.delivered_at).toBe('2026-03-07T10:06:00.000Z')
    expect(autoreply).toMatchObject({ attempts: 1, last_error: null, delivered_at: '2026-03-07T10:06:00.000Z' })
  })

  it('one log line per failed attempt, naming the channel, the reference, the attempt and the status', async () => {
    await submit('AAAA-0002', 'Giulia')
    status['notify Giulia'] = 429
    await run()
    at(minute)
    await run()
    expect(log).toEqual([
      '[contact] notification of request AAAA-0002 failed (attempt 1): 429 Too Many Requests: The service is unavailable; next attempt at 2026-03-07T10:01:00.000Z',
      '[contact] notification of request AAAA-0002 failed (attempt 2): 429 Too Many Requests: The service is unavailable; next attempt at 2026-03-07T10:06:00.000Z',
    ])
  })

  it('the auto-reply goes only once its notification is delivered', async () => {
    await submit('AAAA-0003', 'Giulia')
    await submit('AAAA-0004', 'Marco')
    status['notify Marco'] = 500
    await run()
    // One at a time, the earliest due first: Giulia's auto-reply is due the moment her notification is delivered.
    expect(sends).toEqual(['notify Giulia', 'reply Giulia', 'notify Marco'])
    // Marco's auto-reply waits for his notification, whatever the clock says.
    at(10 * 24 * 60 * minute)
    await run()
    expect(sends.slice(3)).toEqual(['notify Marco'])
    delete status['notify Marco']
    at(10 * 24 * 60 * minute + 5 * minute)
    await run()
    expect(sends.slice(4)).toEqual(['notify Marco', 'reply Marco'])
  })

  it('force (deliver --now) sends every undelivered request at once, and a failure in it is not retried in that run', async () => {
    await submit('AAAA-0005', 'Giulia')
    await submit('AAAA-0006', 'Marco')
    status['notify Giulia'] = 503
    status['notify Marco'] = 503
    await run()
    expect(sends).toEqual(['notify Giulia', 'notify Marco'])

    // Ten seconds later the backoff still says wait: a plain run sends nothing, a forced one everything.
    at(10_000)
    await run()
    expect(sends).toHaveLength(2)
    delete status['notify Giulia']
    expect(await run({ force: true })).toEqual({
      delivered: { notification: 1, autoreply: 1, webhook: 0, digest: 0 },
      failed: 1,
    })
    expect(sends.slice(2)).toEqual(['notify Giulia', 'reply Giulia', 'notify Marco'])
    expect(log.at(-1)).toBe(
      '[contact] notification of request AAAA-0006 failed (attempt 2): 503 The service is unavailable; next attempt at 2026-03-07T10:05:10.000Z',
    )
    // A second forced run sends Marco's again, once.
    expect(await run({ force: true })).toMatchObject({ failed: 1 })
    expect(sends.slice(5)).toEqual(['notify Marco'])
  })

  it('paces the sends with `wait`: paceMs after each e-mail before the next can be claimed, across runs too', async () => {
    // A day after any earlier send: nothing to wait for before the first.
    at(24 * 60 * 60 * 1000)
    await submit('AAAA-0007', 'Giulia')
    await submit('AAAA-0008', 'Marco')
    const events: string[] = []
    fetchSpy.mockImplementation(async () => {
      events.push('send')
      return new Response('OK')
    })
    const wait = jest.fn(async (ms: number) => {
      events.push(`wait ${ms}`)
      at(now.getTime() - t0.getTime() + ms)
    })
    await run({ wait }, { ...config, paceMs: 1000 })
    expect(events).toEqual(['send', 'wait 1000', 'send', 'wait 1000', 'send', 'wait 1000', 'send', 'wait 1000'])
    expect(now.toISOString()).toBe('2026-03-08T10:00:04.000Z')

    // Another run right after (another request's attempt, the sweep) starts a pace after the last e-mail.
    await submit('AAAA-0009', 'Anna')
    events.length = 0
    await run({ wait }, { ...config, paceMs: 1000 })
    expect(events).toEqual(['send', 'wait 1000', 'send', 'wait 1000'])

    await submit('AAAA-0011', 'Luca')
    wait.mockClear()
    await run({ wait }, { ...config, paceMs: 0 })
    expect(wait).not.toHaveBeenCalled()
  })

  it('one log line when a request becomes stuck (30 minutes undelivered), once across two runs', async () => {
    await submit('AAAA-0010', 'Giulia')
    status['notify Giulia'] = 503
    await run()
    at(stuckAfterMs - 1)
    await run()
    expect(log.filter((line) => line.includes('stuck'))).toEqual([])
    at(stuckAfterMs)
    await run()
    at(stuckAfterMs + 2 * 60 * minute)
    await run()
    const stuck = [
      '[contact] request AAAA-0010 is stuck: not delivered 30 minutes after it arrived (a request for the digest: 90 minutes, with no digest sent meanwhile); see it with `npm run contact-requests -- show AAAA-0010`, send it with `npm run contact-requests -- deliver --now`',
    ]
    expect(log.filter((line) => line.includes('stuck'))).toEqual(stuck)
    // Every attempt made meanwhile was logged on its own line.
    expect(log.filter((line) => line.includes('failed (attempt'))).toHaveLength(sends.length)
  })

  it('with no channel configured, it sends nothing, and still forgets the limits’ expired hits', async () => {
    await submit('AAAA-0011', 'Giulia')
    const hits = async () =>
      (await db.run<{ n: number }>('select count(*)::int as n from contact_limit_hits where expires_at <= $1', [now]))
        .rows[0].n
    at(24 * 60 * minute)
    expect(await hits()).toBeGreaterThan(0)
    expect(await run({}, { paceMs: 0 })).toEqual({
      delivered: { notification: 0, autoreply: 0, webhook: 0, digest: 0 },
      failed: 0,
    })
    expect(fetchSpy).not.toHaveBeenCalled()
    expect(await hits()).toBe(0)
    expect((await deliveries('AAAA-0011')).notification).toMatchObject({ attempts: 0, delivered_at: null })
  })
})
