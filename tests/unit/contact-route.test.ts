/** @jest-environment node */
// POST /api/contact, GET /api/health's `contactRequests`, POST /api/contact/deliver: the exported handlers on an in-memory store.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, jest } from '@jest/globals'
import { referencePattern as reference } from '@/lib/contact/reference'
import { refusedByStoreMessage } from '@/lib/contact/schema'
import type { ContactRequestStore } from '@/lib/contact/store'
import { StoreError } from '@/lib/store/errors'
import { setConsentEnv } from './support/consent-env'
import { testRequestBody as body } from './support/contact-fixtures'
import { servedByNode } from './support/node-request'

// The work handed to after() (delivery, once the answer has gone), kept so each test can wait for it.
const afterWork: Promise<unknown>[] = []
jest.mock('next/server', () => ({
  ...jest.requireActual<object>('next/server'),
  after: (work: () => Promise<unknown>) => void afterWork.push(work()),
}))

const operatorToken = 'operator-token-of-the-test-0123456789'
const requestVariables = ['OPERATOR_TOKEN', 'CONTACT_WEBHOOK_URL', 'CONTACT_WEBHOOK_SECRET', 'CONTACT_DELIVERY_PACE_MS']
const routes = {} as {
  contact: typeof import('@/app/api/contact/route')
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
  routes.contact = await import('@/app/api/contact/route')
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

function post(payload: unknown, address = newAddress(), headers: Record<string, string> = {}) {
  return routes.contact.POST(
    new Request('http://localhost/api/contact', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...servedByNode({ 'x-forwarded-for': address, ...headers }) },
      body: typeof payload === 'string' ? payload : JSON.stringify(payload),
    }),
  )
}

const stored = async () => (await routes.contactRequests.list()).length

async function expectError(response: Response, status: number, error: string | RegExp) {
  expect(response.status).toBe(status)
  const answer = (await response.json()) as { error: string }
  expect(answer.error).toEqual(typeof error === 'string' ? error : expect.stringMatching(error))
  return answer
}

describe('POST /api/contact', () => {
  it('stores a valid request: 201 with its reference, the address anonymised, delivery after the answer', async () => {
    const request = body()
    const response = await post(request, '203.0.113.77')
    expect(response.status).toBe(201)
    expect(response.headers.get('cache-control')).toBe('no-store')
    const answer = (await response.json()) as { reference: string }
    // EmailJS is not set up here (the webhook is): the visitor is promised no confirmation e-mail.
    expect(answer).toEqual({ kind: 'stored', reference: expect.stringMatching(reference), confirmationEmail: false })
    expect(await routes.contactRequests.show(answer.reference)).toMatchObject({
      request_id: request.request_id,
      first_name: 'Giulia',
      email: 'giulia@example.it',
      ip_address: '203.0.113.0',
    })
    expect(afterWork).toHaveLength(1)
  })

  it('a resend of the same request: 200 with the same reference, stored once, delivered once', async () => {
    const request = body()
    const first = (await (await post(request)).json()) as { reference: string }
    const before = await stored()
    const again = await post(request)
    expect(again.status).toBe(200)
    expect(await again.json()).toEqual({ kind: 'stored', reference: first.reference, confirmationEmail: false })
    expect(await stored()).toBe(before)
    expect(afterWork).toHaveLength(1)
  })

  it('422 naming each invalid field; nothing stored', async () => {
    const before = await stored()
    const response = await post(body({ firstName: ' ', email: 'giulia@' }))
    const answer = await expectError(response, 422, 'invalid contact request: firstName: Inserisci il tuo nome.')
    expect(answer).toEqual({
      kind: 'invalid',
      error: expect.any(String),
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
  ])('422 for %s; nothing stored, nothing delivered', async (_case, overrides, reason) => {
    const before = await stored()
    await expectError(await post(body(overrides)), 422, `contact request refused: ${reason}`)
    expect(await stored()).toBe(before)
    expect(afterWork).toHaveLength(0)
    expect((await post(body({ filled_ms: 3000 }))).status).toBe(201)
  })

  it('415 for a body that is not JSON, 413 over 16 KB, 400 for malformed JSON; nothing stored', async () => {
    const before = await stored()
    await expectError(await post(body(), undefined, { 'content-type': 'text/plain' }), 415, /Content-Type/)
    await expectError(await post(body({ message: 'x'.repeat(16 * 1024) })), 413, 'body larger than 16384 bytes')
    await expectError(await post('{"firstName": "Giulia",'), 400, 'body is not valid JSON')
    expect(await stored()).toBe(before)
  })

  it('429 with Retry-After for the 6th request from one address in 10 minutes; another address still gets 201', async () => {
    const start = Date.now()
    jest.useFakeTimers({
      now: start,
      doNotFake: ['setTimeout', 'clearTimeout', 'setImmediate', 'setInterval', 'nextTick', 'queueMicrotask'],
    })
    const address = newAddress()
    for (let i = 0; i < 5; i++) {
      jest.setSystemTime(start + i * 60_000)
      expect((await post(body(), address)).status).toBe(201)
    }
    jest.setSystemTime(start + 5 * 60_000)
    const before = await stored()
    const limited = await post(body(), address)
    await expectError(limited, 429, 'too many contact requests from this address; try again later')
    expect(limited.headers.get('retry-after')).toBe('300')
    expect(await stored()).toBe(before)
    expect((await post(body(), newAddress())).status).toBe(201)
    jest.setSystemTime(start + 10 * 60_000)
    expect((await post(body(), address)).status).toBe(201)
  })

  it('503 when the store fails, logged once; nothing stored', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {})
    const info = jest.mocked(console.info)
    jest.spyOn(routes.contactRequests, 'submit').mockRejectedValue(new StoreError('the database is gone'))
    const before = await stored()
    await expectError(await post(body()), 503, 'the contact request could not be stored now; try again later')
    await expectError(await post(body()), 503, /could not be stored/)
    expect(error).toHaveBeenCalledTimes(1)
    expect(String(error.mock.calls[0][0])).toContain('the database is gone')
    jest.mocked(routes.contactRequests.submit).mockRestore()
    expect(await stored()).toBe(before)
    expect((await post(body())).status).toBe(201)
    expect(info).toHaveBeenCalledWith('[store] the embedded store works again')
  })
})

