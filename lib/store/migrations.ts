import 'server-only'
import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'

/** The SQL schema shared by every backend: db/migrations/NNN_*.sql, each safe to run again. */
export const migrationsFolder = path.join(process.cwd(), 'db', 'migrations')

/** Every migration, in order, as one script: each is idempotent, so running all of them is how a store is brought up to date. */
export async function readMigrations(): Promise<string> {
  const files = (await readdir(migrationsFolder)).filter((name) => /^\d+_.*\.sql$/.test(name)).sort()
  const scripts = await Promise.all(files.map((name) => readFile(path.join(migrationsFolder, name), 'utf8')))
  return scripts.join('\n')
}
