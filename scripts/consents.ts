/**
 * The agency's consent records, from the configured store (DATABASE_URL, Supabase or the embedded database):
 *   npm run consents -- export [--since YYYY-MM-DD] [--format csv|json]   print them (CSV by default)
 *   npm run consents -- purge [--dry-run]                                  delete those past the retention period
 *   npm run consents -- migrate                                           create the table in PostgreSQL (DATABASE_URL)
 * The embedded database is exported from a copy, so that is safe while the site is running.
 */
import { cp, mkdtemp, rm } from 'node:fs/promises'
import { existsSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { consentRecordRetentionMonths } from '@/content/legal/retention'
import { env } from '@/lib/env'
import { PgConsentStore } from '@/lib/consent/pg-store'
import { PgliteConsentStore } from '@/lib/consent/pglite-store'
import { retentionCutoff } from '@/lib/consent/retention'
import type { ConsentStore, StoredConsent } from '@/lib/consent/store'
import { SupabaseConsentStore } from '@/lib/consent/supabase-store'

const usage = `usage:
  npm run consents -- export [--since YYYY-MM-DD] [--format csv|json]
  npm run consents -- purge [--dry-run]
  npm run consents -- migrate`
const csvColumns = [
  'id',
  'created_at',
  'timestamp',
  'session_id',
  'ip_address',
  'necessary',
  'analytics',
  'functional',
  'marketing',
  'page_url',
  'referrer',
  'user_agent',
  'consent_data',
] as const

export function toCsv(rows: StoredConsent[]): string {
  const cell = (value: unknown) => {
    let text =
      value === null || value === undefined ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value)
    // Visitors control user agent, URL and referrer: a leading = + - @ would run as a spreadsheet formula.
    if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`
    return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
  }
  return (
    [csvColumns.join(','), ...rows.map((row) => csvColumns.map((column) => cell(row[column])).join(','))].join('\n') +
    '\n'
  )
}

function fail(message: string): never {
  console.error(message)
  process.exit(2)
}

interface OpenedStore {
  store: ConsentStore
  cleanup: () => Promise<void>
}

function closeAfter(store: ConsentStore, also: () => Promise<void> = async () => {}): OpenedStore {
  return { store, cleanup: () => store.close().finally(also) }
}

/** The store the site is configured with; `copy` reads the embedded database from a copy instead of the live folder. */
async function openStore({ copy }: { copy: boolean }): Promise<OpenedStore> {
  if (env.databaseUrl) return closeAfter(new PgConsentStore(env.databaseUrl))
  if (env.supabase) {
    if (!env.supabase.serviceRoleKey)
      console.error('note: without SUPABASE_SERVICE_ROLE_KEY the insert-only policy hides every row')
    return closeAfter(new SupabaseConsentStore({ ...env.supabase, timeoutMs: 30_000 }))
  }
  if (env.consentDbDir === 'memory://') fail('CONSENT_DB_DIR is memory://: an in-memory store keeps nothing to read')
  if (!existsSync(env.consentDbDir)) fail(`no consent database at ${path.resolve(env.consentDbDir)} yet`)
  // Purging the live folder: a running site holds its lock, and we must not wait for it to go stale.
  if (!copy) return closeAfter(new PgliteConsentStore(env.consentDbDir, { lockWaitMs: 0 }))
  const folder = await mkdtemp(path.join(tmpdir(), 'consents-'))
  await cp(env.consentDbDir, folder, { recursive: true })
  return closeAfter(new PgliteConsentStore(folder, { lockWaitMs: 0 }), () =>
    rm(folder, { recursive: true, force: true }),
  )
}

async function exportRecords(values: { since?: string; format?: string }) {
  if (values.format !== 'csv' && values.format !== 'json') fail(`--format must be csv or json\n${usage}`)
  const since = values.since ? new Date(`${values.since}T00:00:00Z`) : undefined
  if (since && (!/^\d{4}-\d{2}-\d{2}$/.test(values.since!) || Number.isNaN(since.getTime())))
    fail(`--since must be a date like 2026-01-31\n${usage}`)
  const { store, cleanup } = await openStore({ copy: true })
  try {
    const rows = await store.list(since)
    process.stdout.write(values.format === 'json' ? `${JSON.stringify(rows, null, 2)}\n` : toCsv(rows))
    console.error(`${rows.length} consent record(s)`)
  } finally {
    await cleanup()
  }
}

async function purge(dryRun: boolean) {
  const cutoff = retentionCutoff(new Date())
  const { store, cleanup } = await openStore({ copy: false })
  if (!env.databaseUrl && !env.supabase) {
    await store.check().catch(async (error: Error) => {
      await cleanup()
      if (!/another process/.test(error.message)) throw error
      fail(
        `the site is running on ${path.resolve(env.consentDbDir)} and purges records older than ${consentRecordRetentionMonths} months itself, at start and once a day; stop it to purge by hand`,
      )
    })
  }
  try {
    const count = await store.purge(cutoff, { dryRun })
    const what = `${count} consent record(s) created before ${cutoff.toISOString()} (older than ${consentRecordRetentionMonths} months)`
    console.log(dryRun ? `would delete ${what}; nothing deleted (--dry-run)` : `deleted ${what}`)
  } finally {
    await cleanup()
  }
}

async function migrate() {
  if (!env.databaseUrl)
    fail(
      'migrate is for PostgreSQL: set DATABASE_URL (the embedded database migrates itself; for Supabase paste db/migrations/001_cookie_consents.sql into its SQL editor)',
    )
  const store = new PgConsentStore(env.databaseUrl)
  try {
    await store.migrate()
    console.log('the cookie_consents table is ready')
  } finally {
    await store.close()
  }
}

async function main() {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: {
      since: { type: 'string' },
      format: { type: 'string', default: 'csv' },
      'dry-run': { type: 'boolean', default: false },
    },
  })
  const command = positionals[0]
  if (command === 'export') return exportRecords(values)
  if (command === 'purge') return purge(values['dry-run'] ?? false)
  if (command === 'migrate') return migrate()
  fail(usage)
}

if (process.argv[1] && import.meta.url.endsWith(path.basename(process.argv[1]))) {
  main().catch((error: unknown) => {
    const fix = error instanceof Error && 'fix' in error && error.fix ? `\nfix: ${String(error.fix)}` : ''
    console.error(`${error instanceof Error ? error.message : String(error)}${fix}`)
    process.exit(1)
  })
}
