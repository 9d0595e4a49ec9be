import 'server-only'
import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'

/** The SQL schema shared by every backend: db/migrations/NNN_*.sql, the baseline first. */
export const migrationsFolder = path.join(process.cwd(), 'db', 'migrations')

export interface Migration {
  name: string
  sql: string
}

/** Every migration, in order: what an operator pastes into Supabase's SQL editor on a new project, file by file. */
export async function migrationFiles(): Promise<Migration[]> {
  const names = (await readdir(migrationsFolder)).filter((name) => /^\d+_[\w-]+\.sql$/.test(name)).sort()
  return Promise.all(
    names.map(async (name) => ({ name, sql: await readFile(path.join(migrationsFolder, name), 'utf8') })),
  )
}

/** Runs a statement, or a script of several (then without rows), in the caller's transaction. */
export type MigrationQuery = (text: string) => Promise<{ name: string }[]>

/**
 * Applies, in order, each file the database has not run yet, and records it in store_migrations: on an empty
 * database the baseline and every later file, afterwards only the new ones; then forgets the limits' expired
 * hits. The caller holds a transaction.
 */
export async function applyMigrations(query: MigrationQuery): Promise<void> {
  await query(
    'create table if not exists store_migrations (name text primary key, applied_at timestamptz not null default now())',
  )
  const applied = new Set((await query('select name from store_migrations')).map((row) => row.name))
  for (const migration of await migrationFiles()) {
    if (applied.has(migration.name)) continue
    await query(migration.sql)
    // The name matched /^\d+_[\w-]+\.sql$/: nothing in it to quote.
    await query(`insert into store_migrations (name) values ('${migration.name}')`)
  }
  // Every open: the limits' hits that left their window while no server ran go now (the privacy policy promises it).
  await query('select contact_forget_limits(now())')
}
