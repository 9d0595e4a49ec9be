/** @jest-environment node */
// The webhook as a CRM receives it: signed by the Standard Webhooks scheme, checked by the specification's own
// library; and no outbound call (EmailJS, the webhook) follows a redirect with its secrets. Real HTTP on 127.0.0.1.
import { afterAll, afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals'
import { randomBytes } from 'node:crypto'
import { readFileSync } from 'node:fs'
import type { IncomingHttpHeaders } from 'node:http'
import { Webhook } from 'standardwebhooks'
import type { DeliveryConfig, EmailjsConfig } from '@/lib/contact/config'
import { deliverDue } from '@/lib/contact/deliver'
import { notificationParams, sendEmail } from '@/lib/contact/emailjs'
import type { DueDelivery } from '@/lib/contact/store'
import { postWebhook, webhookId } from '@/lib/contact/webhook'
import { fakeContactRequestStore } from './support/contact-store-fake'
import { startReceiver, startRedirect, type Received } from './support/webhook-stand-in'
import { testVisitor } from './support/contact-fixtures'

const secret = `whsec_${randomBytes(32).toString('base64')}`
const fields = testVisitor
const delivery: DueDelivery = {
  id: 7,
  reference: '7K4M-2PQX',
  fields,
  createdAt: new Date('2026-03-07T10:00:00.123Z'),
  channel: 'webhook',
  attempts: 0,
}
const minute = 60_000

let receiver: Awaited<ReturnType<typeof startReceiver>>
beforeEach(async () => {
  receiver = await startReceiver()
})
afterEach(async () => {
  jest.restoreAllMocks()
  await receiver.stop()
})

const headersOf = ({ headers }: Received) =>
  Object.fromEntries(Object.entries(headers).map(([name, value]) => [name, String(value)]))

/** Runs `work` with Date.now() at `now`: the receiving library's clock. */
function atTime<T>(now: Date, work: () => T): T {
  jest.spyOn(Date, 'now').mockReturnValue(now.getTime())
  try {
    return work()
  } finally {
    jest.mocked(Date.now).mockRestore()
  }
}

/** What the receiver in docs/contact-requests.md does first: the specification's library, its clock at `now`. */
const verifyAt = (now: Date, request: Received, key = secret) =>
  atTime(now, () => new Webhook(key).verify(request.body, headersOf(request)))

/** One delivery attempt at `sentAt`, as the receiver got it. */
async function attempt(sentAt: Date, due = delivery): Promise<Received> {
  const before = receiver.received.length
  expect(await postWebhook({ url: `${receiver.origin}/hook`, secret }, due, sentAt)).toEqual({ ok: true })
  return receiver.received[before]
}

describe('postWebhook: Standard Webhooks headers and signature', () => {
  const sentAt = new Date('2026-03-07T10:00:05.000Z')

  it('a receiver verifying with the standardwebhooks library accepts the delivery and reads the request', async () => {
    const request = await attempt(sentAt)
    expect(request.url).toBe('/hook')
    expect(request.headers['content-type']).toBe('application/json')
    expect(request.headers['webhook-id']).toBe('msg_7K4M-2PQX_webhook')
    expect(request.headers['webhook-timestamp']).toBe(String(sentAt.getTime() / 1000))
    expect(request.headers['webhook-signature']).toMatch(/^v1,[A-Za-z0-9+/]{43}=$/)
    expect(request.headers).not.toHaveProperty('x-orbitalab-signature')
    expect(verifyAt(sentAt, request)).toEqual({
      reference: '7K4M-2PQX',
      receivedAt: '2026-03-07T10:00:00.123Z',
      ...fields,
    })
  })

  it('the signature covers the id, the time and the body: another key, body, id or time is refused', async () => {
    const request = await attempt(sentAt)
    expect(() => verifyAt(sentAt, request, `whsec_${randomBytes(32).toString('base64')}`)).toThrow(
      'No matching signature found',
    )
    expect(() => verifyAt(sentAt, { ...request, body: request.body.replace('Giulia', 'Giulio') })).toThrow(
      'No matching signature found',
    )
    const headers = (changes: IncomingHttpHeaders) => ({ ...request, headers: { ...request.headers, ...changes } })
    expect(() => verifyAt(sentAt, headers({ 'webhook-id': 'msg_AAAA-0001_webhook' }))).toThrow(
      'No matching signature found',
    )
    expect(() => verifyAt(sentAt, headers({ 'webhook-timestamp': String(sentAt.getTime() / 1000 + 60) }))).toThrow(
      'No matching signature found',
    )
  })

  it('a captured delivery replayed after the five-minute window is refused', async () => {
    const request = await attempt(sentAt)
    expect(verifyAt(new Date(sentAt.getTime() + 5 * minute), request)).toMatchObject({ reference: '7K4M-2PQX' })
    expect(() => verifyAt(new Date(sentAt.getTime() + 5 * minute + 1000), request)).toThrow('Message timestamp too old')
  })

  it('two attempts of one delivery carry the same id, each with its own time and signature, both valid', async () => {
    const first = await attempt(sentAt)
    const retriedAt = new Date(sentAt.getTime() + minute)
    const retry = await attempt(retriedAt, { ...delivery, attempts: 1 })
    expect(retry.headers['webhook-id']).toBe(first.headers['webhook-id'])
    expect(retry.body).toBe(first.body)
    expect(retry.headers['webhook-timestamp']).toBe(String(retriedAt.getTime() / 1000))
    expect(retry.headers['webhook-signature']).not.toBe(first.headers['webhook-signature'])
    expect(verifyAt(retriedAt, retry)).toEqual(verifyAt(sentAt, first))
  })

  it('the id differs between requests and between channels', () => {
    expect(webhookId(delivery)).toBe(webhookId({ ...delivery, attempts: 3, fields: { ...fields, message: 'Altro' } }))
    expect(webhookId({ ...delivery, reference: '7K4M-2PQY' })).not.toBe(webhookId(delivery))
    expect(webhookId({ ...delivery, channel: 'notification' })).not.toBe(webhookId(delivery))
  })
})

describe('docs/contact-requests.md, "The webhook": the receiver it shows', () => {
  /** The docs' block, run as the CRM would: the same library, the site's secret in its environment. */
  function readmeReceiver(): (rawBody: string, headers: Record<string, string>) => unknown {
    const readme = readFileSync('docs/contact-requests.md', 'utf8')
    const section = readme.slice(readme.indexOf('## The webhook'))
    const code = /```js\n([\s\S]*?)```/.exec(section)?.[1] ?? ''
    expect(code).toContain("import { Webhook } from 'standardwebhooks'")
    const script = code
      .replace("import { Webhook } from 'standardwebhooks'", "const { Webhook } = require('standardwebhooks')")
      .replace('export function receiveContactRequest', 'function receiveContactRequest')
    return new Function('require', 'process', `${script}\nreturn receiveContactRequest`)(require, {
      env: { CONTACT_WEBHOOK_SECRET: secret },
    }) as ReturnType<typeof readmeReceiver>
  }

  it('takes our delivery once, drops its replay and a retry, and refuses it after 5 minutes', async () => {
    const receiveContactRequest = readmeReceiver()
    const sentAt = new Date('2026-03-07T10:00:05.000Z')
    const request = await attempt(sentAt)
    const receive = (at: Date, request: Received, receiver = receiveContactRequest) =>
      atTime(at, () => receiver(request.body, headersOf(request)))
    expect(receive(sentAt, request)).toMatchObject({ reference: '7K4M-2PQX', email: 'giulia@example.it' })
    // The same request captured and sent again within the window: its id was taken.
    expect(receive(new Date(sentAt.getTime() + minute), request)).toBeNull()
    // A retry (its answer was lost): new timestamp and signature, the same id.
    const retriedAt = new Date(sentAt.getTime() + 2 * minute)
    expect(receive(retriedAt, await attempt(retriedAt, { ...delivery, attempts: 1 }))).toBeNull()
    // A fresh receiver (its memory lost) still refuses the capture once 5 minutes have passed.
    const later = new Date(sentAt.getTime() + 5 * minute + 1000)
    expect(() => receive(later, request, readmeReceiver())).toThrow('Message timestamp too old')
    // Another request is taken.
    const other = await attempt(sentAt, { ...delivery, reference: '7K4M-2PQY' })
    expect(receive(sentAt, other)).toMatchObject({ reference: '7K4M-2PQY' })
  })
})

describe('redirects are refused, never followed: the secrets stay with the host they were meant for', () => {
  const emailjsAt = (apiOrigin: string): EmailjsConfig => ({
    serviceId: 'service_test',
    templateId: 'template_notify',
    autoReplyTemplateId: 'template_reply',
    publicKey: 'public-key',
    privateKey: 'private-key-of-the-test',
    apiOrigin,
  })
  let redirect: Awaited<ReturnType<typeof startRedirect>>
  beforeEach(async () => {
    // The receiver is the other host: it would answer 200 to whatever reached it.
    redirect = await startRedirect(receiver.origin)
  })
  afterEach(() => redirect.stop())
  const otherHost = () => new URL(receiver.origin).host

  it('EmailJS answering 307 to another host: a failed attempt, and that host receives no private key', async () => {
    const outcome = await sendEmail(
      emailjsAt(redirect.origin),
      'template_notify',
      notificationParams(fields, new Date()),
    )
    expect(outcome).toEqual({ ok: false, error: `307 redirect to ${otherHost()} refused` })
    expect(redirect.requests()).toBe(1)
    expect(receiver.received).toEqual([])
  })

  it.each([301, 302, 307, 308])(
    'the webhook answering %i: a failed attempt, no signed request elsewhere',
    async (status) => {
      await redirect.stop()
      redirect = await startRedirect(receiver.origin, status)
      const outcome = await postWebhook({ url: `${redirect.origin}/hook`, secret }, delivery)
      expect(outcome).toEqual({ ok: false, error: `${status} redirect to ${otherHost()} refused` })
      expect(redirect.requests()).toBe(1)
      expect(receiver.received).toEqual([])
    },
  )

  it('deliverDue logs a refused redirect as any failed attempt, and tries again later', async () => {
    const fake = fakeContactRequestStore()
    fake.add('AAAA-0001', fields)
    const log: string[] = []
    const config: DeliveryConfig = { emailjs: emailjsAt(redirect.origin), paceMs: 0 }
    const now = new Date('2026-03-07T10:00:00.000Z')
    expect(await deliverDue(fake.store, config, { clock: () => now, log: (line) => log.push(line) })).toEqual({
      delivered: { notification: 0, autoreply: 0, webhook: 0, digest: 0 },
      failed: 1,
    })
    expect(log).toEqual([
      `[contact] notification of request AAAA-0001 failed (attempt 1): 307 redirect to ${otherHost()} refused; next attempt at 2026-03-07T10:01:00.000Z`,
    ])
    expect(fake.state('AAAA-0001', 'notification')).toEqual({
      state: 'failed',
      error: `307 redirect to ${otherHost()} refused`,
    })
    expect(receiver.received).toEqual([])
  })
})

describe('lib/env: the webhook’s URL and secret', () => {
  const saved = { url: process.env.CONTACT_WEBHOOK_URL, secret: process.env.CONTACT_WEBHOOK_SECRET }
  afterAll(() => {
    for (const [name, value] of [
      ['CONTACT_WEBHOOK_URL', saved.url],
      ['CONTACT_WEBHOOK_SECRET', saved.secret],
    ] as const)
      if (value === undefined) delete process.env[name]
      else process.env[name] = value
    jest.resetModules()
  })
  async function load(url: string, key = secret) {
    Object.assign(process.env, { CONTACT_WEBHOOK_URL: url, CONTACT_WEBHOOK_SECRET: key })
    jest.resetModules()
    try {
      return (await import('@/lib/env')).env.delivery.webhook
    } catch (error) {
      return (error as Error).message
    }
  }

  it('CONTACT_WEBHOOK_URL is https, or plain http to this machine only (tests, a local relay)', async () => {
    const accepted = [
      'https://crm.example/hooks/contact',
      'http://127.0.0.1:8080/hook',
      'http://127.1.2.3/hook',
      'http://localhost:3000/hook',
      'http://[::1]:9000/hook',
    ]
    for (const url of accepted) expect(await load(url)).toEqual({ url, secret })
    // The request and its signature would cross the network in clear.
    for (const url of ['http://crm.example/hooks/contact', 'http://10.0.0.5/hook', 'http://127.0.0.1.nip.io/hook'])
      expect(await load(url)).toContain(
        'CONTACT_WEBHOOK_URL: use https://: the request and its signature must not cross the network in clear',
      )
  })

  it('CONTACT_WEBHOOK_SECRET is a Standard Webhooks secret, whsec_ and at least 24 bytes; otherwise a message says so', async () => {
    const refused = [
      'a-secret-of-sixteen-or-more-characters',
      `whsec_${randomBytes(16).toString('base64')}`,
      `whsec_${'é'.repeat(40)}`,
      `whsec_${randomBytes(32).toString('base64').replace(/=+$/, '')}`,
    ]
    for (const key of refused)
      expect(await load('https://crm.example/hook', key)).toContain(
        'CONTACT_WEBHOOK_SECRET: expected a Standard Webhooks secret: whsec_ and at least 24 random bytes in base64',
      )
    const least = `whsec_${randomBytes(24).toString('base64')}`
    expect(await load('https://crm.example/hook', least)).toEqual({ url: 'https://crm.example/hook', secret: least })
  })
})
