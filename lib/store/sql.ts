/** What every SQL backend offers the record stores: PGlite and node-postgres differ only in how they connect. */
export type RunQuery = <Row>(text: string, params?: unknown[]) => Promise<{ rows: Row[]; affected: number }>

export interface SqlDatabase {
  run: RunQuery
  close(): Promise<void>
}

/** PostgreSQL's error code, whether the driver's error comes bare (PGlite) or wrapped in a StoreError (node-postgres). */
export function postgresCode(error: unknown): string | undefined {
  const cause = (error as { cause?: unknown } | undefined)?.cause
  return (error as { code?: string } | undefined)?.code ?? (cause as { code?: string } | undefined)?.code
}

/** PostgreSQL's error message, from the same places as its code. */
export function postgresMessage(error: unknown): string | undefined {
  const cause = (error as { cause?: unknown } | undefined)?.cause
  return (error as { code?: string } | undefined)?.code !== undefined
    ? (error as Error).message
    : (cause as { message?: string } | undefined)?.message
}

/** A timestamp column as ISO 8601 in UTC with milliseconds, whatever the session's time zone. */
export const isoUtc = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`
