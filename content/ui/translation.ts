/** The way back to the Italian original, shown over a machine-translated page. */
export const readOriginalLabel = 'Leggi in italiano (originale)'

/**
 * Offered to a browser that is not in Italian when automatic translation has no consent. In
 * English, not Italian: it speaks to visitors who do not read Italian, in the language most of
 * them read and the one their cookie banner speaks. It names Google, since pressing it sends the
 * page to Google.
 */
export const translateOfferLabel = 'Translate this page (Google Translate)'
