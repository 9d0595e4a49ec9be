/** The contact form's words; the field rules and their error messages are lib/contact/schema.ts. */
export const contactFormCopy = {
  formLabel: 'Modulo di contatto',
  labels: { firstName: 'Nome', lastName: 'Cognome', email: 'Email', service: 'Servizio', message: 'Messaggio' },
  honeypot: 'Non compilare questo campo: serve a riconoscere i messaggi automatici',
  sentTitle: 'Grazie, richiesta ricevuta!',
  /**
   * `confirmationEmail`: the server will send the auto-reply (EmailJS set up, and within its limits); `proven`:
   * the browser solved the form's automatic check, else the request waits for the agency's hourly digest.
   */
  sentText: (replyPromise: string, { confirmationEmail, proven }: { confirmationEmail: boolean; proven: boolean }) =>
    !proven
      ? `L’abbiamo registrata. È arrivata senza la verifica automatica che il modulo fa nel browser (per esempio con JavaScript disattivato): per questo non ti inviamo una conferma via email e la leggiamo nel riepilogo che riceviamo ogni ora. Ti rispondiamo ${replyPromise} all’indirizzo email che ci hai lasciato.`
      : confirmationEmail
        ? `L’abbiamo registrata e a breve riceverai una conferma via email (ne inviamo al massimo tre al giorno allo stesso indirizzo). Ti rispondiamo ${replyPromise}.`
        : `L’abbiamo registrata: ti rispondiamo ${replyPromise} all’indirizzo email che ci hai lasciato.`,
  referenceLabel: 'Numero della richiesta',
  referenceHint: 'Citalo se ci scrivi o ci chiami: la ritroviamo subito.',
  sendAnother: 'Invia un altro messaggio',
  error: "Si è verificato un errore nell'invio del form. Per favore riprova o contattaci direttamente via email.",
  invalid: 'Alcuni campi non sono stati accettati: controllali qui sotto e riprova.',
  limited: (minutes: number) =>
    `Da questa connessione sono arrivate molte richieste in pochi minuti: per proteggere il modulo dagli abusi, riprova tra ${minutes === 1 ? 'un minuto' : `${minutes} minuti`}. Se è urgente, scrivici direttamente via email.`,
  writeTo: 'Invia il messaggio via email a',
  mailSubject: (service: string) => `Richiesta dal sito: ${service}`,
  cooldown: (seconds: number) =>
    `Hai appena inviato un messaggio: attendi ancora ${seconds} secondi prima di inviarne un altro.`,
  send: 'Invia messaggio',
  sending: 'Invio in corso…',
}