describe('POST /api/contact: what the store answers beyond the reference', () => {
  it('promises no confirmation e-mail when EmailJS is not set up (only the webhook is, here)', async () => {
    const { acceptContactRequest } = await import('@/lib/contact/accept')
    const headers = new Headers(servedByNode({ 'x-forwarded-for': newAddress() }))
    const result = await acceptContactRequest(body(), { headers, afterResponse: () => {} })
    expect(result).toMatchObject({ answer: { kind: 'stored', confirmationEmail: false }, created: true })
  })

  it('422 beside the field, never 503, for an e-mail of 262 characters or a message with a NUL; nothing stored', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {})
    const before = await stored()
    const long = await post(body({ email: `${'g'.repeat(250)}@example.it` }))
    expect(long.status).toBe(422)
    expect(await long.json()).toMatchObject({ fields: { email: 'Massimo 254 caratteri.' } })
    const nul = await post(body({ message: 'Vorrei un preventivo.\u0000' }))
    expect(nul.status).toBe(422)
    expect(await nul.json()).toMatchObject({ fields: { message: expect.stringMatching(/caratteri invisibili/) } })
    expect(error).not.toHaveBeenCalled()
    expect(await stored()).toBe(before)
  })

  it('422 naming the field when the database refuses a value that bypassed the schema; no store failure logged', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {})
    const submit = routes.contactRequests.submit.bind(routes.contactRequests)
    jest
      .spyOn(routes.contactRequests, 'submit')
      .mockImplementation((contactRequest) =>
        submit({ ...contactRequest, fields: { ...contactRequest.fields, email: `${'g'.repeat(400)}@example.it` } }),
      )
    const before = await stored()
    const answer = await expectError(
      await post(body()),
      422,
      `invalid contact request: email: ${refusedByStoreMessage}`,
    )
    expect(answer).toMatchObject({ fields: { email: refusedByStoreMessage } })
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
    for (let i = 0; i < count; i++) expect((await post(body())).status).toBe(201)
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
    expect(health.contactRequests).toEqual({ pending: 3, oldestPendingMinutes: 0, stuck: 0, delivery: 'webhook' })
  })

  it('403 without the operator’s token or with a wrong one; nothing is sent', async () => {
    await storeOwed(1)
    await expectError(await deliver(), 403, 'not allowed')
    await expectError(await deliver('Bearer not-the-operator-token-0123456789'), 403, 'not allowed')
    await expectError(await deliver(operatorToken), 403, 'not allowed')
    expect(fetchSpy).not.toHaveBeenCalled()
  })

  it('200 with the operator’s token: ?now=1 sends everything owed, and health then owes nothing', async () => {
    await storeOwed(2)
    webhookStatus = 200
    const owed = await owedNow()
    expect(owed).toBeGreaterThanOrEqual(2)
    const response = await deliver(`Bearer ${operatorToken}`, '?now=1')
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ delivered: { notification: 0, autoreply: 0, webhook: owed }, failed: 0 })
    expect(fetchSpy).toHaveBeenCalledTimes(owed)
    const health = (await (await healthDetails()).json()) as { contactRequests: unknown }
    expect(health.contactRequests).toEqual({ pending: 0, oldestPendingMinutes: null, stuck: 0, delivery: 'webhook' })
  })
})
