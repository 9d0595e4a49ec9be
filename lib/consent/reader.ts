/**
 * The reader cookie: an unguessable token the first POST gives the browser (HttpOnly, so no script
 * can read it). Only its SHA-256 is stored, beside the record; GET returns a record only to the
 * browser that presents the token, so a session id alone reads nothing.
 */
export const readerCookie = 'consent_reader'

const tokenPattern = /^[A-Za-z0-9_-]{43}$/

export function isReaderToken(value: string | undefined): value is string {
  return value !== undefined && tokenPattern.test(value)
}

export function createReaderToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32))
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '')
}

export async function readerHash(token: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token))
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('')
}
