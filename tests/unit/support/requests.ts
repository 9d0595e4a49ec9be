/**
 * The test requests, built in one place for unit tests, browser specs and host specs alike. (A consent as
 * the banner posts it is scripts/consent-record.mjs's, shared with the scripts.)
 */
import { randomUUID } from 'node:crypto'
import { testVisitor } from './contact-fixtures'

/** What the contact form posts for the test visitor: a valid request, filled in 12 s, the honeypot empty. `fields` override any field. */
export function contactRequestBody(fields: Record<string, unknown> = {}) {
  return { ...testVisitor, request_id: randomUUID(), filled_ms: 12_000, subject_line: '', ...fields }
}
