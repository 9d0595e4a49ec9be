/**
 * The site's one store, for both record kinds (consents, contact requests), chosen once by configuration:
 * DATABASE_URL (or on the edge worker its HYPERDRIVE binding) → PostgreSQL,
 * SUPABASE_URL + SUPABASE_ANON_KEY → Supabase REST, neither → embedded PGlite.
 * Each backend is imported only when chosen, so a Postgres or edge bundle never loads PGlite or node:fs.
 */
import { env, onCloudflare as onEdgeWorker } from '@/lib/env'
import type { ConsentStore } from '@/lib/consent/store'
import type { ContactRequestStore } from '@/lib/contact/store'
import { StoreError } from './errors'
import type { SqlDatabase } from './sql'

export type StoreKind = 'postgres' | 'supabase' | 'embedded'

export interface SiteStore {
  consents: ConsentStore
  contactRequests: ContactRequestStore
}

/**
 * The process's one store, kept on globalThis: Next bundles a module once per layer (route handlers, the
 * pages' Server Actions), and two copies of this one would open the embedded database twice, the second
 * refused by the first's lock. `kind` comes from the variables; on the edge worker a HYPERDRIVE binding
 * (readable only in a request) makes it postgres when the store opens.
 */
const shared = ((globalThis as { [key: symbol]: unknown })[Symbol.for('orbitalab.siteStore')] ??= {
  kind: env.databaseUrl ? 'postgres' : env.supabase ? 'supabase' : 'embedded',
  opened: undefined,
  reported: false,
}) as { kind: StoreKind; opened: Promise<SiteStore> | undefined; reported: boolean }

async function openStore(): Promise<SiteStore> {
  const edge = onEdgeWorker ? await import('./edge-worker') : undefined
  const postgresUrl = edge?.hyperdriveUrl() ?? env.databaseUrl
  if (postgresUrl) {
    shared.kind = 'postgres'
    const { PostgresDatabase } = await import('./postgres')
    // The worker has no disk to read migrations from, and closes each request's connection after it.
    return sqlStore(
      edge
        ? new PostgresDatabase(postgresUrl, { perRequest: { waitUntil: edge.waitUntil }, migrate: false })
        : new PostgresDatabase(postgresUrl),
    )
  }
  if (env.supabase) {
    const [{ SupabaseConsentStore }, { SupabaseContactRequestStore }] = await Promise.all([
      import('@/lib/consent/supabase-store'),
      import('@/lib/contact/supabase-store'),
    ])
    return {
      consents: new SupabaseConsentStore(env.supabase),
      contactRequests: new SupabaseContactRequestStore(env.supabase),
    }
  }
  if (onEdgeWorker) {
    throw new StoreError('the embedded database needs a Node server with a writable disk, and this is an edge worker', {
      fix: 'bind HYPERDRIVE (PostgreSQL through Hyperdrive, see README) or set SUPABASE_URL + SUPABASE_ANON_KEY for the worker',
    })
  }
  const { EmbeddedDatabase, embeddedStoreFolder } = await import('./embedded')
  return sqlStore(new EmbeddedDatabase(embeddedStoreFolder(env.storeDir)))
}

/** Both record kinds on one SQL database. */
export async function sqlStore(db: SqlDatabase): Promise<SiteStore> {
  const [{ SqlConsentStore }, { SqlContactRequestStore }] = await Promise.all([
    import('@/lib/consent/sql-store'),
    import('@/lib/contact/sql-store'),
  ])
  return { consents: new SqlConsentStore(db), contactRequests: new SqlContactRequestStore(db) }
}

/** The configured store, opened once per server process, which from then on runs its background jobs (lib/store/jobs.ts). */
export function siteStore(): Promise<SiteStore> {
  if (!shared.opened) {
    const opened = openStore()
    shared.opened = opened
    if (!onEdgeWorker)
      opened.then(
        async (store) => (await import('./jobs')).startBackgroundJobs(store),
        () => {},
      )
  }
  return shared.opened
}

export async function consentStore(): Promise<ConsentStore> {
  return (await siteStore()).consents
}

export async function contactRequestStore(): Promise<ContactRequestStore> {
  return (await siteStore()).contactRequests
}

/**
 * Logs a store failure the first time it happens (and again only after the store has recovered),
 * naming the cause and the fix: one clear line for the operator, not one per request.
 */
export function reportStoreFailure(error: unknown): void {
  if (shared.reported) return
  shared.reported = true
  const cause = error instanceof Error ? error.message : String(error)
  const fix = error instanceof StoreError && error.fix ? ` Fix: ${error.fix}.` : ''
  console.error(
    `[store] the ${shared.kind} store is not working: ${cause}.${fix} GET /api/health reports it until it recovers.`,
  )
}

export function reportStoreRecovered(): void {
  if (shared.reported) console.info(`[store] the ${shared.kind} store works again`)
  shared.reported = false
}

export interface StoreHealth {
  store: StoreKind
  ok: boolean
  /** Why not, in words safe to show anyone: no address, key or stack. */
  problem?: string
}

/** Whether a consent and a contact request could be stored right now. */
export async function storeHealth(): Promise<StoreHealth> {
  try {
    const store = await siteStore()
    await store.consents.check()
    await store.contactRequests.check()
    reportStoreRecovered()
    return { store: shared.kind, ok: true }
  } catch (error) {
    reportStoreFailure(error)
    const problem = error instanceof StoreError ? error.message.replace(/ at \/\S+| \(.*\)$/g, '') : 'the store failed'
    return { store: shared.kind, ok: false, problem }
  }
}
