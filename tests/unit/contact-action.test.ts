/** @jest-environment node */
// The contact form's Server Action, GET /api/health's `contactRequests`, POST /api/contact/deliver: the exported
// functions on an in-memory store.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, jest } from '@jest/globals'
import { referencePattern as reference } from '@/lib/contact/reference'
import { refusedByStoreMessage } from '@/lib/contact/schema'
import type { ContactRequestStore } from '@/lib/contact/store'
import { StoreError } from '@/lib/store/errors'
import { setConsentEnv } from './support/consent-env'
import { testRequestBody as body, testSolvedProof } from './support/contact-fixtures'
import { servedByNode } from './support/node-request'

// The work handed to after() (delivery, once the answer has gone), kept so each test can wait for it.
const afterWork: Promise<unknown>[] = []
jest.mock('next/server', () => ({
  ...jest.requireActual<object>('next/server'),
  after: (work: () => Promise<unknown>) => void afterWork.push(work()),
}))
// The request's headers as the action reads them: each post names its own.
let requestHeaders = new Headers()
jest.mock('next/headers', () => ({ headers: async () => requestHeaders }))

const operatorToken = 'operator-token-of-the-test-0123456789'
const requestVariables = ['OPERATOR_TOKEN', 'CONTACT_WEBHOOK_URL', 'CONTACT_WEBHOOK_SECRET', 'CONTACT_DELIVERY_PACE_MS']
const routes = {} as {
  contact: typeof import('@/lib/contact/form-action')
  deliver: typeof import('@/app/api/contact/deliver/route')
  health: typeof import('@/app/api/health/route')
  contactRequests: ContactRequestStore
  close: () => Promise<void>
}
let restore = () => {}
let fetchSpy: jest.SpiedFunction<typeof fetch>
/** What the CRM webhook answers: 503 (each request stays owed) unless a test says otherwise. */
let webhookStatus = 503

beforeAll(async () => {
  // The store's opening logs (the retention purge's lines) are not this file's subject.
  jest.spyOn(console, 'info').mockImplementation(() => {})
  restore = setConsentEnv({ SITE_STORE_DIR: 'memory://', TRUSTED_PROXY_HOPS: '1' })
  Object.assign(process.env, {
    OPERATOR_TOKEN: operatorToken,
    CONTACT_WEBHOOK_URL: 'https://crm.example/hook',
    CONTACT_WEBHOOK_SECRET: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
    CONTACT_DELIVERY_PACE_MS: '0',
  })
  routes.contact = await import('@/lib/contact/form-action')
  routes.deliver = await import('@/app/api/contact/deliver/route')
  routes.health = await import('@/app/api/health/route')
  const store = await import('@/lib/store')
  routes.contactRequests = await store.contactRequestStore()
  routes.close = async () => (await store.siteStore()).close()
  await (await store.siteStore()).check() // PGlite starts in a second or two: pay it here
}, 30_000)
afterAll(async () => {
  await routes.close()
  restore()
  for (const key of requestVariables) delete process.env[key]
})
beforeEach(() => {
  webhookStatus = 503
  // The CRM webhook is the configured channel: it answers what the test says.
  fetchSpy = jest.spyOn(global, 'fetch').mockImplementation(async () => new Response('', { status: webhookStatus }))
  jest.spyOn(console, 'warn').mockImplementation(() => {})
  jest.spyOn(console, 'info').mockImplementation(() => {})
})
afterEach(async () => {
  await Promise.all(afterWork.splice(0))
  jest.restoreAllMocks()
  jest.useRealTimers()
})

let addressCounter = 0
/** Each test sends from an address of its own, so the per-address limit counts only its requests. */
const newAddress = () => `198.51.100.${++addressCounter}`

/** Posts the form to its action as a browser does, the fields and what travels beside them as form data. */
async function post(payload: Record<string, unknown>, address = newAddress()) {
  requestHeaders = new Headers(servedByNode({ 'x-forwarded-for': address }))
  const form = new FormData()
  for (const [name, value] of Object.entries(payload)) form.append(name, String(value))
  return (await routes.contact.submitContactForm(null, form)).answer
}

const stored = async () => (await routes.contactRequests.list()).length

