/**
 * A contact request's reference, which the visitor quotes (7K4M-2PQX): four and four characters of Crockford's
 * base 32, without I, L, O and U to misread. The database draws it (contact_reference, db/migrations/005).
 */
export const referencePattern = /^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/

/** A reference as someone typed it (any case), or null when it cannot be one. */
export function parseReference(text: string): string | null {
  const reference = text.trim().toUpperCase()
  return referencePattern.test(reference) ? reference : null
}
