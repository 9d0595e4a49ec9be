/** The error screen's words, around the agency's e-mail address. */
export const errorCopy = {
  title: 'Unexpected Application Error!',
  text: 'Qualcosa non ha funzionato nel caricare la pagina. Riprova tra un istante; se il problema continua, scrivici a',
  retry: 'Riprova',
  home: 'Torna alla home',
}
