import { randomBytes, randomUUID } from 'node:crypto'
import { solveChallenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/sha'
import type { Challenge, VerifiedProof } from '@/lib/contact/proof'
import type { ContactFields } from '@/lib/contact/fields'
import type { NewContactRequest } from '@/lib/contact/store'
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

let visitors = 0

/**
 * A request as the server hands it to the store at `at`: proven (a proof checked at that moment), from a client
 * address and a mailbox of its own (so that only the tests about those limits meet them), within the default
 * budgets; `overrides` and `fields` change any of it.
 */
export function testNewContactRequest(
  at: Date,
  overrides: Partial<NewContactRequest> = {},
  fields: Partial<ContactFields> = {},
): NewContactRequest {
  visitors += 1
  return {
    requestId: randomUUID(),
    fields: {
      firstName: 'Giulia',
      lastName: 'Ferri',
      email: `g${visitors}@example.it`,
      message: 'Ciao',
      service: 'Altro',
      ...fields,
    },
    ipAddress: '203.0.113.0',
    clientAddress: `198.18.${visitors >> 8}.${visitors & 255}`,
    at,
    autoReplyHourlyLimit: 30,
    notificationHourlyLimit: 60,
    proof: testVerifiedProof(at),
    ...overrides,
  }
}

/**
 * `challenge` solved as the form's worker solves it, and posted as it posts it, with Node's SHA-256 (the same key
 * derivation as the browser's Web Crypto, only faster).
 */
export async function solvedProof(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey })
  if (!solution) throw new Error('the test proof was not solved')
  return JSON.stringify({ challenge, solution: { counter: solution.counter, derivedKey: solution.derivedKey } })
}

/** A proof of work as the form's worker posts it: one of the server's own challenges (lib/contact/proof.ts), solved. */
export async function testSolvedProof(): Promise<string> {
  // Imported here: the server's configuration is read on import, after each test file has set it.
  const { newChallenge } = await import('@/lib/contact/proof')
  return solvedProof(await newChallenge())
}
