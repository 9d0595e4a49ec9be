/** @jest-environment node */
import { describe, expect, it, jest } from '@jest/globals'
import { consentAddressLimit } from '@/lib/consent/limits'
import type { StoredConsent } from '@/lib/consent/store'
import { memoryConsentRouteForFile, withNoStoreOpened } from './support/consent-env'
import { otherText, shownSignalText, shownText } from './support/consent-texts'
import { consentBody, newSessionId } from './support/requests'
import { servedByNode } from './support/node-request'

// One proxy of ours in front: the rightmost X-Forwarded-For entry is the client.
const consent = memoryConsentRouteForFile({ TRUSTED_PROXY_HOPS: '1' })

function post(
  body: string,
  headers: Record<string, string> = {},
  url = 'http://localhost/api/consent',
): Promise<Response> {
  return consent.route.POST(
    new Request(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...servedByNode(headers) },
      body,
    }),
  )
}

/** The newest stored row of a session, read from the store itself (the API shows it to no one). */
async function storedFor(sessionId: string): Promise<StoredConsent | null> {
  return (await consent.store.list()).filter((row) => row.session_id === sessionId).at(-1) ?? null
}

async function expectJsonError(response: Response, status: number): Promise<string> {
  expect(response.status).toBe(status)
  expect(response.headers.get('content-type')).toMatch(/^application\/json/)
  const body = (await response.json()) as { error?: unknown }
  expect(typeof body.error).toBe('string')
  expect(Object.keys(body)).toEqual(['error'])
  return body.error as string
}

function setCookie(response: Response, name: string): string {
  const cookie = response.headers.getSetCookie().find((entry) => entry.startsWith(`${name}=`))
  expect(cookie).toBeDefined()
  return cookie!
}

function cookieRecord(cookie: string): unknown {
  return JSON.parse(decodeURIComponent(/^cookie_consent=([^;]*)/.exec(cookie)![1]))
}

