/** The short reference a visitor can quote (7K4M-2PQX): Crockford's base 32, without I, L, O and U to misread. */
const alphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'

export function newReference(
  random: (bytes: Uint8Array) => Uint8Array = (bytes) => crypto.getRandomValues(bytes),
): string {
  const letters = Array.from(random(new Uint8Array(8)), (byte) => alphabet[byte % 32]).join('')
  return `${letters.slice(0, 4)}-${letters.slice(4)}`
}
