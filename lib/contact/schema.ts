/**
 * The contact form's rules, written once: the form validates with this schema through react-hook-form,
 * and its Server Action with the same schema plus what travels beside the fields. zod/mini keeps it
 * small, and the browser fetches it only when first needed.
 *
 * These are the fields' rules; the database keeps only coarse bounds on what a row may hold (db/migrations).
 */
import * as z from 'zod/mini'
import { defaultService, honeypotField, serviceOptions, type ContactFields } from './fields'
import { hasSharedLetter, invisibleCharacter, isSingleScript } from './name-script'

/** The e-mail address's shape: zod's own. */
const emailPattern = z.regexes.email

/**
 * A name is letters and combining marks, with spaces, apostrophes (' and ’), hyphens and dots between them:
 * D'Angelo, Anna Maria, Müller-Lüdenscheidt, Nguyễn, Jr. No digits, symbols, links, control, bidi, zero-width
 * or invisible characters, and one script (lib/contact/name-script.ts): a name reaches the visitor's
 * auto-reply, and nothing else they wrote does.
 */
const nameCharacters = /^[\p{L}\p{M}' ’.-]+$/u
/** A dot followed by two letters is a domain (evil.example), not an initial (J. R. R.) or Jr. */
const domainLike = /\.\p{L}{2}/u
/** Control characters but tab and newline (a carriage return is made a newline first). */
const controlCharacter = /[^\P{Cc}\t\n]/u

/** Written once and the same way: canonical Unicode, any run of whitespace one space, none at the ends. */
const tidyLine = (value: string) => value.normalize('NFC').replace(/\s+/g, ' ').trim()

const name = (missing: string, which: string) =>
  z.string().check(
    z.overwrite(tidyLine),
    z.minLength(1, missing),
    z.maxLength(80, 'Massimo 80 caratteri.'),
    z.regex(nameCharacters, `${which} può contenere solo lettere, spazi, apostrofi, trattini e punti.`),
    z.regex(/\p{L}/u, `${which} deve contenere almeno una lettera.`),
    z.refine((value) => !invisibleCharacter.test(value), `${which} contiene caratteri invisibili: riscrivilo.`),
    z.refine(
      (value) => !domainLike.test(value) && !hasSharedLetter(value),
      'Scrivi solo il nome, senza indirizzi web.',
    ),
    z.refine(isSingleScript, `${which} mescola alfabeti diversi: scrivilo con le lettere di un solo alfabeto.`),
  )

export const contactSchema = z.object({
  firstName: name('Inserisci il tuo nome.', 'Il nome'),
  lastName: name('Inserisci il tuo cognome.', 'Il cognome'),
  email: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'Inserisci la tua email.'),
      z.maxLength(254, 'Massimo 254 caratteri.'),
      z.regex(emailPattern, 'Inserisci un indirizzo email valido, ad esempio nome@azienda.it.'),
    ),
  message: z.string().check(
    z.overwrite((value) => value.replace(/\r\n?/g, '\n').trim()),
    z.minLength(1, 'Scrivi il tuo messaggio.'),
    z.maxLength(5000, 'Massimo 5000 caratteri.'),
    z.refine(
      (value) => !controlCharacter.test(value),
      'Il messaggio contiene caratteri invisibili non ammessi: riscrivilo o incollalo come testo semplice.',
    ),
  ),
  service: z._default(z.enum(serviceOptions), defaultService),
}) satisfies z.ZodMiniType<ContactFields, unknown>

/** Beside a field the database refused although this schema let it through (a request that bypassed it). */
export const refusedByStoreMessage = 'Questo valore non può essere accettato: correggilo e riprova.'

export type ContactInput = z.input<typeof contactSchema>

/**
 * What the form's Server Action checks: the fields, the request ID, how long the form was open, the honeypot,
 * and the proof of work as the form's script posts it (ALTCHA's payload as JSON; lib/contact/proof.ts reads it).
 */
export const contactRequestSchema = z.extend(contactSchema, {
  request_id: z.uuid(),
  filled_ms: z.int().check(z.gte(0)),
  proof: z.optional(z.string().check(z.maxLength(2000))),
  [honeypotField]: z.optional(z.string().check(z.maxLength(1000))),
})
