/**
 * The three backends every store test runs on, each with a way to run SQL beside the store (to backdate rows,
 * count them or migrate again): PGlite in memory, PostgreSQL, and Supabase (PostgREST's RPC, through the
 * stand-in of ./postgrest.ts, over PostgreSQL with Supabase's roles).
 */
import type { PGlite } from '@electric-sql/pglite'
import { SiteStore } from '@/lib/store'
import { EmbeddedDatabase } from '@/lib/store/embedded'
import { migrationFiles } from '@/lib/store/migrations'
import type { StorePort } from '@/lib/store/port'
import { PostgresDatabase } from '@/lib/store/postgres'
import { PostgrestPort } from '@/lib/store/postgrest'
import { SqlPort, type SqlDatabase } from '@/lib/store/sql'
import { freshDatabase, sql } from './postgres'
import { startPostgrest, supabaseKeys } from './postgrest'

export interface TestBackend {
  port: StorePort
  /** Runs SQL on the backend's database directly; without parameters, a script of several statements. */
  exec: <Row = Record<string, unknown>>(text: string, params?: unknown[]) => Promise<Row[]>
  close: () => Promise<void>
}

export type BackendName = 'PGlite' | 'PostgreSQL' | 'Supabase'

export const storeBackends: [BackendName, (label: string) => Promise<TestBackend>][] = [
  [
    'PGlite',
    async () => {
      const database = new EmbeddedDatabase('memory://')
      const pglite = () => (database as unknown as { ready: Promise<PGlite> }).ready
      return {
        port: new SqlPort(database),
        exec: async <Row>(text: string, params?: unknown[]) =>
          (params
            ? (await (await pglite()).query(text, params)).rows
            : ((await (await pglite()).exec(text)).at(-1)?.rows ?? [])) as Row[],
        close: () => database.close(),
      }
    },
  ],
  [
    'PostgreSQL',
    async (label) => {
      const url = await freshDatabase(label)
      const database = new PostgresDatabase(url)
      return {
        port: new SqlPort(database),
        exec: (text, params) => sql(url, text, params),
        close: () => database.close(),
      }
    },
  ],
  [
    'Supabase',
    async (label) => {
      const url = await freshDatabase(label)
      // What the operator pastes into Supabase's SQL editor.
      await sql(url, (await migrationFiles()).map((migration) => migration.sql).join('\n'))
      const standIn = await startPostgrest(url)
      return {
        port: new PostgrestPort({ url: standIn.url, ...supabaseKeys }),
        exec: (text, params) => sql(url, text, params),
        close: () => standIn.close(),
      }
    },
  ],
]

/** Both record kinds on one SQL database, as the server opens them. */
export const siteStoreOn = (database: SqlDatabase) =>
  new SiteStore(database instanceof EmbeddedDatabase ? 'embedded' : 'postgres', new SqlPort(database))
