/**
 * The agency's consent records, from the configured store (DATABASE_URL, Supabase or the embedded database):
 *   npm run consents -- export [--since YYYY-MM-DD] [--format csv|json]   print them (CSV by default)
 *   npm run consents -- show <consent-id>                                 one record and the banner text it proves
 *   npm run consents -- texts [--format json]                             this deployment's banner and GPC notice texts and versions
 *   npm run consents -- purge [--dry-run]                                  delete those past the retention period
 *   npm run consents -- migrate                                           create the table in PostgreSQL (DATABASE_URL)
 * The embedded database is exported from a copy, so that is safe while the site is running.
 */
import path from 'node:path'
import { parseArgs } from 'node:util'
import { z } from 'zod'
import { consentRecordRetentionMonths } from '@/content/legal/retention'
import { env } from '@/lib/env'
import { currentBannerTexts, currentSignalTexts } from '@/lib/consent/banner-text'
import { printableJson, safeToPrint } from './printable'
import { PostgresDatabase } from '@/lib/store/postgres'
import { retentionCutoff } from '@/lib/store/retention'
import { toCsv } from './consents-csv'
import { exitWith, fail, openStoreForCommand } from './open-store'

const usage = `usage:
  npm run consents -- export [--since YYYY-MM-DD] [--format csv|json]
  npm run consents -- show <consent-id>
  npm run consents -- texts [--format json]
  npm run consents -- purge [--dry-run]
  npm run consents -- migrate`

async function exportRecords(values: { since?: string; format?: string }) {
  if (values.format !== 'csv' && values.format !== 'json') fail(`--format must be csv or json\n${usage}`)
  const since = values.since ? new Date(`${values.since}T00:00:00Z`) : undefined
  if (since && (!/^\d{4}-\d{2}-\d{2}$/.test(values.since!) || Number.isNaN(since.getTime())))
    fail(`--since must be a date like 2026-01-31\n${usage}`)
  const { store, cleanup } = await openStoreForCommand({ copy: true })
  try {
    const rows = await store.consents.list(since)
    process.stdout.write(values.format === 'json' ? `${printableJson(rows)}\n` : toCsv(rows))
    console.error(`${rows.length} consent record(s)`)
  } finally {
    await cleanup()
  }
}

async function show(consentId: string | undefined) {
  if (!z.uuid().safeParse(consentId).success)
    fail(`show needs a consent id, a UUID such as 0b6c4a1e-8f2d-4c1a-9e3b-5d7f9a2c4e6b\n${usage}`)
  const { store, cleanup } = await openStoreForCommand({ copy: true })
  try {
    const proof = await store.consents.show(consentId!)
    if (!proof) fail(`no consent record with the id ${consentId}`)
    const { banner_text: text, ...record } = proof
    console.log(printableJson(record))
    console.log(
      `\nbanner text shown (${record.banner_language}, version ${record.text_version}):\n${safeToPrint(text, { keepNewlines: true })}`,
    )
  } finally {
    await cleanup()
  }
}

/**
 * What this code shows visitors, the banner and the Global Privacy Control notice in each language: the
 * versions a script posting consents without a browser must send.
 */
async function texts(format: string | undefined) {
  const current = { banner: await currentBannerTexts(), signal: await currentSignalTexts() }
  if (format === 'json') return void console.log(JSON.stringify(current, null, 2))
  for (const [kind, byLanguage] of Object.entries(current))
    for (const { language, version, text } of Object.values(byLanguage))
      console.log(`${kind} ${language} ${version}\n${text}\n`)
}

async function purge(dryRun: boolean) {
  const cutoff = retentionCutoff(new Date())
  const { store, cleanup } = await openStoreForCommand({
    copy: false,
    whenLocked: (folder) =>
      fail(
        `the site is running on ${folder} and purges records older than ${consentRecordRetentionMonths} months itself, at start and once a day; stop it to purge by hand`,
      ),
  })
  try {
    const count = await store.consents.purge(cutoff, { dryRun })
    const what = `${count} consent record(s) created before ${cutoff.toISOString()} (older than ${consentRecordRetentionMonths} months)`
    console.log(dryRun ? `would delete ${what}; nothing deleted (--dry-run)` : `deleted ${what}`)
  } finally {
    await cleanup()
  }
}

async function migrate() {
  if (!env.databaseUrl)
    fail(
      'migrate is for PostgreSQL: set DATABASE_URL (the embedded database migrates itself; for Supabase paste each file of db/migrations/, in order, into its SQL editor)',
    )
  const store = new PostgresDatabase(env.databaseUrl)
  try {
    await store.migrate()
    console.log('the consent tables are ready (every migration of db/migrations/ applied)')
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
  if (command === 'show') return show(positionals[1])
  if (command === 'texts') return texts(values.format)
  if (command === 'purge') return purge(values['dry-run'] ?? false)
  if (command === 'migrate') return migrate()
  fail(usage)
}

if (process.argv[1] && import.meta.url.endsWith(path.basename(process.argv[1]))) {
  main().catch(exitWith)
}
