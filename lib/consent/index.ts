/**
 * Which store keeps the consent proof, chosen once by configuration:
 * DATABASE_URL → PostgreSQL, SUPABASE_URL + SUPABASE_ANON_KEY → Supabase REST, neither → embedded PGlite.
 * Each backend is imported only when chosen, so a Postgres or edge bundle never loads PGlite or node:fs.
 */
import { consentRecordRetentionMonths } from '@/content/legal/retention'
import { env, onCloudflare as onEdgeWorker } from '@/lib/env'
import { retentionCutoff } from './retention'
import { ConsentStoreError, type ConsentStore } from './store'

export type ConsentStoreKind = 'postgres' | 'supabase' | 'embedded'

export const configuredStoreKind: ConsentStoreKind = env.databaseUrl
  ? 'postgres'
  : env.supabase
    ? 'supabase'
    : 'embedded'

const dayMs = 24 * 60 * 60 * 1000

async function openStore(): Promise<ConsentStore> {
  if (env.databaseUrl) {
    const { PgConsentStore } = await import('./pg-store')
    return new PgConsentStore(env.databaseUrl, { pooled: !onEdgeWorker, migrate: !onEdgeWorker })
  }
  if (env.supabase) {
    const { SupabaseConsentStore } = await import('./supabase-store')
    return new SupabaseConsentStore(env.supabase)
  }
  if (onEdgeWorker) {
    throw new ConsentStoreError(
      'the embedded consent database needs a Node server with a writable disk, and this is an edge worker',
      {
        fix: 'set DATABASE_URL (PostgreSQL) or SUPABASE_URL + SUPABASE_ANON_KEY for the worker',
      },
    )
  }
  const { PgliteConsentStore } = await import('./pglite-store')
  const store = new PgliteConsentStore(env.consentDbDir)
  keepWithinRetention(store)
  return store
}

/**
 * The embedded database can't be purged by a second process while the site holds it,
 * so the site applies the retention period itself: at start and once a day.
 */
function keepWithinRetention(store: ConsentStore) {
  const purge = () =>
    store.purge(retentionCutoff(new Date())).then(
      (count) =>
        count > 0 &&
        console.info(`[consent] purged ${count} record(s) older than ${consentRecordRetentionMonths} months`),
      () => {}, // an unopened store is reported by the request that meets it
    )
  void purge()
  setInterval(purge, dayMs).unref?.()
}

let opened: Promise<ConsentStore> | undefined

/** The configured store, opened once per server process. */
export function consentStore(): Promise<ConsentStore> {
  opened ??= openStore()
  return opened
}

let reported = false

/**
 * Logs a store failure the first time it happens (and again only after the store has recovered),
 * naming the cause and the fix: one clear line for the operator, not one per request.
 */
export function reportStoreFailure(error: unknown): void {
  if (reported) return
  reported = true
  const cause = error instanceof Error ? error.message : String(error)
  const fix = error instanceof ConsentStoreError && error.fix ? ` Fix: ${error.fix}.` : ''
  console.error(
    `[consent] the ${configuredStoreKind} consent store is not working: ${cause}.${fix} GET /api/health reports it until it recovers.`,
  )
}

export function reportStoreRecovered(): void {
  if (reported) console.info(`[consent] the ${configuredStoreKind} consent store works again`)
  reported = false
}

export interface StoreHealth {
  store: ConsentStoreKind
  ok: boolean
  /** Why not, in words safe to show anyone: no address, key or stack. */
  problem?: string
}

/** Whether a consent could be stored right now. */
export async function storeHealth(): Promise<StoreHealth> {
  try {
    await (await consentStore()).check()
    reportStoreRecovered()
    return { store: configuredStoreKind, ok: true }
  } catch (error) {
    reportStoreFailure(error)
    const problem =
      error instanceof ConsentStoreError ? error.message.replace(/ at \/\S+| \(.*\)$/g, '') : 'the store failed'
    return { store: configuredStoreKind, ok: false, problem }
  }
}