describe('POST /api/consent: a valid consent', () => {
  it('is stored (201) and answered with a one-year first-party cookie holding the choice', async () => {
    const sessionId = newSessionId()
    const body = consentBody(sessionId)
    const response = await post(JSON.stringify(body), { 'x-forwarded-for': '203.0.113.77, 10.0.0.1' })
    expect(response.status).toBe(201)
    expect(await response.json()).toEqual({ stored: true, consent_id: body.consent_id })

    const cookie = setCookie(response, 'cookie_consent')
    expect(cookieRecord(cookie)).toEqual({
      preferences: body.consent_data,
      timestamp: Date.parse(body.timestamp),
      version: '1.0',
      consentId: body.consent_id,
    })
    const attributes = cookie.split(';').map((part) => part.trim())
    expect(attributes).toEqual(expect.arrayContaining(['Path=/', 'Max-Age=31536000', 'SameSite=lax']))
    expect(attributes.map((a) => a.toLowerCase())).not.toContain('secure')
    expect(attributes.map((a) => a.toLowerCase())).not.toContain('httponly')

    const stored = await storedFor(sessionId)
    expect(stored).toMatchObject({
      session_id: sessionId,
      analytics: true,
      functional: false,
      marketing: true,
      consent_data: body.consent_data,
      page_url: body.page_url,
      consent_id: body.consent_id,
      accept_type: 'custom',
      banner_language: 'it',
      text_version: body.text_version,
    })
  })

  it.each(['it', 'en'] as const)(
    'keeps the %s banner text the record proves, retrievable by its consent id',
    async (language) => {
      const body = {
        ...consentBody(newSessionId()),
        banner_language: language,
        text_version: shownText(language).version,
      }
      expect((await post(JSON.stringify(body))).status).toBe(201)
      expect(await consent.store.show(body.consent_id)).toMatchObject({
        banner_language: language,
        banner_text: shownText(language).text,
      })
    },
  )

  it('stores a record sent twice (the browser retrying after a lost answer) once, and answers 201 both times', async () => {
    const body = consentBody(newSessionId())
    for (let attempt = 0; attempt < 2; attempt++) {
      const response = await post(JSON.stringify(body))
      expect(response.status).toBe(201)
      expect(cookieRecord(setCookie(response, 'cookie_consent'))).toMatchObject({ consentId: body.consent_id })
    }
    expect((await consent.store.list()).filter((row) => row.consent_id === body.consent_id)).toHaveLength(1)
  })

  it('accepts the text of an earlier deployment that the store already holds (a retry across a deploy)', async () => {
    const earlier = otherText('Il banner della versione precedente')
    await consent.store.saveText(earlier)
    const body = { ...consentBody(newSessionId()), text_version: earlier.version }
    expect((await post(JSON.stringify(body))).status).toBe(201)
    expect((await consent.store.show(body.consent_id))?.banner_text).toBe(earlier.text)
  })

  it.each([
    ['the request URL is https', 'https://www.orbitalab.it/api/consent', {}],
    ['the proxy says x-forwarded-proto: https', 'http://localhost/api/consent', { 'x-forwarded-proto': 'https' }],
  ])('marks the cookie Secure when %s', async (_case, url, headers) => {
    const response = await post(JSON.stringify(consentBody(newSessionId())), headers, url)
    expect(response.status).toBe(201)
    for (const name of ['cookie_consent', 'consent_reader'])
      expect(
        setCookie(response, name)
          .split(';')
          .map((part) => part.trim()),
      ).toContain('Secure')
  })

  it('stores only the anonymised address our proxy saw: the raw one and a forged one appear nowhere', async () => {
    const sessionId = newSessionId()
    await post(JSON.stringify(consentBody(sessionId)), { 'x-forwarded-for': '10.0.0.1, 203.0.113.77' })
    const stored = await storedFor(sessionId)
    expect(stored?.ip_address).toBe('203.0.113.0')
    const json = JSON.stringify(stored)
    expect(json).not.toContain('203.0.113.77')
    expect(json).not.toContain('10.0.0')
  })

  it('anonymises an IPv6 address', async () => {
    const sessionId = newSessionId()
    await post(JSON.stringify(consentBody(sessionId)), { 'x-forwarded-for': '2001:db8:85a3::8a2e:370:7334' })
    const stored = await storedFor(sessionId)
    expect(stored?.ip_address).toBe('2001:db8:85a3::')
    expect(JSON.stringify(stored)).not.toContain('7334')
  })

  it('stores a null address when no proxy header is sent, and "unknown" for a garbage one', async () => {
    const none = newSessionId()
    const garbage = newSessionId()
    await post(JSON.stringify(consentBody(none)))
    await post(JSON.stringify(consentBody(garbage)), { 'x-forwarded-for': '<script>alert(1)</script>' })
    expect((await storedFor(none))?.ip_address).toBeNull()
    expect((await storedFor(garbage))?.ip_address).toBe('unknown')
  })

  it('keeps every choice of a session and answers its browser the newest (a withdrawal wins)', async () => {
    const sessionId = newSessionId()
    const first = await post(
      JSON.stringify(consentBody(sessionId, { analytics: true, functional: true, marketing: true })),
    )
    expect(first.status).toBe(201)
    const reader = setCookie(first, 'consent_reader').split(';')[0]
    const withdrawal = consentBody(sessionId, { analytics: false, functional: false, marketing: false })
    expect((await post(JSON.stringify(withdrawal), { cookie: reader })).status).toBe(201)
    const read = await consent.route.GET(
      new Request(`http://localhost/api/consent?session_id=${sessionId}`, { headers: { cookie: reader } }),
    )
    expect(await read.json()).toMatchObject({
      preferences: { necessary: true, analytics: false, functional: false, marketing: false },
      consentId: withdrawal.consent_id,
    })
    expect((await consent.store.list()).filter((row) => row.session_id === sessionId)).toHaveLength(2)
  })

  it('accepts a body of exactly 8 KB and a charset on the content type', async () => {
    const sessionId = newSessionId()
    const json = JSON.stringify(consentBody(sessionId))
    const body = json + ' '.repeat(8 * 1024 - Buffer.byteLength(json))
    const response = await post(body, {
      'content-type': 'application/json; charset=utf-8',
      'content-length': String(Buffer.byteLength(body)),
    })
    expect(response.status).toBe(201)
    expect(await storedFor(sessionId)).not.toBeNull()
  })

  it('takes 20 records in 10 minutes from one address (an IPv6 /64 is one), then 429 with Retry-After, storing nothing more', async () => {
    const { defaultMax: max, windowMs } = consentAddressLimit
    const fromSubnet = (i: number) => ({ 'x-forwarded-for': `2001:db8:77:1:${i.toString(16)}::1` })
    for (let i = 0; i < max; i++)
      expect((await post(JSON.stringify(consentBody(newSessionId())), fromSubnet(i))).status).toBe(201)
    const refused = newSessionId()
    const response = await post(JSON.stringify(consentBody(refused)), fromSubnet(max))
    expect(await expectJsonError(response, 429)).toMatch(/too many consent records/)
    const retryAfter = Number(response.headers.get('retry-after'))
    expect(Number.isInteger(retryAfter) && retryAfter >= 1 && retryAfter <= windowMs / 1000).toBe(true)
    expect(await storedFor(refused)).toBeNull()
    // Another address is not held back by it.
    const other = newSessionId()
    expect((await post(JSON.stringify(consentBody(other)), { 'x-forwarded-for': '2001:db8:77:2::1' })).status).toBe(201)
    expect(await storedFor(other)).not.toBeNull()
  })
})