describe("the contact form's Server Action", () => {
  it('stores a valid request: its reference, the address anonymised, delivery after the answer', async () => {
    const request = body({ proof: await testSolvedProof() })
    const answer = await post(request, '203.0.113.77')
    // EmailJS is not set up here (the webhook is): the visitor is promised no confirmation e-mail.
    expect(answer).toEqual({
      kind: 'stored',
      reference: expect.stringMatching(reference),
      confirmationEmail: false,
      proven: true,
    })
    expect(await routes.contactRequests.show((answer as { reference: string }).reference)).toMatchObject({
      request_id: request.request_id,
      first_name: 'Giulia',
      email: 'giulia@example.it',
      ip_address: '203.0.113.0',
    })
    expect(afterWork).toHaveLength(1)
  })

  it('a resend of the same request: the same reference, stored once, delivered once', async () => {
    const request = body()
    const first = await post(request)
    const before = await stored()
    expect(await post(request)).toEqual(first)
    expect(await stored()).toBe(before)
    expect(afterWork).toHaveLength(1)
  })

  it('a post without JavaScript (no request ID, no fill time, no proof) is stored as a new request each time, unproven', async () => {
    const fields = Object.fromEntries(
      Object.entries(body()).filter(([name]) => name !== 'request_id' && name !== 'filled_ms'),
    )
    const first = await post(fields)
    const second = await post(fields)
    expect([first, second]).toEqual(Array(2).fill(expect.objectContaining({ kind: 'stored', proven: false })))
    expect(first).not.toEqual(second)
  })

  it('names each invalid field; nothing stored', async () => {
    const before = await stored()
    expect(await post(body({ firstName: ' ', email: 'giulia@' }))).toEqual({
      kind: 'invalid',
      error: 'invalid contact request: firstName: Inserisci il tuo nome.',
      fields: {
        firstName: 'Inserisci il tuo nome.',
        email: 'Inserisci un indirizzo email valido, ad esempio nome@azienda.it.',
      },
    })
    expect(await stored()).toBe(before)
  })

  it.each([
    ['a filled honeypot', { subject_line: 'https://spam.example' }, 'the hidden anti-spam field must stay empty'],
    [
      'a form sent in under 3 s',
      { filled_ms: 2999 },
      'the form was sent 2999 ms after it opened, faster than a person types',
    ],
  ])('refuses %s; nothing stored, nothing delivered', async (_case, overrides, reason) => {
    const before = await stored()
    expect(await post(body(overrides))).toEqual({ kind: 'refused', error: `contact request refused: ${reason}` })
    expect(await stored()).toBe(before)
    expect(afterWork).toHaveLength(0)
    expect((await post(body({ filled_ms: 3000 }))).kind).toBe('stored')
  })

  it('limited, with the seconds to wait, for the 6th request from one address in 10 minutes; another address is stored', async () => {
    const start = Date.now()
    jest.useFakeTimers({
      now: start,
      doNotFake: ['setTimeout', 'clearTimeout', 'setImmediate', 'setInterval', 'nextTick', 'queueMicrotask'],
    })
    const address = newAddress()
    for (let i = 0; i < 5; i++) {
      jest.setSystemTime(start + i * 60_000)
      expect((await post(body(), address)).kind).toBe('stored')
    }
    jest.setSystemTime(start + 5 * 60_000)
    const before = await stored()
    expect(await post(body(), address)).toEqual({
      kind: 'limited',
      error: 'too many contact requests from this address; try again later',
      retryAfterSeconds: 300,
    })
    expect(await stored()).toBe(before)
    expect((await post(body(), newAddress())).kind).toBe('stored')
    jest.setSystemTime(start + 10 * 60_000)
    expect((await post(body(), address)).kind).toBe('stored')
  })

  it('unavailable when the store fails, logged once; nothing stored', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {})
    const info = jest.mocked(console.info)
    jest.spyOn(routes.contactRequests, 'submit').mockRejectedValue(new StoreError('the database is gone'))
    const before = await stored()
    const unavailable = { kind: 'unavailable', error: 'the contact request could not be stored now; try again later' }
    expect(await post(body())).toEqual(unavailable)
    expect(await post(body())).toEqual(unavailable)
    expect(error).toHaveBeenCalledTimes(1)
    expect(String(error.mock.calls[0][0])).toContain('the database is gone')
    jest.mocked(routes.contactRequests.submit).mockRestore()
    expect(await stored()).toBe(before)
    expect((await post(body())).kind).toBe('stored')
    expect(info).toHaveBeenCalledWith('[store] the embedded store works again')
  })
})

