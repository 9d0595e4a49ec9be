/** The contact form's fields and defaults, without the validator (which loads on demand). */
export const serviceOptions = [
  'Informazioni generali',
  'AI Agents',
  'Chatbot AI',
  'Software PMI',
  'Team di sviluppo',
  'Piani di crescita',
  'Altro',
] as const
export const defaultService = serviceOptions[0]

export interface ContactFields {
  firstName: string
  lastName: string
  email: string
  message: string
  service: (typeof serviceOptions)[number]
}

export const emptyContact: ContactFields = {
  firstName: '',
  lastName: '',
  email: '',
  message: '',
  service: defaultService,
}

/**
 * The honeypot's name: hidden from people, and a name no autofill or password manager has a meaning for
 * (a field called "website" or "company" gets filled, and a real message would be thrown away).
 */
export const honeypotField = 'subject_line'
