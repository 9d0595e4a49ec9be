/** What the catalogue search says when nothing matches. */
export const noResultsCopy = {
  title: 'Nessun prodotto trovato',
  hint: 'Prova a modificare i termini di ricerca.',
  showAll: 'Mostra tutti i prodotti',
}
