/** @jest-environment node */
// POST/GET /api/consent against hostile input: every case gets a clear 4xx or stores inert data,
// nothing half-stored, the record tells no one else's secrets.
import { describe, expect, it, jest } from '@jest/globals'
import type { StoredConsent } from '@/lib/consent/store'
import { memoryConsentRouteForFile } from './support/consent-env'
import { consentBody, newSessionId } from './support/requests'

const consent = memoryConsentRouteForFile()

const analyticsOnly = { analytics: true, functional: false, marketing: false }
const body = (sessionId: string, change: Record<string, unknown> = {}) => consentBody(sessionId, analyticsOnly, change)

function post(json: unknown, headers: Record<string, string> = {}) {
  return consent.route.POST(
    new Request('http://localhost/api/consent', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: typeof json === 'string' ? json : JSON.stringify(json),
    }),
  )
}

async function rowsOf(sessionId: string): Promise<StoredConsent[]> {
  return (await consent.store.list()).filter((row) => row.session_id === sessionId)
}

const hoursFromNow = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString()

describe('input the database would refuse gets a 400 naming the field, never a 503', () => {
  it.each([
    ['a NUL byte in user_agent', { user_agent: 'Mozilla\u0000/5.0' }, 'user_agent'],
    ['a NUL byte in page_url', { page_url: 'https://www.orbitalab.it/\u0000' }, 'page_url'],
    ['a NUL byte in referrer', { referrer: 'https://example.com/\u0000x' }, 'referrer'],
    ['a timestamp in year 0000', { timestamp: '0000-01-01T00:00:00Z' }, 'timestamp'],
    ['an offset of +23:59', { timestamp: new Date().toISOString().slice(0, 19) + '+23:59' }, 'timestamp'],
    ['an offset of -23:59', { timestamp: new Date().toISOString().slice(0, 19) + '-23:59' }, 'timestamp'],
    ['a timestamp backdated by two days', { timestamp: hoursFromNow(-48) }, 'timestamp'],
    ['a timestamp a day and a half ahead', { timestamp: hoursFromNow(36) }, 'timestamp'],
  ])('%s', async (_case, change, field) => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => {})
    const sessionId = newSessionId()
    const response = await post(body(sessionId, change))
    expect(response.status).toBe(400)
    expect(((await response.json()) as { error: string }).error).toMatch(
      new RegExp(`^invalid consent record: ${field}: `),
    )
    expect(await rowsOf(sessionId)).toEqual([])
    expect(errors).not.toHaveBeenCalled()
    errors.mockRestore()
  })

  it('accepts a clock up to a day off, and the farthest real-world offsets', async () => {
    for (const timestamp of [
      hoursFromNow(-23),
      hoursFromNow(23),
      new Date().toISOString().slice(0, 19) + '+14:00',
      new Date().toISOString().slice(0, 19) + '-12:00',
    ]) {
      expect((await post(body(newSessionId(), { timestamp }))).status).toBe(201)
    }
  })

  it.each([
    ['prototype-pollution keys', '{"__proto__": {"admin": true}, "constructor": {"prototype": {"x": 1}}}'],
    ['deep nesting', '['.repeat(4000) + ']'.repeat(4000)],
    ['a huge number', '{"analytics": 1e999999}'],
  ])('refuses %s with a 400', async (_case, raw) => {
    expect((await post(raw)).status).toBe(400)
  })

  it('stores SQL-looking text as inert data', async () => {
    const sessionId = newSessionId()
    const userAgent = "x'); drop table cookie_consents; --"
    expect((await post(body(sessionId, { user_agent: userAgent }))).status).toBe(201)
    expect((await rowsOf(sessionId))[0].user_agent).toBe(userAgent)
  })
})

