import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals'
import { waitFor } from '@testing-library/react'
import { isConsentUnsent, resendUnsentConsent, saveConsent } from '@/lib/consent/browser'
import { consentPolicy, onlyNecessary, allGranted } from '@/lib/consent/policy'
import { consentRequestSchema } from '@/lib/consent/schema'
import { consentOutbox, type ShownBanner } from '@/lib/consent/request-body'
import { resendPending } from '@/lib/consent/outbox'
import { retryDecision } from '@/lib/request/retry-decision'
import { pendingBodies } from '@/lib/consent/outbox-queue'

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
const shown: ShownBanner = { acceptType: 'necessary', language: 'it', textVersion: 'a'.repeat(64), signal: false }
const answer = (status: number) => async () => ({ ok: status >= 200 && status < 300, status }) as Response
const originalFetch = globalThis.fetch
let fetchMock: jest.Mock<typeof fetch>
let warn: ReturnType<typeof jest.spyOn>

function mockFetch(...answers: (() => Promise<Response>)[]) {
  fetchMock = jest.fn<typeof fetch>()
  for (const next of answers) fetchMock.mockImplementationOnce(next)
  globalThis.fetch = fetchMock
}

/** The outbox exactly as stored: the waiting bodies by consent ID, or null once the key is gone. */
const unsentBodies = (): Record<string, string> | null => {
  const stored = localStorage.getItem(consentPolicy.unsentKey)
  return stored === null ? null : (JSON.parse(stored) as Record<string, string>)
}
/** The one body waiting, exactly as stored under its own consent ID; null when none waits. */
function unsentBody(): string | null {
  const bodies = unsentBodies()
  if (bodies === null) return null
  const entries = Object.entries(bodies)
  expect(entries).toHaveLength(1)
  const [[id, body]] = entries
  expect(id).toBe((JSON.parse(body) as { consent_id: string }).consent_id)
  return body
}
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

describe('the outbox holds every choice not yet acknowledged, each under its own consent ID', () => {
  const idOf = (body: string) => (JSON.parse(body) as { consent_id: string }).consent_id

  it('keeps two choices made while the server answers 503, then sends each once and is empty', async () => {
    mockFetch(answer(503), answer(503))
    const first = saveConsent(allGranted, { ...shown, acceptType: 'all' })
    const second = saveConsent(onlyNecessary, shown)
    expect([await first.delivery, await second.delivery]).toEqual(['retry', 'retry'])
    const [postedFirst, postedSecond] = sentBodies()
    expect(unsentBodies()).toEqual({
      [first.record.consentId]: postedFirst,
      [second.record.consentId]: postedSecond,
    })
    expect([idOf(postedFirst), idOf(postedSecond)]).toEqual([first.record.consentId, second.record.consentId])
    expect(first.record.consentId in pendingBodies(consentOutbox)).toBe(true)
    expect(isConsentUnsent(second.record.consentId)).toBe(true)

    fetchMock.mockImplementation(answer(201))
    jest.setSystemTime(chosenAt + day)
    expect(await resendUnsentConsent()).toBe('delivered')
    // Oldest first, each exactly as first posted, each once.
    expect(sentBodies().slice(2)).toEqual([postedFirst, postedSecond])
    expect(unsentBodies()).toBeNull()
    expect(isConsentUnsent(first.record.consentId)).toBe(false)
    expect(isConsentUnsent(second.record.consentId)).toBe(false)
    expect(await resendUnsentConsent()).toBeNull()
    expect(fetchMock).toHaveBeenCalledTimes(4)
  })

  it('drops a refused (400) choice and only that one: the other waiting choice stays', async () => {
    mockFetch(answer(503), answer(400))
    const waiting = saveConsent(allGranted, { ...shown, acceptType: 'all' })
    expect(await waiting.delivery).toBe('retry')
    const refused = saveConsent(onlyNecessary, shown)
    expect(await refused.delivery).toBe('refused')
    expect(Object.keys(unsentBodies() ?? {})).toEqual([waiting.record.consentId])
    expect(unsentBody()).toBe(sentBodies()[0])
  })

  it('on a resend, a 400 drops its own body, a 503 keeps the other, and the answer is "retry"', async () => {
    mockFetch(answer(503), answer(503), answer(400), answer(503))
    const first = saveConsent(allGranted, { ...shown, acceptType: 'all' })
    const second = saveConsent(onlyNecessary, shown)
    await Promise.all([first.delivery, second.delivery])
    expect(await resendUnsentConsent()).toBe('retry')
    expect(fetchMock).toHaveBeenCalledTimes(4)
    expect(unsentBodies()).toEqual({ [second.record.consentId]: sentBodies()[1] })
  })

  it('ignores what is kept under its key but is no body under its own ID: nothing is sent, nothing throws', async () => {
    localStorage.setItem(
      consentPolicy.unsentKey,
      JSON.stringify({ session_id: 'sess_1767322445000_0123456789abcdef', consent_id: 'x', analytics: false }),
    )
    mockFetch(answer(201))
    expect(pendingBodies(consentOutbox)).toEqual({})
    expect(await resendUnsentConsent()).toBeNull()
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('two resends at once (a navigation and "online") send each body once, one after the other', async () => {
    mockFetch(answer(503), answer(503))
    const first = saveConsent(allGranted, { ...shown, acceptType: 'all' })
    const second = saveConsent(onlyNecessary, shown)
    await Promise.all([first.delivery, second.delivery])
    const answers: ((response: Response) => void)[] = []
    fetchMock.mockImplementation(() => new Promise<Response>((resolve) => answers.push(resolve)))

    const one = resendPending(consentOutbox)
    const other = resendPending(consentOutbox)
    expect(other).toBe(one)
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(3))
    // The second body leaves only once the first is answered.
    for (let tick = 0; tick < 20; tick++) await Promise.resolve()
    expect(fetchMock).toHaveBeenCalledTimes(3)
    answers[0]({ ok: true, status: 201 } as Response)
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(4))
    answers[1]({ ok: true, status: 201 } as Response)
    expect([await one, await other]).toEqual(['delivered', 'delivered'])
    expect(sentBodies().slice(2)).toEqual(sentBodies().slice(0, 2))
    expect(unsentBodies()).toBeNull()
    // Once settled, the next resend starts afresh: nothing waits.
    expect(await resendPending(consentOutbox)).toBeNull()
    expect(fetchMock).toHaveBeenCalledTimes(4)
  })
})

describe('a resend while the first POST of the same choice is still in flight', () => {
  it('makes no second request: both wait for the one POST, and the outbox empties once', async () => {
    let answerPost: (response: Response) => void = () => {}
    fetchMock = jest.fn<typeof fetch>(() => new Promise<Response>((resolve) => (answerPost = resolve)))
    globalThis.fetch = fetchMock
    const { record, delivery } = saveConsent(onlyNecessary, shown)
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1))
    const resend = resendUnsentConsent()
    for (let tick = 0; tick < 20; tick++) await Promise.resolve()
    expect(fetchMock).toHaveBeenCalledTimes(1)
    answerPost({ ok: true, status: 201 } as Response)
    expect([await delivery, await resend]).toEqual(['delivered', 'delivered'])
    expect(fetchMock).toHaveBeenCalledTimes(1)
    expect(isConsentUnsent(record.consentId)).toBe(false)
    expect(unsentBodies()).toBeNull()
  })
})
