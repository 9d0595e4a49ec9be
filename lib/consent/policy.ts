/** Cookie-consent facts shared by the banner, the route handler and the store. Client-safe: no imports. */
export const consentPolicy = {
  /** Bumped when the cookie policy changes: older consents are asked again. */
  version: '1.0',
  validityDays: 365,
  storageKey: 'cookieConsent',
  sessionKey: 'cookie_session_id',
  cookieName: 'cookie_consent',
  /** localStorage key of a choice the server has not acknowledged yet: the POST body, sent again on the next page. */
  unsentKey: 'cookieConsentUnsent',
  /** The window event other scripts listen to. */
  eventName: 'cookieConsentGiven',
} as const

export const consentCategories = ['analytics', 'functional', 'marketing'] as const

/**
 * How the visitor chose: Accept all, Only necessary, the panel's own selection, the X (necessary only), or
 * their browser's Global Privacy Control signal, honoured as "Only necessary" without asking.
 */
export const acceptTypes = ['all', 'necessary', 'custom', 'close', 'signal'] as const
export type AcceptType = (typeof acceptTypes)[number]

/** The banner speaks Italian, and English to every browser that does not ask for Italian. */
export const bannerLanguages = ['it', 'en'] as const
export type BannerLanguage = (typeof bannerLanguages)[number]

export interface ConsentPreferences {
  necessary: true
  analytics: boolean
  functional: boolean
  marketing: boolean
}

/** What the browser keeps (localStorage key cookieConsent, and the cookie_consent cookie). */
export interface LocalConsentRecord {
  preferences: ConsentPreferences
  timestamp: number
  version: string
  /** The record's id at the server (a UUID), for the visitor to quote; absent in records of before it existed. */
  consentId?: string
  /** Made while the browser sent Global Privacy Control: a grant made so is the visitor's own, and counts under the signal. */
  signal?: true
}

export const allGranted: ConsentPreferences = { necessary: true, analytics: true, functional: true, marketing: true }
export const onlyNecessary: ConsentPreferences = {
  necessary: true,
  analytics: false,
  functional: false,
  marketing: false,
}

const dayMs = 24 * 60 * 60 * 1000

/** Narrows unknown JSON to a well-formed record (shape only; freshness is judged separately). */
export function isLocalConsentRecord(value: unknown): value is LocalConsentRecord {
  if (typeof value !== 'object' || value === null) return false
  const record = value as Record<string, unknown>
  const preferences = record.preferences as Record<string, unknown> | null
  return (
    typeof record.timestamp === 'number' &&
    Number.isFinite(record.timestamp) &&
    typeof record.version === 'string' &&
    typeof preferences === 'object' &&
    preferences !== null &&
    preferences.necessary === true &&
    consentCategories.every((category) => typeof preferences[category] === 'boolean')
  )
}

export type ConsentVerdict = 'valid' | 'expired' | 'outdated' | 'unproven'

/**
 * A record older than 365 days, or given under another policy version, no longer counts; nor does one
 * without a consent ID (from before IDs existed, e.g. the old site on this domain): the agency holds no
 * proof of it, so the visitor is asked again.
 */
export function judgeConsent(record: LocalConsentRecord, now: number): ConsentVerdict {
  if (record.version !== consentPolicy.version) return 'outdated'
  if (!record.consentId) return 'unproven'
  if (now - record.timestamp > consentPolicy.validityDays * dayMs) return 'expired'
  return 'valid'
}

export function createLocalRecord(
  preferences: ConsentPreferences,
  now: number,
  consentId?: string,
  signal = false,
): LocalConsentRecord {
  return {
    preferences: { ...preferences, necessary: true },
    timestamp: now,
    version: consentPolicy.version,
    ...(consentId ? { consentId } : {}),
    ...(signal ? { signal: true as const } : {}),
  }
}

export const grantsAnything = (preferences: ConsentPreferences) =>
  consentCategories.some((category) => preferences[category])

/**
 * What a page does with the saved choice (already judged valid, or null) and the browser's Global Privacy
 * Control signal: use the saved choice, ask with the banner, or record the signal's refusal without asking.
 * Under the signal a saved grant counts only if it was made with the signal on (in the panel): any other
 * grant is set aside until the visitor confirms it there.
 */
export type LoadDecision = { use: LocalConsentRecord } | 'ask' | 'refuse-by-signal'

export function decideOnLoad(saved: LocalConsentRecord | null, signal: boolean): LoadDecision {
  if (saved && (!signal || saved.signal || !grantsAnything(saved.preferences))) return { use: saved }
  return signal ? 'refuse-by-signal' : 'ask'
}
