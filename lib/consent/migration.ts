import { readFile } from 'node:fs/promises'
import path from 'node:path'

/** The SQL schema shared by both backends (db/migrations/001_cookie_consents.sql). */
export const migrationPath = path.join(process.cwd(), 'db', 'migrations', '001_cookie_consents.sql')

export function readMigration(): Promise<string> {
  return readFile(migrationPath, 'utf8')
}
