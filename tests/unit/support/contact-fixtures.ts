import type { ContactFields } from '@/lib/contact/fields'
import type { EmailjsConfig } from '@/lib/contact/config'

/** The visitor of the contact tests: a valid request's fields. */
export const testVisitor: ContactFields = {
  firstName: 'Giulia',
  lastName: 'Ferri',
  email: 'giulia@example.it',
  message: 'Vorrei un preventivo.',
  service: 'Chatbot AI',
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
