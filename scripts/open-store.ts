/**
 * The site's store for the command-line tools (npm run consents, npm run contact-requests), opened as the server
 * opens it (lib/store). The embedded database is read from a copy (safe while the site runs) and written only
 * in the live folder when no server holds it.
 */
import 'server-only'
import { cp, mkdtemp, rm } from 'node:fs/promises'
import { existsSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { env } from '@/lib/env'
import { defaultStoreFolder } from '@/lib/store/embedded'
import { configuredStoreKind, openSiteStore, type SiteStore } from '@/lib/store'

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

export type CommandOptions =
  /** Reading: the embedded database from a copy of its folder, whoever holds it. */
  | { copy: true }
  /** Writing: the live folder, only if no server holds it; `whenLocked` says so and exits. */
  | { copy: false; whenLocked: (folder: string) => never }

/** The site's store for one command: the server's own choice of backend, and an embedded folder read from a copy. */
export async function openStoreForCommand(options: CommandOptions): Promise<OpenedStore> {
  if (configuredStoreKind() !== 'embedded') {
    const store = await openSiteStore({ timeoutMs: 30_000 })
    return { store, cleanup: () => store.close() }
  }
  const folder = env.storeDir ?? defaultStoreFolder
  if (folder === 'memory://') fail('SITE_STORE_DIR is memory://: an in-memory store keeps nothing to read')
  const live = path.resolve(folder)
  if (!existsSync(live)) fail(`no database at ${live} yet (SITE_STORE_DIR): nothing has been stored there`)
  if (!options.copy) {
    // A running site holds the folder's lock, and we must not wait for it to go stale.
    const store = await openSiteStore({ folder: live, lockWaitMs: 0 })
    await store.check().catch(async (error: Error) => {
      await store.close()
      if (!/another process/.test(error.message)) throw error
      options.whenLocked(live)
    })
    return { store, cleanup: () => store.close() }
  }
  const copy = await mkdtemp(path.join(tmpdir(), 'consents-'))
  await cp(live, copy, { recursive: true })
  const store = await openSiteStore({ folder: copy, lockWaitMs: 0 })
  return { store, cleanup: () => store.close().finally(() => rm(copy, { recursive: true, force: true })) }
}
