import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals'
import { waitFor } from '@testing-library/react'
import { isConsentUnsent, resendUnsentConsent, saveConsent, type ShownBanner } from '@/lib/consent/browser'
import { consentPolicy, onlyNecessary, allGranted } from '@/lib/consent/policy'
import { consentRequestSchema } from '@/lib/consent/schema'
import { retryDecision } from '@/lib/outbox'

describe('retryDecision: what one answer means for a record waiting to be logged', () => {
  it.each([200, 201, 204, 299])('%i: delivered, the record leaves the outbox', (status) => {
    expect(retryDecision(status)).toBe('delivered')
  })

  it.each([500, 502, 503, 504, 599])('%i: the server may recover, sent again on the next page', (status) => {
    expect(retryDecision(status)).toBe('retry')
  })

  it.each([408, 429])('%i (timeout, too many requests): sent again on the next page', (status) => {
    expect(retryDecision(status)).toBe('retry')
  })

  it.each([400, 401, 403, 404, 405, 409, 413, 415, 422, 499])(
    '%i: refused for good, the same body would be refused again',
    (status) => {
      expect(retryDecision(status)).toBe('refused')
    },
  )

  it('no answer at all (offline, connection reset): sent again', () => {
    expect(retryDecision(null)).toBe('retry')
  })

  it.each([101, 304, 307])('%i is no acknowledgement: kept for another try', (status) => {
    expect(retryDecision(status)).toBe('retry')
  })
})

const day = 24 * 60 * 60 * 1000
const chosenAt = Date.UTC(2026, 10, 23, 10, 0, 0)
const shown: ShownBanner = { acceptType: 'necessary', language: 'it', textVersion: 'a'.repeat(64) }
const answer = (status: number) => async () => ({ ok: status >= 200 && status < 300, status }) as Response
const originalFetch = globalThis.fetch
let fetchMock: jest.Mock<typeof fetch>
let warn: ReturnType<typeof jest.spyOn>

function mockFetch(...answers: (() => Promise<Response>)[]) {
  fetchMock = jest.fn<typeof fetch>()
  for (const next of answers) fetchMock.mockImplementationOnce(next)
  globalThis.fetch = fetchMock
}

const unsentBody = () => localStorage.getItem(consentPolicy.unsentKey)
const sentBodies = () => fetchMock.mock.calls.map(([, init]) => String(init?.body))

beforeEach(() => {
  jest.useFakeTimers({ now: chosenAt, doNotFake: ['queueMicrotask', 'nextTick'] })
  localStorage.clear()
  sessionStorage.clear()
  warn = jest.spyOn(console, 'warn').mockImplementation(() => {})
})

afterEach(() => {
  jest.useRealTimers()
  jest.restoreAllMocks()
  globalThis.fetch = originalFetch
})

describe('a choice the server has not acknowledged', () => {
  it('is kept, exactly as posted, until a 2xx; then the outbox is empty', async () => {
    let answerPost: (response: Response) => void = () => {}
    fetchMock = jest.fn<typeof fetch>(() => new Promise<Response>((resolve) => (answerPost = resolve)))
    globalThis.fetch = fetchMock
    const { record, delivery } = saveConsent(onlyNecessary, shown)
    // Written before the POST leaves, so that closing the tab cannot lose it.
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1))
    expect(unsentBody()).toBe(sentBodies()[0])
    expect(isConsentUnsent(record.consentId)).toBe(true)
    answerPost({ ok: true, status: 201 } as Response)
    expect(await delivery).toBe('delivered')
    expect(unsentBody()).toBeNull()
    expect(isConsentUnsent(record.consentId)).toBe(false)
  })

  it('after a 503 is sent again on the next page load, the same body a day later, until a 2xx', async () => {
    mockFetch(answer(503), answer(503), answer(201))
    const { record, delivery } = saveConsent(allGranted, { ...shown, acceptType: 'all' })
    expect(await delivery).toBe('retry')
    const posted = sentBodies()[0]
    expect(unsentBody()).toBe(posted)
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('HTTP 503'))

    jest.setSystemTime(chosenAt + day)
    expect(await resendUnsentConsent()).toBe('retry')
    expect(await resendUnsentConsent()).toBe('delivered')
    // Same consent ID and the time of the choice, not of the resend: the server stores it once.
    expect(sentBodies()).toEqual([posted, posted, posted])
    const parsed = consentRequestSchema.parse(JSON.parse(posted))
    expect(parsed.consent_id).toBe(record.consentId)
    expect(parsed.timestamp).toBe(new Date(chosenAt).toISOString())
    expect(unsentBody()).toBeNull()

    expect(await resendUnsentConsent()).toBeNull()
    expect(fetchMock).toHaveBeenCalledTimes(3)
  })

  it('survives a network error the same way', async () => {
    mockFetch(() => Promise.reject(new TypeError('Failed to fetch')), answer(201))
    expect(await saveConsent(onlyNecessary, shown).delivery).toBe('retry')
    expect(unsentBody()).not.toBeNull()
    expect(await resendUnsentConsent()).toBe('delivered')
    expect(unsentBody()).toBeNull()
  })

  it.each([408, 429])('after a %i is kept for the next page', async (status) => {
    mockFetch(answer(status))
    expect(await saveConsent(onlyNecessary, shown).delivery).toBe('retry')
    expect(unsentBody()).not.toBeNull()
  })

  it('after a 400 is dropped with one warning and never sent again', async () => {
    mockFetch(answer(400))
    expect(await saveConsent(onlyNecessary, shown).delivery).toBe('refused')
    expect(unsentBody()).toBeNull()
    expect(warn).toHaveBeenCalledTimes(1)
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('HTTP 400'))
    expect(await resendUnsentConsent()).toBeNull()
    expect(fetchMock).toHaveBeenCalledTimes(1)
  })

  it('does not drop a newer choice queued while an older one was in flight', async () => {
    let answerFirst: (response: Response) => void = () => {}
    fetchMock = jest.fn<typeof fetch>()
    fetchMock.mockImplementationOnce(() => new Promise<Response>((resolve) => (answerFirst = resolve)))
    fetchMock.mockImplementationOnce(answer(503))
    globalThis.fetch = fetchMock
    const first = saveConsent(allGranted, { ...shown, acceptType: 'all' })
    const second = saveConsent(onlyNecessary, shown)
    expect(await second.delivery).toBe('retry')
    answerFirst({ ok: true, status: 201 } as Response)
    expect(await first.delivery).toBe('delivered')
    expect(isConsentUnsent(second.record.consentId)).toBe(true)
  })
})
