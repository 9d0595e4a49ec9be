import 'server-only'
import { chmod, mkdir, readdir } from 'node:fs/promises'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto'
import { lock } from 'proper-lockfile'
import { StoreError } from './errors'
import { applyMigrations } from './migrations'
import type { RunQuery, SqlDatabase } from './sql'

export const embeddedStoreFix =
  'give the server a writable SITE_STORE_DIR, or keep the records in PostgreSQL (DATABASE_URL) or Supabase (SUPABASE_URL + SUPABASE_SERVICE_ROLE_KEY)'

export interface PgliteStoreOptions {
  /** How long a second opener waits for the folder before giving up: long enough for a crashed owner's lock to go stale. */
  lockWaitMs?: number
}

const lockStaleMs = 10_000

/** The embedded database's folder when SITE_STORE_DIR is unset. */
export const defaultStoreFolder = '.data/store'

/** pgcrypto, for the contact limits' HMAC and random bytes. */
const extensions = { pgcrypto }

/**
 * PGlite (Emscripten's file system) chmods every file it creates to 0666, whatever the umask: the folder,
 * its subfolders and files are made the server user's alone (0700, 0600) after each open. A file it adds
 * later is still 0666, but inside a folder no one else can enter. Best effort: a folder owned by another
 * user cannot be changed, which the open says in one line, with the fix.
 */
async function keepPrivate(folder: string): Promise<void> {
  try {
    await chmod(folder, 0o700)
    for (const entry of await readdir(folder, { recursive: true, withFileTypes: true })) {
      const entryPath = path.join(entry.parentPath, entry.name)
      if (entry.isDirectory()) await chmod(entryPath, 0o700)
      else if (entry.isFile()) await chmod(entryPath, 0o600)
    }
  } catch (error) {
    console.warn(
      `[store] the embedded database at ${folder} could not be made private (${(error as NodeJS.ErrnoException).code ?? error}): other users of this machine may read it. Fix: make the server's user own SITE_STORE_DIR`,
    )
  }
}

/**
 * Embedded Postgres for consents and contact requests: a real database in a folder (or in memory), migrated on first use.
 * PGlite is single-process, and two processes on one folder corrupt it: a lock beside the
 * folder (`<dir>.lock`, refreshed while the owner lives) turns a second opener away.
 */
export class EmbeddedDatabase implements SqlDatabase {
  private ready: Promise<PGlite>
  private unlock: (() => Promise<void>) | undefined

  constructor(
    private readonly dataDir: string,
    private readonly options: PgliteStoreOptions = {},
  ) {
    this.ready = this.open()
    // An open that fails is reported by the first query; don't let it go unhandled meanwhile.
    this.ready.catch(() => {})
  }

  private async open(): Promise<PGlite> {
    if (this.dataDir === 'memory://') return this.migrate(await PGlite.create({ extensions }))
    const folder = path.resolve(this.dataDir)
    try {
      // PGlite creates only the last folder: on a fresh clone .data/ does not exist yet.
      await mkdir(path.dirname(folder), { recursive: true })
      await this.takeLock(folder)
      // Created private, before PGlite writes a byte: no other user of the machine may list it.
      await mkdir(folder, { mode: 0o700 }).catch((error: NodeJS.ErrnoException) => {
        if (error.code !== 'EEXIST') throw error
      })
      const db = await this.migrate(await PGlite.create(folder, { extensions }))
      await keepPrivate(folder)
      return db
    } catch (error) {
      await this.release()
      if (error instanceof StoreError) throw error
      const code = (error as NodeJS.ErrnoException).code
      throw new StoreError(`the embedded database cannot be opened at ${folder}${code ? ` (${code})` : ''}`, {
        cause: error,
        fix: embeddedStoreFix,
      })
    }
  }

  private async takeLock(folder: string): Promise<void> {
    const deadline = Date.now() + (this.options.lockWaitMs ?? lockStaleMs + 2_000)
    for (;;) {
      try {
        this.unlock = await lock(folder, {
          realpath: false,
          stale: lockStaleMs,
          onCompromised: (error) => this.compromised(folder, error),
        })
        return
      } catch (error) {
        // Only a held lock is worth waiting for (its owner may have just died); any other error is final.
        if ((error as NodeJS.ErrnoException).code !== 'ELOCKED') throw error
        if (Date.now() >= deadline) {
          throw new StoreError(`another process is using the embedded database at ${folder}`, {
            cause: error,
            fix: 'run a single server process on one SITE_STORE_DIR; for several processes or servers set DATABASE_URL (PostgreSQL)',
          })
        }
        await new Promise((resolve) => setTimeout(resolve, 500))
      }
    }
  }

  /** Another process may own the folder now: stop writing rather than corrupt it. */
  private compromised(folder: string, error: Error) {
    console.error(`[store] lost the lock on ${folder} (${error.message}); refusing further writes until restart`)
    this.ready = Promise.reject(
      new StoreError(`lost the lock on ${folder}`, {
        fix: 'run one server process per SITE_STORE_DIR, then restart it',
      }),
    )
    this.ready.catch(() => {})
  }

  private async migrate(db: PGlite): Promise<PGlite> {
    await db.transaction((tx) =>
      applyMigrations(async (text) => ((await tx.exec(text)).at(-1)?.rows ?? []) as { name: string }[]),
    )
    return db
  }

  private async release(): Promise<void> {
    const unlock = this.unlock
    this.unlock = undefined
    await unlock?.().catch(() => {})
  }

  private async db(): Promise<PGlite> {
    try {
      return await this.ready
    } catch (error) {
      // Try again on the next request instead of failing until the server restarts.
      this.ready = this.open()
      this.ready.catch(() => {})
      throw error
    }
  }

  run: RunQuery = async (text, params) => {
    const { rows, affectedRows } = await (await this.db()).query(text, params)
    return { rows: rows as never[], affected: affectedRows ?? 0 }
  }

  async close(): Promise<void> {
    try {
      await (await this.ready.catch(() => null))?.close()
    } finally {
      await this.release()
    }
  }
}
