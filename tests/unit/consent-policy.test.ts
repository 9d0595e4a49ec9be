import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals'
import { waitFor } from '@testing-library/react'
import { readSavedRecord, saveConsent } from '@/lib/consent/browser'
import { consentRequestBody, type ShownBanner } from '@/lib/consent/request-body'
import {
  allGranted,
  consentPolicy,
  createLocalRecord,
  decideOnLoad,
  grantsAnything,
  isLocalConsentRecord,
  judgeConsent,
  onlyNecessary,
  type ConsentPreferences,
  type LocalConsentRecord,
} from '@/lib/consent/policy'
import { consentRequestSchema } from '@/lib/consent/schema'
import { createSessionId, sessionIdPattern } from '@/lib/consent/session-id'

/** The saved choice's preferences, or null when the visitor must be asked. */
const readSavedConsent = (now?: number) => readSavedRecord(now)?.preferences ?? null

const day = 24 * 60 * 60 * 1000
const now = Date.UTC(2026, 5, 15, 12, 0, 0)
const analyticsOnly: ConsentPreferences = { necessary: true, analytics: true, functional: false, marketing: false }

const savedId = '3f1c2b7a-5d4e-4f6a-9b8c-7d6e5f4a3b2c'

/** The record as the code of before IDs (or the old site on this domain) saved it. */
function withoutId(saved: LocalConsentRecord): LocalConsentRecord {
  const copy = { ...saved }
  delete copy.consentId
  return copy
}

/** A record this code saved: with its consent ID, as every record since IDs exist. */
function record(overrides: Partial<LocalConsentRecord> = {}): LocalConsentRecord {
  return { preferences: analyticsOnly, timestamp: now - 10 * day, version: '1.0', consentId: savedId, ...overrides }
}

describe('isLocalConsentRecord', () => {
  it('accepts a well-formed record, whatever its age or version', () => {
    expect(isLocalConsentRecord(record())).toBe(true)
    expect(isLocalConsentRecord(record({ version: '0.9', timestamp: 0 }))).toBe(true)
  })

  it.each<[string, unknown]>([
    ['null', null],
    ['a string', 'accepted'],
    ['an array', []],
    ['no preferences', { timestamp: now, version: '1.0' }],
    ['preferences null', { preferences: null, timestamp: now, version: '1.0' }],
    ['necessary false', { preferences: { ...analyticsOnly, necessary: false }, timestamp: now, version: '1.0' }],
    [
      'a category missing',
      { preferences: { necessary: true, analytics: true, functional: false }, timestamp: now, version: '1.0' },
    ],
    ['a category as a string', { preferences: { ...analyticsOnly, marketing: 'yes' }, timestamp: now, version: '1.0' }],
    ['timestamp as a string', { preferences: analyticsOnly, timestamp: String(now), version: '1.0' }],
    ['timestamp NaN', { preferences: analyticsOnly, timestamp: Number.NaN, version: '1.0' }],
    ['timestamp Infinity', { preferences: analyticsOnly, timestamp: Number.POSITIVE_INFINITY, version: '1.0' }],
    ['no version', { preferences: analyticsOnly, timestamp: now }],
    ['version as a number', { preferences: analyticsOnly, timestamp: now, version: 1 }],
  ])('rejects %s', (_case, value) => {
    expect(isLocalConsentRecord(value)).toBe(false)
  })
})

