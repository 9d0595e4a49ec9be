/** The banner's side effects in the browser: reading, saving and reporting a consent. Never throws. */
import { consentPolicy, createLocalRecord, isLocalConsentRecord, judgeConsent, type ConsentPreferences, type LocalConsentRecord } from './policy'
import { createSessionId } from './session-id'

function warn(message: string, error?: unknown) {
  console.warn(`[consent] ${message}`, ...(error === undefined ? [] : [error]))
}

function safely<T>(what: string, action: () => T, fallback: T): T {
  try {
    return action()
  } catch (error) {
    warn(what, error)
    return fallback
  }
}

function parseRecord(text: string | null, source: string): LocalConsentRecord | null {
  if (text === null) return null
  const value = safely(`${source} holds corrupted JSON, asking again`, () => JSON.parse(text) as unknown, null)
  if (value !== null && !isLocalConsentRecord(value)) warn(`${source} holds a malformed record, asking again`)
  return isLocalConsentRecord(value) ? value : null
}

function readCookie(name: string): string | null {
  const entry = document.cookie.split('; ').find((part) => part.startsWith(`${name}=`))
  return entry ? safely('the consent cookie is not decodable', () => decodeURIComponent(entry.slice(name.length + 1)), null) : null
}

function forgetConsent() {
  safely('could not clear the stored consent', () => {
    window.localStorage.removeItem(consentPolicy.storageKey)
    window.sessionStorage.removeItem(consentPolicy.sessionKey)
  }, undefined)
}

/**
 * The visitor's valid consent, or null when they must be asked (none, expired, another
 * policy version, corrupted). localStorage first; the first-party cookie refills it.
 */
export function readSavedConsent(now: number = Date.now()): ConsentPreferences | null {
  const stored = parseRecord(safely('localStorage is not readable', () => window.localStorage.getItem(consentPolicy.storageKey), null), 'localStorage')
  const record = stored ?? parseRecord(readCookie(consentPolicy.cookieName), 'the consent cookie')
  if (!record) return null
  if (judgeConsent(record, now) !== 'valid') {
    forgetConsent()
    return null
  }
  if (!stored) safely('could not restore the consent to localStorage', () => window.localStorage.setItem(consentPolicy.storageKey, JSON.stringify(record)), undefined)
  return record.preferences
}

export function sessionId(): string {
  return safely(
    'sessionStorage is not usable, using a one-off session id',
    () => {
      const existing = window.sessionStorage.getItem(consentPolicy.sessionKey)
      if (existing) return existing
      const created = createSessionId()
      window.sessionStorage.setItem(consentPolicy.sessionKey, created)
      return created
    },
    createSessionId(),
  )
}

/** The POST /api/consent body for these preferences. */
export function consentRequestBody(preferences: ConsentPreferences, now: number = Date.now()) {
  const { analytics, functional, marketing } = preferences
  return {
    session_id: sessionId(),
    user_agent: navigator.userAgent.slice(0, 1024),
    page_url: window.location.href.slice(0, 2048),
    // Only web referrers: an app referrer such as android-app://… would get the whole record refused.
    referrer: /^https?:\/\//i.test(document.referrer) ? document.referrer.slice(0, 2048) : '',
    necessary: true as const,
    analytics,
    functional,
    marketing,
    consent_data: { necessary: true as const, analytics, functional, marketing },
    timestamp: new Date(now).toISOString(),
  }
}

/** Keeps the consent locally, tells the page, and sends the proof to the server without waiting for it. */
export function saveConsent(preferences: ConsentPreferences, now: number = Date.now()): void {
  const record = createLocalRecord(preferences, now)
  safely('could not store the consent locally', () => window.localStorage.setItem(consentPolicy.storageKey, JSON.stringify(record)), undefined)
  window.dispatchEvent(new CustomEvent(consentPolicy.eventName, { detail: record.preferences }))
  fetch('/api/consent', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(consentRequestBody(record.preferences, now)),
    keepalive: true,
  })
    .then((response) => {
      if (!response.ok) warn(`the server did not record the consent (HTTP ${response.status}); it stays stored locally`)
    })
    .catch((error: unknown) => warn('the consent could not reach the server; it stays stored locally', error))
}
