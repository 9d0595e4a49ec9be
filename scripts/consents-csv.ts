/** The CSV exports of `npm run consents -- export` (and `npm run leads -- export`): every column, safe to open in a spreadsheet. */
import type { StoredConsent } from '@/lib/consent/store'

/**
 * Every column of the table. reader_hash is included: it is the SHA-256 of a random 256-bit token,
 * so it opens nothing (GET /api/consent hashes the token the browser presents), and it is what links
 * the records one browser made across sessions when that visitor asks which consents they gave.
 */
const csvColumns = [
  'id',
  'consent_id',
  'created_at',
  'timestamp',
  'session_id',
  'ip_address',
  'accept_type',
  'necessary',
  'analytics',
  'functional',
  'marketing',
  'policy_version',
  'banner_language',
  'text_version',
  'gpc_signal',
  'gpc_header',
  'page_url',
  'referrer',
  'user_agent',
  'consent_data',
  'reader_hash',
] as const satisfies readonly (keyof StoredConsent)[]

/**
 * Rows as CSV under the given columns, in that order: every cell safe to open in a spreadsheet
 * (null is empty, an object is JSON, visitor text that would run as a formula is defused).
 */
export function csvOf<Row>(columns: readonly (keyof Row & string)[], rows: readonly Row[]): string {
  const cell = (value: unknown) => {
    let text =
      value === null || value === undefined ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value)
    // Visitors control user agent, URL, referrer, names and messages: a leading = + - @ would run as a spreadsheet formula.
    if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`
    return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
  }
  return (
    [columns.join(','), ...rows.map((row) => columns.map((column) => cell(row[column])).join(','))].join('\n') + '\n'
  )
}

export function toCsv(rows: StoredConsent[]): string {
  return csvOf(csvColumns, rows)
}