describe('judgeConsent: a consent counts for 365 days under the current policy version', () => {
  it('is valid when just given and at 364 days', () => {
    expect(judgeConsent(record({ timestamp: now }), now)).toBe('valid')
    expect(judgeConsent(record({ timestamp: now - 364 * day }), now)).toBe('valid')
  })

  it('is still valid at exactly 365 days, and expired one millisecond later', () => {
    expect(judgeConsent(record({ timestamp: now - 365 * day }), now)).toBe('valid')
    expect(judgeConsent(record({ timestamp: now - 365 * day - 1 }), now)).toBe('expired')
  })

  it('is expired at 366 days', () => {
    expect(judgeConsent(record({ timestamp: now - 366 * day }), now)).toBe('expired')
  })

  it('is outdated under another policy version, however recent', () => {
    expect(judgeConsent(record({ version: '0.9', timestamp: now }), now)).toBe('outdated')
    expect(judgeConsent(record({ version: '1.1', timestamp: now }), now)).toBe('outdated')
    expect(judgeConsent(record({ version: '1.0 ', timestamp: now }), now)).toBe('outdated')
  })

  it('createLocalRecord stamps the current version and forces necessary', () => {
    const made = createLocalRecord({ ...allGranted, necessary: false as unknown as true }, now, savedId)
    expect(made).toEqual({ preferences: allGranted, timestamp: now, version: '1.0', consentId: savedId })
    expect(judgeConsent(made, now)).toBe('valid')
  })
})

describe('judgeConsent: a record without a consent ID is unproven', () => {
  const unproven = withoutId(record({ timestamp: now }))

  it('is unproven however recent (the old site on this domain, or a record of before IDs existed)', () => {
    expect(judgeConsent(unproven, now)).toBe('unproven')
    expect(judgeConsent({ ...unproven, consentId: '' }, now)).toBe('unproven')
    expect(judgeConsent(record({ timestamp: now }), now)).toBe('valid')
  })

  it('is still outdated first under another policy version', () => {
    expect(judgeConsent({ ...unproven, version: '0.9' }, now)).toBe('outdated')
  })

  it('createLocalRecord without an ID makes such a record, and marks a record made under the signal', () => {
    expect(judgeConsent(createLocalRecord(allGranted, now), now)).toBe('unproven')
    expect(createLocalRecord(onlyNecessary, now, savedId, true)).toEqual({
      preferences: onlyNecessary,
      timestamp: now,
      version: '1.0',
      consentId: savedId,
      signal: true,
    })
    expect(createLocalRecord(onlyNecessary, now, savedId, false)).not.toHaveProperty('signal')
  })
})

describe('decideOnLoad: the saved choice and Global Privacy Control', () => {
  const necessaryOnly = record({ preferences: onlyNecessary })
  const grantWithout = record({ preferences: allGranted })
  const grantWith = record({ preferences: analyticsOnly, signal: true })

  it('grantsAnything: any of analytics, functional, marketing; necessary alone is nothing', () => {
    expect(grantsAnything(onlyNecessary)).toBe(false)
    expect(grantsAnything(analyticsOnly)).toBe(true)
    expect(grantsAnything({ ...onlyNecessary, marketing: true })).toBe(true)
    expect(grantsAnything({ ...onlyNecessary, functional: true })).toBe(true)
  })

  type Outcome = 'use it' | 'ask' | 'refuse-by-signal'
  it.each<[string, Outcome, Outcome, LocalConsentRecord | null]>([
    ['nothing saved', 'refuse-by-signal', 'ask', null],
    ['a saved necessary-only choice', 'use it', 'use it', necessaryOnly],
    ['a saved grant made without the signal', 'refuse-by-signal', 'use it', grantWithout],
    ['a saved grant made with the signal on', 'use it', 'use it', grantWith],
  ])('%s: signal on → %s, signal off → %s', (_case, withSignal, withoutSignal, saved) => {
    const expected = (outcome: Outcome) => (outcome === 'use it' ? { use: saved } : outcome)
    expect(decideOnLoad(saved, true)).toEqual(expected(withSignal))
    expect(decideOnLoad(saved, false)).toEqual(expected(withoutSignal))
  })

  it('uses the very record it was given', () => {
    const decision = decideOnLoad(grantWith, true)
    expect(decision !== 'ask' && decision !== 'refuse-by-signal' && decision.use).toBe(grantWith)
  })
})

