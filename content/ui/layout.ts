/** The words of the site's frame around every page: skip link, navigation names, footer, 404 page. */
export const skipLinkLabel = 'Vai al contenuto'

export const mainNavLabel = 'Principale'

export const footerCopy = {
  socialLabel: 'Social',
  linksLabel: 'Link utili',
  linksTitle: 'Esplora',
  contactTitle: 'Contatti',
  vatPrefix: 'P. IVA',
}

export const notFoundCopy = {
  /** The document title of the 404 page. */
  title: 'Pagina non trovata',
  eyebrow: 'Errore 404',
  text: 'L’indirizzo che hai aperto non esiste o è stato spostato. Ecco le pagine più visitate:',
  suggestionsLabel: 'Pagine principali',
}
