/**
 * The site's one store, for both record kinds (consents, contact requests), chosen once by configuration:
 * DATABASE_URL (or on the edge worker its HYPERDRIVE binding) → PostgreSQL,
 * SUPABASE_URL + SUPABASE_SERVICE_ROLE_KEY → Supabase, neither → embedded PGlite.
 * Each backend is imported only when chosen, so a Postgres or edge bundle never loads PGlite or node:fs.
 */
import 'server-only'
import { env, onCloudflare as onEdgeWorker } from '@/lib/env'
import { ConsentStore } from '@/lib/consent/store'
import { ContactRequestStore } from '@/lib/contact/store'
import { jsonError } from '@/lib/request/http'
import { StoreError } from './errors'
import type { StorePort } from './port'
import { SqlPort } from './sql'

export type StoreKind = 'postgres' | 'supabase' | 'embedded'

/** The backend the variables choose (on the edge worker a HYPERDRIVE binding, readable only in a request, makes it postgres). */
export const configuredStoreKind = (): StoreKind =>
  env.databaseUrl ? 'postgres' : env.supabase ? 'supabase' : 'embedded'

/** Both record kinds over one port, opened and closed once. */
/** What the operator's health check shows of the last hour (site_last_hour of db/migrations). */
export interface LastHour {
  consents: number
  consentsRefused: number
  contactRequests: number
  contactRequestsRefused: number
  /** Stored without a proof of work: they reach the agency in the hourly digest, with no auto-reply. */
  contactRequestsUnproven: number
  autoReplies: number
  notifications: number
}

export class SiteStore {
  readonly consents: ConsentStore
  readonly contactRequests: ContactRequestStore
  private readonly beforeClose: (() => Promise<void>)[] = []

  constructor(
    readonly kind: StoreKind,
    readonly port: StorePort,
  ) {
    this.consents = new ConsentStore(port)
    this.contactRequests = new ContactRequestStore(port)
  }

  /** Resolves when a consent and a contact request could be stored now; throws a StoreError saying why not. */
  check(): Promise<void> {
    return this.port.check()
  }

  /** The hour before `at`: what was stored, what was refused for its address's allowance, what the budgets took. */
  async lastHour(at: Date): Promise<LastHour> {
    const [row] = await this.port.call('site_last_hour', { at: at.toISOString() })
    const count = (column: string) => Number(row[column])
    return {
      consents: count('consents'),
      consentsRefused: count('consents_refused'),
      contactRequests: count('contact_requests'),
      contactRequestsRefused: count('contact_requests_refused'),
      contactRequestsUnproven: count('contact_requests_unproven'),
      autoReplies: count('auto_replies'),
      notifications: count('notifications'),
    }
  }

  /** Work to stop, and wait for, before the database closes (the background jobs). */
  onClose(stop: () => Promise<void>): void {
    this.beforeClose.push(stop)
  }

  async close(): Promise<void> {
    await Promise.all(this.beforeClose.splice(0).map((stop) => stop()))
    await this.port.close()
  }
}

export interface OpenOptions {
  /** The embedded database's folder instead of SITE_STORE_DIR's (the command-line tools read a copy). */
  folder?: string
  /** How long to wait for an embedded folder another process holds (0: not at all). */
  lockWaitMs?: number
  /** How long Supabase may take to answer one call. */
  timeoutMs?: number
}

/** The configured store: what the server opens once and each command-line tool once per command. */
export async function openSiteStore(options: OpenOptions = {}): Promise<SiteStore> {
  const edge = onEdgeWorker ? await import('./edge-worker') : undefined
  const postgresUrl = edge?.hyperdriveUrl() ?? env.databaseUrl
  if (postgresUrl) {
    const { PostgresDatabase } = await import('./postgres')
    // The worker has no disk to read migrations from, and closes each request's connection after it.
    const perRequest = edge && { perRequest: { waitUntil: edge.waitUntil }, migrate: false }
    return new SiteStore('postgres', new SqlPort(new PostgresDatabase(postgresUrl, perRequest || {})))
  }
  if (env.supabase) {
    const { PostgrestPort } = await import('./postgrest')
    return new SiteStore('supabase', new PostgrestPort({ ...env.supabase, timeoutMs: options.timeoutMs }))
  }
  if (edge) {
    throw new StoreError('the embedded database needs a Node server with a writable disk, and this is an edge worker', {
      fix: 'bind HYPERDRIVE (PostgreSQL through Hyperdrive, see docs/hosting.md) or set SUPABASE_URL + SUPABASE_SERVICE_ROLE_KEY for the worker',
    })
  }
  const { EmbeddedDatabase, defaultStoreFolder } = await import('./embedded')
  const folder = options.folder ?? env.storeDir ?? defaultStoreFolder
  return new SiteStore('embedded', new SqlPort(new EmbeddedDatabase(folder, { lockWaitMs: options.lockWaitMs })))
}

/**
 * The process's one store, kept on globalThis: Next bundles a module once per layer (route handlers, the
 * pages' Server Actions, instrumentation), and two copies of this one would open the embedded database
 * twice, the second refused by the first's lock.
 */
const shared = ((globalThis as { [key: symbol]: unknown })[Symbol.for('orbitalab.siteStore')] ??= {
  kind: configuredStoreKind(),
  opened: undefined,
  reported: false,
  whenOpened: [],
}) as {
  kind: StoreKind
  opened: Promise<SiteStore> | undefined
  reported: boolean
  whenOpened: ((store: SiteStore) => void)[]
}

/** The configured store, opened once per server process, on first use. */
export function siteStore(): Promise<SiteStore> {
  if (!shared.opened) {
    shared.opened = openSiteStore()
    shared.opened.then(
      (store) => {
        shared.kind = store.kind
        for (const start of shared.whenOpened) start(store)
      },
      () => {},
    )
  }
  return shared.opened
}

/** Runs `start` on the server's store once it is open (the background jobs, registered by instrumentation.ts). */
export function whenSiteStoreOpens(start: (store: SiteStore) => void): void {
  shared.whenOpened.push(start)
  shared.opened?.then(start, () => {})
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

/** A route's answer to a store that failed: the cause logged once, the client told only to try again (503). */
export function storeUnavailable(error: unknown, message: string): Response {
  reportStoreFailure(error)
  return jsonError(503, message)
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
    await (await siteStore()).check()
    reportStoreRecovered()
    return { store: shared.kind, ok: true }
  } catch (error) {
    reportStoreFailure(error)
    const problem = error instanceof StoreError ? error.message.replace(/ at \/\S+| \(.*\)$/g, '') : 'the store failed'
    return { store: shared.kind, ok: false, problem }
  }
}
