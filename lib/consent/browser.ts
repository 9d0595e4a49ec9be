/** The banner's side effects in the browser: reading, saving and reporting a consent. Never throws. */
import { withStorage } from '@/lib/browser-storage'
import {
  consentPolicy,
  createLocalRecord,
  isLocalConsentRecord,
  judgeConsent,
  type ConsentPreferences,
  type LocalConsentRecord,
} from './policy'
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
  return entry
    ? safely('the consent cookie is not decodable', () => decodeURIComponent(entry.slice(name.length + 1)), null)
    : null
}

function forgetConsent() {
  const refused = (error: unknown) => warn('could not clear the stored consent', error)
  withStorage('localStorage', (storage) => storage.removeItem(consentPolicy.storageKey), refused)
  withStorage('sessionStorage', (storage) => storage.removeItem(consentPolicy.sessionKey), refused)
}

function storeLocally(record: LocalConsentRecord, failure: string) {
  withStorage(
    'localStorage',
    (storage) => storage.setItem(consentPolicy.storageKey, JSON.stringify(record)),
    (error) => warn(failure, error),
  )
}

/**
 * The visitor's valid consent, or null when they must be asked (none, expired, another
 * policy version, corrupted). localStorage first; the first-party cookie refills it.
 */
export function readSavedConsent(now: number = Date.now()): ConsentPreferences | null {
  const stored = parseRecord(
    withStorage(
      'localStorage',
      (storage) => storage.getItem(consentPolicy.storageKey),
      (error) => warn('localStorage is not readable', error),
    ) ?? null,
    'localStorage',
  )
  const record = stored ?? parseRecord(readCookie(consentPolicy.cookieName), 'the consent cookie')
  if (!record) return null
  if (judgeConsent(record, now) !== 'valid') {
    forgetConsent()
    return null
  }
  if (!stored) storeLocally(record, 'could not restore the consent to localStorage')
  return record.preferences
}

export function sessionId(): string {
  const stored = withStorage(
    'sessionStorage',
    (storage) => {
      const existing = storage.getItem(consentPolicy.sessionKey)
      if (existing) return existing
      const created = createSessionId()
      storage.setItem(consentPolicy.sessionKey, created)
      return created
    },
    (error) => warn('sessionStorage is not usable, using a one-off session id', error),
  )
  return stored ?? createSessionId()
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
  storeLocally(record, 'could not store the consent locally')
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
