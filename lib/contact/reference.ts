/**
 * A contact request's reference, which the visitor quotes (7K4M-2PQX): four and four characters of Crockford's
 * base 32, without I, L, O and U to misread. Drawn here; the database only keeps it unique.
 */
const alphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'

export const referencePattern = new RegExp(`^[${alphabet}]{4}-[${alphabet}]{4}$`)

/** A fresh reference: eight characters from 40 random bits, about a trillion possibilities. */
export function newReference(): string {
  const letters = Array.from(crypto.getRandomValues(new Uint8Array(8)), (byte) => alphabet[byte % 32]).join('')
  return `${letters.slice(0, 4)}-${letters.slice(4)}`
}

/** A reference as someone typed it (any case), or null when it cannot be one. */
export function parseReference(text: string): string | null {
  const reference = text.trim().toUpperCase()
  return referencePattern.test(reference) ? reference : null
}
