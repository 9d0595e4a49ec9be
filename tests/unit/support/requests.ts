/**
 * The test requests, built in one place: what the contact form and the cookie banner post. Unit tests,
 * browser specs and host specs alike; scripts/consent-record.mjs is the same consent for the scripts,
 * which cannot import TypeScript.
 */
import { randomUUID } from 'node:crypto'
import { testVisitor } from './contact-fixtures'
import { shownText } from './consent-texts'

/** What the contact form posts for the test visitor: a valid request, filled in 12 s, the honeypot empty. `fields` override any field. */
export function contactRequestBody(fields: Record<string, unknown> = {}) {
  return { ...testVisitor, request_id: randomUUID(), filled_ms: 12_000, subject_line: '', ...fields }
}

const categories = ['analytics', 'functional', 'marketing'] as const
type Category = (typeof categories)[number]

/** A session id of the banner's shape, new on each call. */
export const newSessionId = () => `sess_${Date.now()}_${randomUUID().replace(/-/g, '').slice(0, 16)}`

/**
 * What the banner posts for one choice: only the necessary cookies unless `preferences` says otherwise, the
 * accept type that matches them, the Italian banner as this code shows it, a new session and consent id.
 * `fields` override any field.
 */
export function consentRequestBody({
  preferences = {},
  ...fields
}: { preferences?: Partial<Record<Category, boolean>> } & Record<string, unknown> = {}) {
  const choice = { necessary: true, analytics: false, functional: false, marketing: false, ...preferences }
  const granted = categories.filter((category) => choice[category]).length
  const language = fields.banner_language === 'en' ? 'en' : 'it'
  return {
    session_id: newSessionId(),
    user_agent: 'Mozilla/5.0',
    page_url: 'https://www.orbitalab.it/',
    referrer: '',
    ...choice,
    consent_data: choice,
    timestamp: new Date().toISOString(),
    consent_id: randomUUID(),
    accept_type: granted === categories.length ? 'all' : granted === 0 ? 'necessary' : 'custom',
    banner_language: language,
    text_version: shownText(language).version,
    ...fields,
  }
}
