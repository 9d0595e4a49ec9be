/**
 * The banner's side effects in the browser: reading and keeping a consent. Never throws. The code that
 * reports it to the server (lib/consent/outbox.ts) loads only once there is something to send: not on a first visit.
 */
import 'client-only'
import { withStorage } from '@/lib/browser-storage'
import type { RetryDecision } from '@/lib/request/retry-decision'
import { pendingBodies, queueBody } from '@/lib/consent/outbox-queue'
import { randomUuid } from '@/lib/random-uuid'
import { consentOutbox, consentRequestBody, type SavedRecord, type ShownBanner } from './request-body'
import { warn } from './warn'
import {
  consentPolicy,
  createLocalRecord,
  isLocalConsentRecord,
  judgeConsent,
  type ConsentPreferences,
  type LocalConsentRecord,
} from './policy'

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
 * The visitor's valid consent record, or null when they must be asked (none, expired, another
 * policy version, corrupted). localStorage first; the first-party cookie refills it.
 */
export function readSavedRecord(now: number = Date.now()): LocalConsentRecord | null {
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
  return record
}

/** Global Privacy Control, as the browser states it for this page (fixed for the page's life). */
export function browserSendsSignal(): boolean {
  return (navigator as Navigator & { globalPrivacyControl?: unknown }).globalPrivacyControl === true
}

/**
 * Keeps the consent locally under a new consent ID and tells the page at once; `delivery` settles
 * with the server's verdict (a body not delivered is sent again on the next page).
 */
export function saveConsent(
  preferences: ConsentPreferences,
  shown: ShownBanner,
  now: number = Date.now(),
): { record: SavedRecord; delivery: Promise<RetryDecision> } {
  const consentId = randomUuid()
  const record = { ...createLocalRecord(preferences, now, consentId, shown.signal), consentId }
  storeLocally(record, 'could not store the consent locally')
  // Queued before the sending code loads: offline, or with that code failing to load, the next page sends it.
  const body = JSON.stringify(consentRequestBody(record, shown))
  queueBody(consentOutbox, body)
  window.dispatchEvent(new CustomEvent(consentPolicy.eventName, { detail: record.preferences }))
  const delivery = import('@/lib/consent/outbox').then(
    (outbox) => outbox.send(consentOutbox, body),
    (): RetryDecision => 'retry',
  )
  return { record, delivery }
}

/**
 * On a new page or back online: the choices an earlier page could not log, sent again; null when none waits.
 * A page with nothing to send never loads the sending code (lib/consent/outbox.ts).
 */
export async function resendUnsentConsent(): Promise<RetryDecision | null> {
  if (Object.keys(pendingBodies(consentOutbox)).length === 0) return null
  return (await import('@/lib/consent/outbox')).resendPending(consentOutbox)
}

/** Whether the record with this consent ID still waits in the outbox for the server's acknowledgement. */
export function isConsentUnsent(consentId: string): boolean {
  return pendingBodies(consentOutbox)[consentId] !== undefined
}
