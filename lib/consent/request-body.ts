/**
 * The POST /api/consent body of a saved choice, and the queue it waits in: built and queued the moment the
 * visitor chooses, by the code every page has, so that a choice made offline, or on a page whose sending
 * code fails to load, is sent by the next page (lib/consent/outbox.ts sends it).
 */
import { withStorage } from '@/lib/browser-storage'
import type { Outbox } from '@/lib/consent/outbox-queue'
import { consentPolicy, type AcceptType, type BannerLanguage, type LocalConsentRecord } from './policy'
import { createSessionId } from './session-id'
import { warn } from './warn'

export const consentOutbox: Outbox = {
  url: '/api/consent',
  storageKey: consentPolicy.unsentKey,
  idField: 'consent_id',
  warn,
}

/** How the choice was made, and which banner text (language and server-computed hash) was on screen. */
export interface ShownBanner {
  acceptType: AcceptType
  language: BannerLanguage
  textVersion: string
  /** The browser sent Global Privacy Control (navigator.globalPrivacyControl) when the choice was made. */
  signal: boolean
}

/** A record saved by this code: it always has its consent ID. */
export type SavedRecord = LocalConsentRecord & { consentId: string }

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

/** The POST /api/consent body for a saved record. */
export function consentRequestBody(record: SavedRecord, shown: ShownBanner) {
  const { analytics, functional, marketing } = record.preferences
  const preferences = { necessary: true as const, analytics, functional, marketing }
  return {
    session_id: sessionId(),
    user_agent: navigator.userAgent.slice(0, 1024),
    page_url: window.location.href.slice(0, 2048),
    // Only web referrers: an app referrer such as android-app://… would get the whole record refused.
    referrer: /^https?:\/\//i.test(document.referrer) ? document.referrer.slice(0, 2048) : '',
    ...preferences,
    consent_data: preferences,
    timestamp: new Date(record.timestamp).toISOString(),
    consent_id: record.consentId,
    accept_type: shown.acceptType,
    banner_language: shown.language,
    text_version: shown.textVersion,
    gpc_signal: shown.signal,
  }
}