describe('POST /api/consent: refused requests store nothing', () => {
  /** A valid consent padded with whitespace: only its size is wrong. */
  function oversized(sessionId: string): string {
    return JSON.stringify(consentBody(sessionId)) + ' '.repeat(8 * 1024)
  }

  it('413 for a body over 8 KB announced by its content-length, refused before reading it', async () => {
    const sessionId = newSessionId()
    const body = oversized(sessionId)
    const request = new Request('http://localhost/api/consent', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)) },
      body,
    })
    await expectJsonError(await consent.route.POST(request), 413)
    expect(request.bodyUsed).toBe(false)
    expect(await storedFor(sessionId)).toBeNull()
  })

  it('413 for a streamed body over 8 KB without content-length, without reading it all', async () => {
    const sessionId = newSessionId()
    const encoder = new TextEncoder()
    const head = encoder.encode(JSON.stringify(consentBody(sessionId)))
    let pulls = 0
    // An endless body: the handler must stop reading once the limit is passed.
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulls += 1
        controller.enqueue(pulls === 1 ? head : encoder.encode(' '.repeat(1024)))
      },
    })
    const request = new Request('http://localhost/api/consent', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: stream,
      duplex: 'half',
    } as RequestInit)
    expect(request.headers.get('content-length')).toBeNull()
    await expectJsonError(await consent.route.POST(request), 413)
    expect(pulls).toBeLessThan(20)
    expect(await storedFor(sessionId)).toBeNull()
  })

  it.each(['text/plain', 'application/x-www-form-urlencoded', 'application/jsonp', ''])(
    '415 for the content type %j',
    async (type) => {
      const sessionId = newSessionId()
      const request = new Request('http://localhost/api/consent', {
        method: 'POST',
        headers: type ? { 'content-type': type } : {},
        body: JSON.stringify(consentBody(sessionId)),
      })
      if (!type) request.headers.delete('content-type')
      await expectJsonError(await consent.route.POST(request), 415)
      expect(await storedFor(sessionId)).toBeNull()
    },
  )

  it('400 for malformed JSON', async () => {
    const sessionId = newSessionId()
    await expectJsonError(await post(JSON.stringify(consentBody(sessionId)).slice(0, -1)), 400)
    expect(await storedFor(sessionId)).toBeNull()
  })

  it('400 for an empty body', async () => {
    await expectJsonError(await post(''), 400)
  })

  it.each([
    ['necessary false', { necessary: false }],
    ['a javascript: page_url', { page_url: 'javascript:alert(1)' }],
    ['an extra field', { ip_address: '1.2.3.4' }],
    ['consent_data disagreeing', { analytics: false }],
  ])('400 naming the problem for %s', async (_case, change) => {
    const sessionId = newSessionId()
    const message = await expectJsonError(await post(JSON.stringify({ ...consentBody(sessionId), ...change })), 400)
    expect(message).toMatch(/^invalid consent record/)
    expect(await storedFor(sessionId)).toBeNull()
  })

  it('400 for a text_version neither shown by this deployment nor stored, so the browser stops retrying', async () => {
    const body = { ...consentBody(newSessionId()), text_version: otherText('mai mostrato').version }
    const message = await expectJsonError(await post(JSON.stringify(body)), 400)
    expect(message).toBe(
      `invalid consent record: text_version ${body.text_version} is not a banner text in 'it' that this site has shown`,
    )
    expect(await storedFor(body.session_id)).toBeNull()
  })

  it('400 for a banner_language that is not the language of the text shown', async () => {
    const body = { ...consentBody(newSessionId()), banner_language: 'en' }
    const message = await expectJsonError(await post(JSON.stringify(body)), 400)
    expect(message).toBe("invalid consent record: banner_language: the text_version is the 'it' banner")
    expect(await storedFor(body.session_id)).toBeNull()
  })

  it('sets no cookie when it refuses', async () => {
    const response = await post('{"necessary": false}')
    expect(response.status).toBe(400)
    expect(response.headers.getSetCookie()).toEqual([])
  })
})

