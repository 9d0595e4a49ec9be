/**
 * The hourly digest: one e-mail to the agency, through the notification template, listing the requests that
 * came without a proof of work (no script, or not through the form) or past the notifications' hourly ceiling.
 * The template's own fields say what it is; `message` carries the list, each request's message cut short (the
 * whole request is in the store: `npm run contact-requests -- show <reference>`).
 */
import 'server-only'
import { italianDate } from './emailjs'
import type { DigestEntry } from './store'

/** How much of each message the digest quotes: fifty requests stay well within one e-mail's payload. */
const quotedMessageLength = 400

const romeTime = new Intl.DateTimeFormat('it-IT', { hour: '2-digit', minute: '2-digit', timeZone: 'Europe/Rome' })

/**
 * One request of the list. Its message is quoted, every line after `> `, so that no message can pass for
 * another entry of the list (a line of its own that reads `— 7K4M-2PQX · … · verificata`).
 */
function entryText({ delivery, proven }: DigestEntry): string {
  const { reference, fields, createdAt } = delivery
  const cut =
    fields.message.length > quotedMessageLength ? `${fields.message.slice(0, quotedMessageLength)}…` : fields.message
  const message = cut
    .split('\n')
    .map((line) => `> ${line}`)
    .join('\n')
  return [
    `— ${reference} · ${italianDate(createdAt)} ${romeTime.format(createdAt)} · ${proven ? 'verificata, oltre il limite orario' : 'senza verifica, nessuna conferma inviata'}`,
    `${fields.firstName} ${fields.lastName} <${fields.email}> · ${fields.service}`,
    message,
  ].join('\n')
}

/** The notification template's parameters for one digest of `entries`, with `waiting` requests waiting in all. */
export function digestParams(entries: DigestEntry[], waiting: number, sentAt: Date): Record<string, string> {
  const left = waiting - entries.length
  const message = [
    `${entries.length === 1 ? 'Una richiesta è arrivata' : `${entries.length} richieste sono arrivate`} senza la verifica automatica del modulo (inviate senza JavaScript o da uno script: nessuna conferma automatica al mittente) o oltre il limite orario di notifiche. Leggile e rispondi a quelle vere.`,
    ...entries.map(entryText),
    left > 0
      ? `Altre ${left} attendono il prossimo riepilogo, tra un'ora; tutte sono già nell'archivio: npm run contact-requests -- list.`
      : '',
  ]
    .filter(Boolean)
    .join('\n\n')
  return {
    firstName: 'Riepilogo orario',
    lastName: `(${entries.length} ${entries.length === 1 ? 'richiesta' : 'richieste'})`,
    email: '',
    message,
    service: 'Richieste da verificare',
    today: italianDate(sentAt),
  }
}
