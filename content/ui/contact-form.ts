/** The contact form's words; the field rules and their error messages are lib/contact/schema.ts. */
export const contactFormCopy = {
  formLabel: 'Modulo di contatto',
  labels: { firstName: 'Nome', lastName: 'Cognome', email: 'Email', service: 'Servizio', message: 'Messaggio' },
  honeypot: 'Lascia vuoto questo campo',
  noScript: 'Il modulo ha bisogno di JavaScript. Puoi scriverci direttamente a',
  sentTitle: 'Grazie, messaggio ricevuto!',
  sentText: (replyPromise: string) => `Ti abbiamo inviato una conferma via email. Ti rispondiamo ${replyPromise}.`,
  sendAnother: 'Invia un altro messaggio',
  error: "Si è verificato un errore nell'invio del form. Per favore riprova o contattaci direttamente via email.",
  writeTo: 'Scrivi a',
  cooldown: (seconds: number) =>
    `Hai appena inviato un messaggio: attendi ancora ${seconds} secondi prima di inviarne un altro.`,
  send: 'Invia messaggio',
  sending: 'Invio in corso…',
}
