/**
 * The configured store for the command-line tools (npm run consents, npm run contact-requests), both record kinds:
 * DATABASE_URL → PostgreSQL, SUPABASE_URL + SUPABASE_ANON_KEY → Supabase, else the embedded database at
 * SITE_STORE_DIR, which is read from a copy (safe while the site runs) and written only in the live folder
 * when no server holds it.
 */
import { cp, mkdtemp, rm } from 'node:fs/promises'
import { existsSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { env } from '@/lib/env'
import { SupabaseConsentStore } from '@/lib/consent/supabase-store'
import { SupabaseContactRequestStore } from '@/lib/contact/supabase-store'
import { EmbeddedDatabase, embeddedStoreFolder } from '@/lib/store/embedded'
import { sqlStore, type SiteStore } from '@/lib/store/index'
import { PostgresDatabase } from '@/lib/store/postgres'

/** Prints `message` on stderr and exits: 2 for what the operator asked wrongly, 1 for what failed. */
export function fail(message: string, status = 2): never {
  console.error(message)
  process.exit(status)
}

/** An error as the one line (and its fix) the operator reads, then exit 1. */
export function exitWith(error: unknown): never {
  const fix = error instanceof Error && 'fix' in error && error.fix ? `\nfix: ${String(error.fix)}` : ''
  console.error(`${error instanceof Error ? error.message : String(error)}${fix}`)
  process.exit(1)
}

export interface OpenedStore {
  store: SiteStore
  /** Closes the store (and removes the copy read from); call it once, in a finally. */
  cleanup: () => Promise<void>
}

/** Both stores share one database (or none, on Supabase): closing the consents' closes it. */
function closeAfter(store: SiteStore, also: () => Promise<void> = async () => {}): OpenedStore {
  return { store, cleanup: () => store.consents.close().finally(also) }
}

export type OpenOptions =
  /** Reading: the embedded database from a copy of its folder, whoever holds it. */
  | { copy: true }
  /** Writing: the live folder, only if no server holds it; `whenLocked` says so and exits. */
  | { copy: false; whenLocked: (folder: string) => never }

/** The store the site is configured with. */
export async function openStore(options: OpenOptions): Promise<OpenedStore> {
  if (env.databaseUrl) return closeAfter(await sqlStore(new PostgresDatabase(env.databaseUrl)))
  if (env.supabase) {
    const config = { ...env.supabase, timeoutMs: 30_000 }
    return closeAfter({
      consents: new SupabaseConsentStore(config),
      contactRequests: new SupabaseContactRequestStore(config),
    })
  }
  const folder = embeddedStoreFolder(env.storeDir)
  if (folder === 'memory://') fail('SITE_STORE_DIR is memory://: an in-memory store keeps nothing to read')
  const live = path.resolve(folder)
  if (!existsSync(live)) fail(`no database at ${live} yet (SITE_STORE_DIR): nothing has been stored there`)
  if (!options.copy) {
    // A running site holds the folder's lock, and we must not wait for it to go stale.
    const opened = closeAfter(await sqlStore(new EmbeddedDatabase(live, { lockWaitMs: 0 })))
    await opened.store.consents.check().catch(async (error: Error) => {
      await opened.cleanup()
      if (!/another process/.test(error.message)) throw error
      options.whenLocked(live)
    })
    return opened
  }
  const copy = await mkdtemp(path.join(tmpdir(), 'consents-'))
  await cp(live, copy, { recursive: true })
  return closeAfter(await sqlStore(new EmbeddedDatabase(copy, { lockWaitMs: 0 })), () =>
    rm(copy, { recursive: true, force: true }),
  )
}