describe('createSessionId', () => {
  it('looks like sess_<ms>_<16 hex digits> and uses the given time', () => {
    const id = createSessionId(1767322445000)
    expect(id).toMatch(sessionIdPattern)
    expect(id).toMatch(/^sess_1767322445000_[0-9a-f]{16}$/)
  })

  it('defaults to the current time', () => {
    const before = Date.now()
    const stamp = Number(createSessionId().split('_')[1])
    expect(stamp).toBeGreaterThanOrEqual(before)
    expect(stamp).toBeLessThanOrEqual(Date.now())
  })

  it('gives two visitors at the same millisecond different ids', () => {
    const ids = new Set(Array.from({ length: 50 }, () => createSessionId(now)))
    expect(ids.size).toBe(50)
  })
})

function clearCookie() {
  document.cookie = `${consentPolicy.cookieName}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`
}

function setCookie(value: unknown) {
  document.cookie = `${consentPolicy.cookieName}=${encodeURIComponent(JSON.stringify(value))}; path=/`
}

let warn: jest.SpiedFunction<typeof console.warn>

beforeEach(() => {
  localStorage.clear()
  sessionStorage.clear()
  clearCookie()
  warn = jest.spyOn(console, 'warn').mockImplementation(() => {})
})

afterEach(() => {
  jest.restoreAllMocks()
  localStorage.clear()
  sessionStorage.clear()
  clearCookie()
})

describe('readSavedConsent: whether the visitor must be asked', () => {
  it('is null on a first visit', () => {
    expect(readSavedConsent(now)).toBeNull()
    expect(warn).not.toHaveBeenCalled()
  })

  it('returns the preferences of a valid saved record', () => {
    localStorage.setItem('cookieConsent', JSON.stringify(record()))
    expect(readSavedConsent(now)).toEqual(analyticsOnly)
  })

  it.each([
    ['expired (366 days old)', record({ timestamp: now - 366 * day })],
    ['from policy version 0.9', record({ version: '0.9' })],
  ])('asks again and forgets the record and the session when it is %s', (_case, saved) => {
    localStorage.setItem('cookieConsent', JSON.stringify(saved))
    sessionStorage.setItem('cookie_session_id', 'sess_1767322445000_0123456789abcdef')
    localStorage.setItem('theme', 'dark')
    expect(readSavedConsent(now)).toBeNull()
    expect(localStorage.getItem('cookieConsent')).toBeNull()
    expect(sessionStorage.getItem('cookie_session_id')).toBeNull()
    expect(localStorage.getItem('theme')).toBe('dark')
  })

  it('asks again, and forgets the record, when it has no consent ID (unproven)', () => {
    localStorage.setItem('cookieConsent', JSON.stringify(withoutId(record())))
    sessionStorage.setItem('cookie_session_id', 'sess_1767322445000_0123456789abcdef')
    expect(readSavedRecord(now)).toBeNull()
    expect(localStorage.getItem('cookieConsent')).toBeNull()
    expect(sessionStorage.getItem('cookie_session_id')).toBeNull()
  })

  it('ignores a first-party cookie without a consent ID, and does not refill localStorage from it', () => {
    setCookie(withoutId(record()))
    expect(readSavedRecord(now)).toBeNull()
    expect(localStorage.getItem('cookieConsent')).toBeNull()
  })

  it('keeps the signal mark of a record made under Global Privacy Control', () => {
    localStorage.setItem('cookieConsent', JSON.stringify(record({ signal: true })))
    expect(readSavedRecord(now)).toEqual(record({ signal: true }))
  })

  it('asks again, with a warning and without throwing, when the record is corrupted JSON', () => {
    localStorage.setItem('cookieConsent', '{"preferences": {"necessary": tr')
    expect(readSavedConsent(now)).toBeNull()
    expect(warn).toHaveBeenCalled()
  })

  it('asks again, with a warning, when the record is JSON of the wrong shape', () => {
    localStorage.setItem('cookieConsent', JSON.stringify({ accepted: true }))
    expect(readSavedConsent(now)).toBeNull()
    expect(warn).toHaveBeenCalled()
  })

  it('asks again, with a warning and without throwing, when localStorage refuses to be read', () => {
    localStorage.setItem('cookieConsent', JSON.stringify(record()))
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError')
    })
    expect(readSavedConsent(now)).toBeNull()
    expect(warn).toHaveBeenCalled()
  })

  it('restores the choice from the first-party cookie when localStorage was wiped, and refills localStorage', () => {
    setCookie(record())
    expect(readSavedConsent(now)).toEqual(analyticsOnly)
    expect(JSON.parse(localStorage.getItem('cookieConsent') ?? 'null')).toEqual(record())
  })

  it('ignores an expired cookie and does not refill localStorage from it', () => {
    setCookie(record({ timestamp: now - 366 * day }))
    expect(readSavedConsent(now)).toBeNull()
    expect(localStorage.getItem('cookieConsent')).toBeNull()
  })

  it('survives a cookie that is not decodable', () => {
    document.cookie = `${consentPolicy.cookieName}=%E0%A4%A; path=/`
    expect(readSavedConsent(now)).toBeNull()
    expect(warn).toHaveBeenCalled()
  })
})

