import 'server-only'
import { StoreError } from './errors'
import type { Row, StorePort } from './port'

/** What every SQL backend offers: PGlite and node-postgres differ only in how they connect. */
export type RunQuery = <Result = Row>(text: string, params?: unknown[]) => Promise<{ rows: Result[]; affected: number }>

export interface SqlDatabase {
  run: RunQuery
  close(): Promise<void>
}

/** The port over any SQL database: `select * from fn(name => $1, ...)`, so the order of parameters never matters. */
export class SqlPort implements StorePort {
  constructor(readonly db: SqlDatabase) {}

  async call<Result extends Row = Row>(fn: string, args: Row = {}): Promise<Result[]> {
    const names = Object.keys(args).map((name, index) => `"${name}" => $${index + 1}`)
    try {
      return (await this.db.run<Result>(`select * from ${fn}(${names.join(', ')})`, Object.values(args))).rows
    } catch (error) {
      // node-postgres's errors come wrapped already (lib/store/postgres.ts), PGlite's bare.
      throw error instanceof StoreError
        ? error
        : new StoreError(`${fn}() failed: ${(error as Error).message}`, { cause: error })
    }
  }

  async check(): Promise<void> {
    await this.db.run('select 1 from cookie_consents limit 1')
    await this.db.run('select 1 from contact_requests limit 1')
  }

  close(): Promise<void> {
    return this.db.close()
  }
}
