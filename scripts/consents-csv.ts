/** The CSV exports of `npm run consents -- export` (and `npm run contact-requests -- export`): every column, safe to open in a spreadsheet. */
import { stringify } from 'csv-stringify/sync'
import type { StoredConsent } from '@/lib/consent/store'
import { safeToPrint } from './printable'

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
 * Where a spreadsheet may start a cell: the comma we write, but also the `;` an Italian Excel or LibreOffice
 * splits on when it opens the file, a tab, a line break, a pipe. Spaces and double quotes after it may be
 * trimmed or taken as the cell's own quotes, so they are looked past.
 */
const cellStart = /(^|[,;|\t\r\n])([ "]*)(?=[=+\-@\t\r])/g

/**
 * Visitor text (user agent, URL, referrer, names, messages) that no spreadsheet runs as a formula: a single
 * quote goes before each `=`, `+`, `-`, `@`, tab or CR that could begin a cell, wherever the spreadsheet splits,
 * so `Salve;=1+1` reads `Salve;'=1+1` and every other character stays as written.
 */
export function defuseFormulas(text: string): string {
  return text.replace(cellStart, "$1$2'")
}

/**
 * One cell's text: null is empty, an object is JSON, a number or boolean as written, any text printable
 * (lib/safe-to-log.ts, line breaks kept) and defused.
 */
function cellText(value: unknown): string {
  if (value === null || value === undefined) return ''
  if (typeof value === 'number' || typeof value === 'boolean') return String(value)
  const text = typeof value === 'object' ? JSON.stringify(value) : String(value)
  return defuseFormulas(safeToPrint(text, { keepNewlines: true }))
}

/**
 * Rows as CSV under the given columns, in that order, header first: every cell quoted (csv-stringify), so a
 * separator, quote or line break inside a value never ends its cell, and every value defused.
 */
export function csvOf<Row>(columns: readonly (keyof Row & string)[], rows: readonly Row[]): string {
  return stringify(
    rows.map((row) => columns.map((column) => cellText(row[column]))),
    { header: true, columns: [...columns], quoted: true, quoted_empty: true },
  )
}

export function toCsv(rows: StoredConsent[]): string {
  return csvOf(csvColumns, rows)
}