type FetchMock = jest.Mock<typeof fetch>

/** jsdom has no Response: the banner only reads ok and status. */
const answer = (status: number) => async () => ({ ok: status >= 200 && status < 300, status }) as Response

function mockFetch(implementation: () => Promise<Response>): FetchMock {
  const mock = jest.fn<typeof fetch>(implementation)
  globalThis.fetch = mock
  return mock
}

const shown: ShownBanner = { acceptType: 'custom', language: 'it', textVersion: 'a'.repeat(64), signal: false }
const consentId = '0b7e4f3c-9a1d-4c2e-8f5a-3d6b2c1e9f70'
const sentRecord = (preferences: ConsentPreferences) => ({
  ...createLocalRecord(preferences, now, consentId),
  consentId,
})

/** The sender loads with the first choice: the POST leaves a moment after saveConsent returns. */
const posted = (mock: FetchMock, count = 1) => waitFor(() => expect(mock).toHaveBeenCalledTimes(count))

function sentBody(mock: FetchMock, call = 0): unknown {
  const init = mock.mock.calls[call][1]
  return JSON.parse(String(init?.body))
}

describe('consentRequestBody: the proof sent to the server', () => {
  const setReferrer = (value: string) => Object.defineProperty(document, 'referrer', { value, configurable: true })
  afterEach(() => {
    setReferrer('')
  })

  it('keeps a web referrer and drops an app referrer the server would refuse', () => {
    setReferrer('https://www.google.com/')
    expect(consentRequestBody(sentRecord(onlyNecessary), shown).referrer).toBe('https://www.google.com/')
    setReferrer('android-app://com.google.android.googlequicksearchbox/')
    const body = consentRequestBody(sentRecord(onlyNecessary), shown)
    expect(body.referrer).toBe('')
    expect(consentRequestSchema.safeParse(body).success).toBe(true)
  })
})

