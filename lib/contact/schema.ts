/**
 * The contact form's rules, written once: the form validates with this schema through
 * react-hook-form. zod/mini keeps it small, and it is fetched only when first needed.
 */
import * as z from 'zod/mini'
import { defaultService, serviceOptions, type ContactFields } from './fields'

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
