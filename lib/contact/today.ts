/** Today as an Italian date, dd/mm/yyyy, on the agency's clock (Rome), whatever the visitor's time zone. */
export function italianDate(date: Date = new Date()): string {
  return new Intl.DateTimeFormat('it-IT', {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: 'Europe/Rome',
  }).format(date)
}
