/** Reporting a consent to the server, with retries: loaded when the visitor chooses, or when a choice waits to be resent. */
import { withStorage } from '@/lib/browser-storage'
import { resendPending, send, type Outbox, type RetryDecision } from '@/lib/outbox'
import type { SavedRecord, ShownBanner } from './browser'
import { consentPolicy } from './policy'
import { createSessionId } from './session-id'
import { warn } from './warn'

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
    timestamp: new Date(record.timestamp).toISOString(),
    consent_id: record.consentId,
    accept_type: shown.acceptType,
    banner_language: shown.language,
    text_version: shown.textVersion,
    gpc_signal: shown.signal,
  }
}

export const consentOutbox: Outbox = {
  url: '/api/consent',
  storageKey: consentPolicy.unsentKey,
  idField: 'consent_id',
  warn,
}

/** Sends the proof of a saved choice; the outbox keeps it until the server acknowledges it. */
export function sendConsent(record: SavedRecord, shown: ShownBanner): Promise<RetryDecision> {
  return send(consentOutbox, JSON.stringify(consentRequestBody(record, shown)))
}

export function resendUnsentConsent(): Promise<RetryDecision | null> {
  return resendPending(consentOutbox)
}
