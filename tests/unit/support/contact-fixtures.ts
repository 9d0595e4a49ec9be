import { randomBytes, randomUUID } from 'node:crypto'
import { solveChallenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/sha'
import type { VerifiedProof } from '@/lib/contact/proof'
import type { ContactFields } from '@/lib/contact/fields'
import type { EmailjsConfig } from '@/lib/contact/config'
import type * as z from 'zod/mini'
import type { contactRequestSchema } from '@/lib/contact/schema'

type ContactRequestBody = z.input<typeof contactRequestSchema>

/** The visitor of the contact tests: a valid request's fields. */
export const testVisitor: ContactFields = {
  firstName: 'Giulia',
  lastName: 'Ferri',
  email: 'giulia@example.it',
  message: 'Vorrei un preventivo.',
  service: 'Chatbot AI',
}

/**
 * The JSON body the form's script sends for the test visitor: a request ID of its own, a form open for 12 s,
 * an empty honeypot; `overrides` change or add any field (an invalid one too).
 */
export function testRequestBody(overrides: Record<string, unknown> = {}): ContactRequestBody {
  return {
    ...testVisitor,
    request_id: randomUUID(),
    filled_ms: 12_000,
    subject_line: '',
    ...overrides,
  } as ContactRequestBody
}

/** EmailJS as the delivery tests configure it, calling `apiOrigin`. */
export function testEmailjs(apiOrigin = 'https://emailjs.test'): EmailjsConfig {
  return {
    serviceId: 'service_test',
    templateId: 'template_notify',
    autoReplyTemplateId: 'template_reply',
    publicKey: 'public-key',
    privateKey: 'private-key',
    apiOrigin,
  }
}

/** A proof as the store receives it once checked: a challenge signature of its own, valid for 10 minutes from `at`. */
export function testVerifiedProof(at = new Date()): VerifiedProof {
  return { challenge: randomBytes(32).toString('hex'), expiresAt: new Date(at.getTime() + 10 * 60_000) }
}

/**
 * A proof of work as the form's worker posts it: one of the server's own challenges (lib/contact/proof.ts), solved
 * here with Node's SHA-256 (the same key derivation as the browser's Web Crypto, only faster).
 */
export async function testSolvedProof(): Promise<string> {
  // Imported here: the server's configuration is read on import, after each test file has set it.
  const { newChallenge } = await import('@/lib/contact/proof')
  const challenge = await newChallenge()
  const solution = await solveChallenge({ challenge, deriveKey })
  if (!solution) throw new Error('the test proof was not solved')
  return JSON.stringify({ challenge, solution: { counter: solution.counter, derivedKey: solution.derivedKey } })
}
