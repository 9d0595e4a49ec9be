/** The way back to the Italian original, shown over a machine-translated page. */
export const readOriginalLabel = 'Leggi in italiano (originale)'
