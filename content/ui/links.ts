/** Said after the name of every link that opens another site in a new tab (read by screen readers only). */
export const newTabHint = '(si apre in una nuova scheda)'