describe('POST /api/consent: Global Privacy Control', () => {
  const refusal = { analytics: false, functional: false, marketing: false }
  /** What a page sends when the browser's signal refused for the visitor: the notice's text, nothing granted. */
  const signalBody = (sessionId: string, language: 'it' | 'en' = 'it') => ({
    ...consentBody(sessionId, refusal),
    accept_type: 'signal',
    banner_language: language,
    text_version: shownSignalText(language).version,
    gpc_signal: true,
  })

  it.each([
    ['with Sec-GPC: 1', { 'sec-gpc': '1' }, true],
    ['without Sec-GPC', {}, false],
    ['with Sec-GPC: 0', { 'sec-gpc': '0' }, false],
  ])('records whether the POST came %s', async (_case, headers, expected) => {
    const sessionId = newSessionId()
    expect((await post(JSON.stringify(consentBody(sessionId)), headers)).status).toBe(201)
    expect((await storedFor(sessionId))?.gpc_header).toBe(expected)
  })

  it("keeps the page's gpc_signal as sent, and refuses a record without it", async () => {
    const [on, off, unsaid] = [newSessionId(), newSessionId(), newSessionId()]
    await post(JSON.stringify({ ...consentBody(on), gpc_signal: true }))
    await post(JSON.stringify({ ...consentBody(off), gpc_signal: false }))
    expect((await post(JSON.stringify({ ...consentBody(unsaid), gpc_signal: undefined }))).status).toBe(400)
    expect([(await storedFor(on))?.gpc_signal, (await storedFor(off))?.gpc_signal]).toEqual([true, false])
    expect(await storedFor(unsaid)).toBeNull()
  })

  it.each(['it', 'en'] as const)(
    'stores a refusal by the signal (201) with the %s notice it proves, and says so to its browser',
    async (language) => {
      const body = signalBody(newSessionId(), language)
      const response = await post(JSON.stringify(body), { 'sec-gpc': '1' })
      expect(response.status).toBe(201)
      expect(cookieRecord(setCookie(response, 'cookie_consent'))).toEqual({
        preferences: body.consent_data,
        timestamp: Date.parse(body.timestamp),
        version: '1.0',
        consentId: body.consent_id,
        signal: true,
      })
      expect(await consent.store.show(body.consent_id)).toMatchObject({
        accept_type: 'signal',
        banner_language: language,
        text_version: shownSignalText(language).version,
        banner_text: shownSignalText(language).text,
        gpc_signal: true,
        gpc_header: true,
        analytics: false,
        functional: false,
        marketing: false,
      })

      const reader = setCookie(response, 'consent_reader').split(';')[0]
      const read = await consent.route.GET(
        new Request(`http://localhost/api/consent?session_id=${body.session_id}`, { headers: { cookie: reader } }),
      )
      expect(await read.json()).toEqual({
        preferences: body.consent_data,
        timestamp: expect.any(Number),
        version: '1.0',
        consentId: body.consent_id,
        signal: true,
      })
    },
  )

  it('marks only a record made with the signal: the GET answer of any other has no signal', async () => {
    const body = { ...consentBody(newSessionId()), gpc_signal: false }
    const response = await post(JSON.stringify(body), { 'sec-gpc': '1' })
    const reader = setCookie(response, 'consent_reader').split(';')[0]
    expect(cookieRecord(setCookie(response, 'cookie_consent'))).not.toHaveProperty('signal')
    const read = await consent.route.GET(
      new Request(`http://localhost/api/consent?session_id=${body.session_id}`, { headers: { cookie: reader } }),
    )
    expect(await read.json()).not.toHaveProperty('signal')
  })

  it.each([
    [
      'granting analytics',
      { analytics: true, consent_data: { necessary: true, ...refusal, analytics: true } },
      'accept_type',
    ],
    [
      'granting everything',
      {
        analytics: true,
        functional: true,
        marketing: true,
        consent_data: { necessary: true, analytics: true, functional: true, marketing: true },
      },
      'accept_type',
    ],
    ['without gpc_signal', { gpc_signal: undefined }, 'gpc_signal'],
    ['with gpc_signal false', { gpc_signal: false }, 'gpc_signal'],
  ])("400 for accept_type 'signal' %s", async (_case, change, field) => {
    const body = { ...signalBody(newSessionId()), ...change }
    const message = await expectJsonError(await post(JSON.stringify(body), { 'sec-gpc': '1' }), 400)
    expect(message).toMatch(new RegExp(`^invalid consent record: ${field}: `))
    expect(await storedFor(body.session_id)).toBeNull()
  })

  it('400 for the Italian notice sent as English', async () => {
    const body = { ...signalBody(newSessionId()), banner_language: 'en' }
    const message = await expectJsonError(await post(JSON.stringify(body)), 400)
    expect(message).toBe("invalid consent record: banner_language: the text_version is the 'it' banner")
  })
})

