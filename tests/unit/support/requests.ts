/**
 * The test requests, built in one place for unit tests, browser specs and host specs alike. (Outside Jest,
 * a consent as the banner posts it is scripts/consent-record.mjs's, shared with the scripts.)
 */
import { randomUUID } from 'node:crypto'
import { testVisitor } from './contact-fixtures'
import { shownText } from './consent-texts'

/** What the contact form posts for the test visitor: a valid request, filled in 12 s, the honeypot empty. `fields` override any field. */
export function contactRequestBody(fields: Record<string, unknown> = {}) {
  return { ...testVisitor, request_id: randomUUID(), filled_ms: 12_000, subject_line: '', ...fields }
}

let sessions = 0
/** A fresh, well-formed session id per request, so tests never see each other's records. */
export function newSessionId(): string {
  sessions += 1
  return `sess_${1767322445000 + sessions}_${sessions.toString(16).padStart(16, '0')}`
}

type Choice = { analytics: boolean; functional: boolean; marketing: boolean }

/** A consent as the Italian banner posts it, with this code's own text version; `change` overrides any field. */
export function consentBody(
  sessionId: string,
  choice: Choice = { analytics: true, functional: false, marketing: true },
  change: Record<string, unknown> = {},
) {
  const granted = Object.values(choice).filter(Boolean).length
  return {
    session_id: sessionId,
    user_agent: 'Mozilla/5.0 (Macintosh)',
    page_url: 'https://www.orbitalab.it/servizi',
    referrer: '',
    necessary: true,
    ...choice,
    consent_data: { necessary: true, ...choice },
    timestamp: new Date().toISOString(),
    consent_id: randomUUID(),
    accept_type: granted === 3 ? 'all' : granted === 0 ? 'necessary' : 'custom',
    banner_language: 'it',
    text_version: shownText('it').version,
    gpc_signal: false,
    ...change,
  }
}