describe('saveConsent: keeping, announcing and reporting a choice', () => {
  const originalFetch = globalThis.fetch
  afterEach(() => {
    globalThis.fetch = originalFetch
  })

  it('keeps the choice locally, so the next page load does not ask again', () => {
    mockFetch(answer(201))
    saveConsent(analyticsOnly, shown, now)
    expect(JSON.parse(localStorage.getItem('cookieConsent') ?? 'null')).toEqual({
      preferences: analyticsOnly,
      timestamp: now,
      version: '1.0',
      consentId: expect.stringMatching(/^[0-9a-f-]{36}$/),
    })
    expect(readSavedConsent(now + day)).toEqual(analyticsOnly)
  })

  it('marks a choice made while the browser sends Global Privacy Control, and tells the server so', async () => {
    const fetchMock = mockFetch(answer(201))
    const { record: saved } = saveConsent(analyticsOnly, { ...shown, signal: true }, now)
    expect(saved.signal).toBe(true)
    expect(JSON.parse(localStorage.getItem('cookieConsent') ?? 'null')).toMatchObject({ signal: true })
    saveConsent(analyticsOnly, shown, now)
    await posted(fetchMock, 2)
    expect([sentBody(fetchMock, 0), sentBody(fetchMock, 1)]).toMatchObject([
      { gpc_signal: true },
      { gpc_signal: false },
    ])
    expect(JSON.parse(localStorage.getItem('cookieConsent') ?? 'null')).not.toHaveProperty('signal')
  })

  it('tells the page with a cookieConsentGiven event carrying the preferences', () => {
    mockFetch(answer(201))
    const listener = jest.fn<(event: Event) => void>()
    window.addEventListener('cookieConsentGiven', listener)
    try {
      saveConsent(onlyNecessary, { ...shown, acceptType: 'necessary' }, now)
    } finally {
      window.removeEventListener('cookieConsentGiven', listener)
    }
    expect(listener).toHaveBeenCalledTimes(1)
    const event = listener.mock.calls[0][0]
    expect(event).toBeInstanceOf(CustomEvent)
    expect((event as CustomEvent).detail).toEqual(onlyNecessary)
  })

  it('POSTs a body the server accepts to /api/consent', async () => {
    const fetchMock = mockFetch(answer(201))
    saveConsent(analyticsOnly, shown, now)
    await posted(fetchMock)
    const [url, init] = fetchMock.mock.calls[0]
    expect(url).toBe('/api/consent')
    expect(init?.method).toBe('POST')
    expect(new Headers(init?.headers).get('content-type')).toBe('application/json')
    const parsed = consentRequestSchema.safeParse(sentBody(fetchMock))
    expect(parsed.error?.issues).toBeUndefined()
    expect(parsed.data).toMatchObject({
      necessary: true,
      analytics: true,
      functional: false,
      marketing: false,
      consent_data: analyticsOnly,
      timestamp: new Date(now).toISOString(),
      page_url: window.location.href,
    })
  })

  it('reports both choices of one visit under the same session id', async () => {
    const fetchMock = mockFetch(answer(201))
    saveConsent(allGranted, { ...shown, acceptType: 'all' }, now)
    saveConsent(onlyNecessary, { ...shown, acceptType: 'necessary' }, now + 1000)
    await posted(fetchMock, 2)
    const first = sentBody(fetchMock, 0) as { session_id: string }
    const second = sentBody(fetchMock, 1) as { session_id: string; analytics: boolean }
    expect(first.session_id).toMatch(sessionIdPattern)
    expect(second.session_id).toBe(first.session_id)
    expect(second.analytics).toBe(false)
    expect(sessionStorage.getItem('cookie_session_id')).toBe(first.session_id)
  })

  it('only warns when the server is unreachable; the choice stays saved locally', async () => {
    mockFetch(() => Promise.reject(new TypeError('Failed to fetch')))
    expect(() => saveConsent(allGranted, shown, now)).not.toThrow()
    await waitFor(() => expect(warn).toHaveBeenCalled())
    expect(readSavedConsent(now)).toEqual(allGranted)
  })

  it('only warns when the server answers 500; the choice stays saved locally', async () => {
    mockFetch(answer(500))
    saveConsent(allGranted, shown, now)
    await waitFor(() => expect(warn).toHaveBeenCalledWith(expect.stringContaining('500')))
    expect(readSavedConsent(now)).toEqual(allGranted)
  })

  it('does not warn when the server stores the consent', async () => {
    mockFetch(answer(201))
    expect(await saveConsent(allGranted, shown, now).delivery).toBe('delivered')
    expect(warn).not.toHaveBeenCalled()
  })
})
