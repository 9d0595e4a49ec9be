/**
 * Which store keeps the consent proof, chosen once by configuration:
 * DATABASE_URL (or on the edge worker its HYPERDRIVE binding) → PostgreSQL,
 * SUPABASE_URL + SUPABASE_ANON_KEY → Supabase REST, neither → embedded PGlite.
 * Each backend is imported only when chosen, so a Postgres or edge bundle never loads PGlite or node:fs.
 */
import { env, onCloudflare as onEdgeWorker } from '@/lib/env'
import { keepWithinRetention } from './retention'
import { ConsentStoreError, type ConsentStore } from './store'

export type ConsentStoreKind = 'postgres' | 'supabase' | 'embedded'

/** From the variables; on the edge worker a HYPERDRIVE binding (readable only in a request) makes it postgres when the store opens. */
let storeKind: ConsentStoreKind = env.databaseUrl ? 'postgres' : env.supabase ? 'supabase' : 'embedded'

/** Why records are not purged automatically, for /api/health; undefined when they are. */
const purgeNotConfigured =
  env.supabase && !env.databaseUrl && !env.supabase.serviceRoleKey
    ? 'not configured: set SUPABASE_SERVICE_ROLE_KEY'
    : undefined

/**
 * Node servers purge by themselves (lib/consent/retention.ts). An edge worker lives for one request and
 * has no timer that outlasts it: there the purge comes from a Node server on the same database, or
 * from `npm run consents -- purge` run daily by the host's scheduler.
 */
function scheduleRetention(store: ConsentStore) {
  if (onEdgeWorker) return
  if (purgeNotConfigured) {
    console.warn(
      `[consent] retention: Supabase records are not purged automatically (${purgeNotConfigured}); GET /api/health reports it`,
    )
    return
  }
  keepWithinRetention(store)
}

async function openStore(): Promise<ConsentStore> {
  const edge = onEdgeWorker ? await import('./edge-worker') : undefined
  const postgresUrl = edge?.hyperdriveUrl() ?? env.databaseUrl
  if (postgresUrl) {
    storeKind = 'postgres'
    const { PgConsentStore } = await import('./pg-store')
    // The worker has no disk to read migrations from, and closes each request's connection after it.
    return edge
      ? new PgConsentStore(postgresUrl, { perRequest: { waitUntil: edge.waitUntil }, migrate: false })
      : new PgConsentStore(postgresUrl)
  }
  if (env.supabase) {
    const { SupabaseConsentStore } = await import('./supabase-store')
    return new SupabaseConsentStore(env.supabase)
  }
  if (onEdgeWorker) {
    throw new ConsentStoreError(
      'the embedded consent database needs a Node server with a writable disk, and this is an edge worker',
      {
        fix: 'bind HYPERDRIVE (PostgreSQL through Hyperdrive, see README) or set SUPABASE_URL + SUPABASE_ANON_KEY for the worker',
      },
    )
  }
  const { PgliteConsentStore } = await import('./pglite-store')
  return new PgliteConsentStore(env.consentDbDir)
}

let opened: Promise<ConsentStore> | undefined

/** The configured store, opened once per server process, which from then on keeps it within the retention period. */
export function consentStore(): Promise<ConsentStore> {
  if (!opened) {
    opened = openStore()
    opened.then(scheduleRetention, () => {})
  }
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
    `[consent] the ${storeKind} consent store is not working: ${cause}.${fix} GET /api/health reports it until it recovers.`,
  )
}

export function reportStoreRecovered(): void {
  if (reported) console.info(`[consent] the ${storeKind} consent store works again`)
  reported = false
}

export interface StoreHealth {
  store: ConsentStoreKind
  ok: boolean
  /** Why not, in words safe to show anyone: no address, key or stack. */
  problem?: string
  /** Present when old records are not purged automatically: what to set. The store itself may still work. */
  purge?: string
}

/** Whether a consent could be stored right now. */
export async function storeHealth(): Promise<StoreHealth> {
  try {
    await (await consentStore()).check()
    reportStoreRecovered()
    return { store: storeKind, ok: true, ...(purgeNotConfigured && { purge: purgeNotConfigured }) }
  } catch (error) {
    reportStoreFailure(error)
    const problem =
      error instanceof ConsentStoreError ? error.message.replace(/ at \/\S+| \(.*\)$/g, '') : 'the store failed'
    return { store: storeKind, ok: false, problem, ...(purgeNotConfigured && { purge: purgeNotConfigured }) }
  }
}
