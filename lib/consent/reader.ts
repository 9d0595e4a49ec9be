/**
 * The reader cookie: an unguessable token the first POST gives the browser (HttpOnly, so no script
 * can read it). Only its SHA-256 is stored, beside the record; GET returns a record only to the
 * browser that presents the token, so a session id alone reads nothing.
 */
import { sha256Hex } from '@/lib/sha256'

export const readerCookie = 'consent_reader'

const tokenPattern = /^[A-Za-z0-9_-]{43}$/

export function isReaderToken(value: string | undefined): value is string {
  return value !== undefined && tokenPattern.test(value)
}

export function createReaderToken(): string {
  return Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString('base64url')
}

export function readerHash(token: string): Promise<string> {
  return sha256Hex(token)
}
