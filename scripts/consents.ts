/**
 * The agency's consent export: prints every stored cookie consent of the configured store.
 *   npm run consents -- export [--since YYYY-MM-DD] [--format csv|json]
 * The embedded database is read from a copy, so it is safe while the site is running.
 */
import { cp, mkdtemp, rm } from 'node:fs/promises'
import { existsSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { env } from '@/lib/env'
import { PgliteConsentStore } from '@/lib/consent/pglite-store'
import type { ConsentStore, StoredConsent } from '@/lib/consent/store'
import { SupabaseConsentStore } from '@/lib/consent/supabase-store'

const usage = 'usage: npm run consents -- export [--since YYYY-MM-DD] [--format csv|json]'
const csvColumns = ['id', 'created_at', 'timestamp', 'session_id', 'ip_address', 'necessary', 'analytics', 'functional', 'marketing', 'page_url', 'referrer', 'user_agent', 'consent_data'] as const

export function toCsv(rows: StoredConsent[]): string {
  const cell = (value: unknown) => {
    let text = value === null || value === undefined ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value)
    // Visitors control user agent, URL and referrer: a leading = + - @ would run as a spreadsheet formula.
    if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`
    return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
  }
  return [csvColumns.join(','), ...rows.map((row) => csvColumns.map((column) => cell(row[column])).join(','))].join('\n') + '\n'
}

function fail(message: string): never {
  console.error(message)
  process.exit(2)
}

async function openStore(): Promise<{ store: ConsentStore; cleanup: () => Promise<void> }> {
  if (env.supabase) {
    if (!env.supabase.serviceRoleKey) console.error('note: without SUPABASE_SERVICE_ROLE_KEY the insert-only policy hides every row')
    return { store: new SupabaseConsentStore({ ...env.supabase, timeoutMs: 30_000 }), cleanup: async () => {} }
  }
  if (env.consentDbDir === 'memory://') fail('CONSENT_DB_DIR is memory://: an in-memory store has nothing to export')
  if (!existsSync(env.consentDbDir)) fail(`no consent database at ${path.resolve(env.consentDbDir)} yet`)
  const copy = await mkdtemp(path.join(tmpdir(), 'consents-'))
  await cp(env.consentDbDir, copy, { recursive: true })
  const store = new PgliteConsentStore(copy)
  return { store, cleanup: () => store.close().finally(() => rm(copy, { recursive: true, force: true })) }
}

async function main() {
  const { positionals, values } = parseArgs({ allowPositionals: true, options: { since: { type: 'string' }, format: { type: 'string', default: 'csv' } } })
  if (positionals[0] !== 'export') fail(usage)
  if (values.format !== 'csv' && values.format !== 'json') fail(`--format must be csv or json\n${usage}`)
  const since = values.since ? new Date(`${values.since}T00:00:00Z`) : undefined
  if (since && (!/^\d{4}-\d{2}-\d{2}$/.test(values.since!) || Number.isNaN(since.getTime()))) fail(`--since must be a date like 2026-01-31\n${usage}`)

  const { store, cleanup } = await openStore()
  try {
    const rows = await store.list(since)
    process.stdout.write(values.format === 'json' ? `${JSON.stringify(rows, null, 2)}\n` : toCsv(rows))
    console.error(`${rows.length} consent record(s)`)
  } finally {
    await cleanup()
  }
}

if (process.argv[1] && import.meta.url.endsWith(path.basename(process.argv[1]))) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  })
}