describe('GET /api/consent', () => {
  it.each([
    ['without session_id', 'http://localhost/api/consent'],
    ['with an empty session_id', 'http://localhost/api/consent?session_id='],
    ['with a malformed session_id', "http://localhost/api/consent?session_id=sess_1'%20or%20'1'='1"],
  ])('400 %s', async (_case, url) => {
    await expectJsonError(await consent.route.GET(new Request(url)), 400)
  })

  it('200 null, not cached, for an unknown session', async () => {
    const response = await consent.route.GET(new Request(`http://localhost/api/consent?session_id=${newSessionId()}`))
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(await response.json()).toBeNull()
  })
})

describe('/api/consent when the store fails', () => {
  it('answers 503 with a JSON error that reveals nothing of the store, and logs the cause once', async () => {
    // A real PostgreSQL store pointed at a port where nothing listens.
    const secret = 'postgres://admin:hunter2@127.0.0.1:1/consents'
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => {})
    process.env.DATABASE_URL = secret
    try {
      await withNoStoreOpened(() =>
        jest.isolateModulesAsync(async () => {
          const failing = await import('@/app/api/consent/route')
          const sessionId = newSessionId()
          const responses = [
            await failing.POST(
              new Request('http://localhost/api/consent', {
                method: 'POST',
                headers: { 'content-type': 'application/json' },
                body: JSON.stringify(consentBody(sessionId)),
              }),
            ),
            await failing.POST(
              new Request('http://localhost/api/consent', {
                method: 'POST',
                headers: { 'content-type': 'application/json' },
                body: JSON.stringify(consentBody(sessionId)),
              }),
            ),
            await failing.GET(
              new Request(`http://localhost/api/consent?session_id=${sessionId}`, {
                headers: { cookie: `consent_reader=${'a'.repeat(43)}` },
              }),
            ),
          ]
          for (const response of responses) {
            expect(response.headers.get('set-cookie')).toBeNull()
            const text = await response.clone().text()
            expect(text).not.toContain('hunter2')
            expect(text).not.toContain('127.0.0.1')
            expect(text).not.toMatch(/\bat .*\.(ts|js)/)
            expect(text).not.toContain('StoreError')
            await expectJsonError(response, 503)
          }
        }),
      )
    } finally {
      delete process.env.DATABASE_URL
    }
    // The operator reads one line naming the cause and the fix, not one per request.
    expect(consoleError).toHaveBeenCalledTimes(1)
    expect(String(consoleError.mock.calls[0])).toMatch(
      /the postgres store is not working: PostgreSQL could not be reached.*ECONNREFUSED.*Fix: check that DATABASE_URL/,
    )
    consoleError.mockRestore()
  }, 20_000)
})
