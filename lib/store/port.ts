import 'server-only'
import { StoreError } from './errors'

/** One row of a database function's answer, by column name (a scalar answer under the function's own name). */
export type Row = Record<string, unknown>

/**
 * How the record stores reach the database: every operation is one function of db/migrations, called by
 * name with named arguments, whichever backend runs it (SQL on PGlite, node-postgres or Hyperdrive; Supabase's RPC).
 */
export interface StorePort {
  call<Result extends Row = Row>(fn: string, args?: Row): Promise<Result[]>
  /** Resolves when the site's tables can be used now; throws a StoreError saying why not. */
  check(): Promise<void>
  close(): Promise<void>
}

/** PostgreSQL's code and message behind a failed call: every adapter keeps them as its StoreError's cause. */
export function databaseError(error: unknown): { code?: string; message?: string } {
  const cause = error instanceof StoreError ? error.cause : undefined
  return (cause ?? {}) as { code?: string; message?: string }
}