describe('the record keeps the proof, not the browsing', () => {
  it('stores page_url and referrer without query string, fragment or credentials', async () => {
    const sessionId = newSessionId()
    const sent = body(sessionId)
    const response = await post(
      body(sessionId, {
        consent_id: sent.consent_id,
        page_url: 'https://user:pass@www.orbitalab.it/contact?email=mario%40example.com&ref=x#form',
        referrer: 'https://www.google.com/search?q=orbita+lab+mario.rossi#top',
      }),
    )
    expect(response.status).toBe(201)
    const [row] = await rowsOf(sessionId)
    expect(row.page_url).toBe('https://www.orbitalab.it/contact')
    expect(row.referrer).toBe('https://www.google.com/search')
    // The answer echoes only the id the browser made, nothing of what was stored.
    expect(await response.json()).toEqual({ stored: true, consent_id: sent.consent_id })
  })

  it("uses the server's time as the proof's time and keeps the visitor's as given", async () => {
    const sessionId = newSessionId()
    const timestamp = hoursFromNow(-20)
    const before = Date.now()
    await post(body(sessionId, { timestamp }))
    const [row] = await rowsOf(sessionId)
    expect(Date.parse(row.timestamp)).toBe(Date.parse(timestamp))
    expect(Date.parse(row.created_at)).toBeGreaterThanOrEqual(before - 1000)
  })
})

describe('GET /api/consent answers only the browser that made the record', () => {
  async function consentAndReader(sessionId: string, headers: Record<string, string> = {}) {
    const response = await post(body(sessionId), headers)
    const reader = response.headers.getSetCookie().find((cookie) => cookie.startsWith('consent_reader='))!
    return {
      response,
      reader: reader.split(';')[0],
      attributes: reader.split(';').map((part) => part.trim().toLowerCase()),
    }
  }
  const read = (sessionId: string, cookie?: string) =>
    consent.route.GET(
      new Request(`http://localhost/api/consent?session_id=${sessionId}`, { headers: cookie ? { cookie } : {} }),
    )

  it('gives the reader cookie HttpOnly, SameSite=Lax, scoped to the API', async () => {
    const { attributes } = await consentAndReader(newSessionId())
    expect(attributes).toEqual(expect.arrayContaining(['httponly', 'samesite=lax', 'path=/api/consent']))
  })

  it('returns {preferences, timestamp, version, consentId} and nothing else to its own browser', async () => {
    const sessionId = newSessionId()
    const { reader } = await consentAndReader(sessionId)
    const answer = (await (await read(sessionId, reader)).json()) as Record<string, unknown>
    expect(Object.keys(answer).sort()).toEqual(['consentId', 'preferences', 'timestamp', 'version'])
    expect(answer.consentId).toBe((await rowsOf(sessionId))[0].consent_id)
    expect(answer).toMatchObject({
      preferences: { necessary: true, analytics: true, functional: false, marketing: false },
      version: '1.0',
    })
    expect(Math.abs((answer.timestamp as number) - Date.now())).toBeLessThan(60_000)
  })

  it('returns null for the id alone, and for another browser’s cookie', async () => {
    const sessionId = newSessionId()
    await consentAndReader(sessionId)
    const other = await consentAndReader(newSessionId())
    for (const response of [
      await read(sessionId),
      await read(sessionId, other.reader),
      await read(sessionId, 'consent_reader=forged'),
    ]) {
      expect(response.status).toBe(200)
      expect(await response.json()).toBeNull()
    }
  })

  it("does not let a stranger's POST for the same session id become the visitor's latest record", async () => {
    const sessionId = newSessionId()
    const { reader } = await consentAndReader(sessionId)
    await post(
      body(sessionId, {
        analytics: false,
        consent_data: { necessary: true, analytics: false, functional: false, marketing: false },
      }),
    )
    const answer = (await (await read(sessionId, reader)).json()) as { preferences: { analytics: boolean } }
    expect(answer.preferences.analytics).toBe(true)
  })
})

describe('an upload the client aborts', () => {
  it('answers 400 and writes nothing to the log', async () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => {})
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{"session_id": "sess_'))
        controller.error(new Error('aborted'))
      },
    })
    const response = await consent.route.POST(
      new Request('http://localhost/api/consent', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: stream,
        duplex: 'half',
      } as RequestInit),
    )
    expect(response.status).toBe(400)
    expect(errors).not.toHaveBeenCalled()
    errors.mockRestore()
  })
})