describe("the contact form's Server Action: what the store answers beyond the reference", () => {
  it('beside the field, never unavailable, for an e-mail of 262 characters or a message with a NUL; nothing stored', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {})
    const before = await stored()
    expect(await post(body({ email: `${'g'.repeat(250)}@example.it` }))).toMatchObject({
      kind: 'invalid',
      fields: { email: 'Massimo 254 caratteri.' },
    })
    expect(await post(body({ message: 'Vorrei un preventivo.\u0000' }))).toMatchObject({
      kind: 'invalid',
      fields: { message: expect.stringMatching(/caratteri invisibili/) },
    })
    expect(error).not.toHaveBeenCalled()
    expect(await stored()).toBe(before)
  })

  it('names the field when the database refuses a value that bypassed the schema; no store failure logged', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {})
    const submit = routes.contactRequests.submit.bind(routes.contactRequests)
    jest
      .spyOn(routes.contactRequests, 'submit')
      .mockImplementation((contactRequest) =>
        submit({ ...contactRequest, fields: { ...contactRequest.fields, email: `${'g'.repeat(400)}@example.it` } }),
      )
    const before = await stored()
    expect(await post(body())).toEqual({
      kind: 'invalid',
      error: `invalid contact request: email: ${refusedByStoreMessage}`,
      fields: { email: refusedByStoreMessage },
    })
    expect(error).not.toHaveBeenCalled()
    expect(await stored()).toBe(before)
    expect(afterWork).toHaveLength(0)
  })
})

describe('GET /api/health and POST /api/contact/deliver', () => {
  const deliver = (authorization?: string, query = '') =>
    routes.deliver.POST(
      new Request(`http://localhost/api/contact/deliver${query}`, {
        method: 'POST',
        headers: authorization ? { authorization } : {},
      }),
    )

  /** GET /api/health as the operator: the details come only with the token. */
  const healthDetails = () =>
    routes.health.GET(
      new Request('http://localhost/api/health', { headers: { authorization: `Bearer ${operatorToken}` } }),
    )

  /** Stores `count` requests of this test's own, each left owed by the webhook (503), then forgets those calls. */
  async function storeOwed(count: number) {
    for (let i = 0; i < count; i++) expect((await post(body())).kind).toBe('stored')
    await Promise.all(afterWork.splice(0))
    fetchSpy.mockClear()
  }
  const owedNow = async () =>
    ((await (await healthDetails()).json()) as { contactRequests: { pending: number } }).contactRequests.pending

  it('health counts the requests the configured channel still owes', async () => {
    // Whatever other tests left is delivered first: the count is this test's own.
    webhookStatus = 200
    expect((await deliver(`Bearer ${operatorToken}`, '?now=1')).status).toBe(200)
    webhookStatus = 503
    await storeOwed(3)
    const response = await healthDetails()
    expect(response.status).toBe(200)
    const health = (await response.json()) as { ok: boolean; contactRequests: unknown }
    expect(health.ok).toBe(true)
    expect(health.contactRequests).toEqual({
      pending: 3,
      oldestPendingMinutes: 0,
      stuck: 0,
      digestPending: 0,
      delivery: 'webhook',
    })
  })

  it('403 without the operator’s token or with a wrong one; nothing is sent', async () => {
    await storeOwed(1)
    for (const authorization of [undefined, 'Bearer not-the-operator-token-0123456789', operatorToken]) {
      const refused = await deliver(authorization)
      expect(refused.status).toBe(403)
      expect(await refused.json()).toEqual({ error: 'not allowed' })
    }
    expect(fetchSpy).not.toHaveBeenCalled()
  })

  it('200 with the operator’s token: ?now=1 sends everything owed, and health then owes nothing', async () => {
    await storeOwed(2)
    webhookStatus = 200
    const owed = await owedNow()
    expect(owed).toBeGreaterThanOrEqual(2)
    const response = await deliver(`Bearer ${operatorToken}`, '?now=1')
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({
      delivered: { notification: 0, autoreply: 0, webhook: owed, digest: 0 },
      failed: 0,
    })
    expect(fetchSpy).toHaveBeenCalledTimes(owed)
    const health = (await (await healthDetails()).json()) as { contactRequests: unknown }
    expect(health.contactRequests).toEqual({
      pending: 0,
      oldestPendingMinutes: null,
      stuck: 0,
      digestPending: 0,
      delivery: 'webhook',
    })
  })
})
