/** Bytes as lowercase hex, two digits each: for digests and random identifiers alike. */
export function hex(bytes: Uint8Array): string {
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
}
