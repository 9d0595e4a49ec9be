import { randomUUID } from 'node:crypto'
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
