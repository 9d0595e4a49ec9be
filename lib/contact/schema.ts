/**
 * The contact form's rules, written once: the form validates with this schema through react-hook-form,
 * and POST /api/contact with the same schema plus what travels beside the fields. zod/mini keeps it
 * small, and the browser fetches it only when first needed.
 */
import * as z from 'zod/mini'
import { defaultService, honeypotField, serviceOptions, type ContactFields } from './fields'

const required = (message: string, max: number) =>
  z.string().check(z.trim(), z.minLength(1, message), z.maxLength(max, `Massimo ${max} caratteri.`))

export const contactSchema = z.object({
  firstName: required('Inserisci il tuo nome.', 80),
  lastName: required('Inserisci il tuo cognome.', 80),
  email: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'Inserisci la tua email.'),
      z.email('Inserisci un indirizzo email valido, ad esempio nome@azienda.it.'),
    ),
  message: required('Scrivi il tuo messaggio.', 5000),
  service: z._default(z.enum(serviceOptions), defaultService),
}) satisfies z.ZodMiniType<ContactFields, unknown>

export type ContactInput = z.input<typeof contactSchema>

/** The JSON body of POST /api/contact: the form's fields, the browser's request ID, how long the form was open, the honeypot. */
export const contactRequestSchema = z.extend(contactSchema, {
  request_id: z.uuid(),
  filled_ms: z.int().check(z.gte(0)),
  [honeypotField]: z.optional(z.string().check(z.maxLength(1000))),
})

export type ContactRequestBody = z.input<typeof contactRequestSchema>
