import 'server-only'
import { Client, Pool, type ClientBase, type ClientConfig } from 'pg'
import { StoreError } from './errors'
import { applyMigrations } from './migrations'
import type { RunQuery, SqlDatabase } from './sql'

export interface PgStoreOptions {
  /**
   * Set on an edge worker, where a socket opened for one request cannot serve the next: each query
   * gets a connection of its own (to Hyperdrive's pool in production), closed after the response by
   * handing the close to `waitUntil`. Absent: a pool, as on every Node server.
   */
  perRequest?: { waitUntil: (work: Promise<unknown>) => void }
  /**
   * true: apply db/migrations on first use (read from disk, so Node only).
   * false (the edge, which has no disk): expect it created beforehand with `npm run consents -- migrate`.
   */
  migrate?: boolean
}

/** The advisory lock every migration of the site store takes: servers that start together migrate one at a time. */
const siteStoreMigrationLock = 'site store migrations'

const fix =
  'check that DATABASE_URL (on the worker, the Hyperdrive configuration) points at a reachable PostgreSQL server and that its user may create and write the site tables (cookie_consents, contact_requests)'

/** PostgreSQL through node-postgres: the store for several server processes, containers and managed Postgres. */
export class PostgresDatabase implements SqlDatabase {
  private readonly config: ClientConfig
  /** Node: one pool for the process. The edge: what closes each request's own connection. */
  private readonly connections: { pool: Pool } | { waitUntil: (work: Promise<unknown>) => void }
  private migrated: Promise<void> | undefined

  private readonly autoMigrate: boolean

  constructor(connectionString: string, { perRequest, migrate = true }: PgStoreOptions = {}) {
    this.autoMigrate = migrate
    this.config = {
      connectionString,
      connectionTimeoutMillis: 5_000,
      // A transaction-mode pooler (Hyperdrive, PgBouncer) cannot keep a session setting, and may refuse it
      // at login: on the edge the client-side query_timeout alone bounds a query.
      ...(!perRequest && { statement_timeout: 5_000 }),
      query_timeout: 6_000,
      application_name: 'orbitalab-site',
    }
    if (perRequest) {
      this.connections = perRequest
    } else {
      const pool = new Pool({ ...this.config, max: 5, idleTimeoutMillis: 30_000 })
      // An idle client losing its server emits here; without a listener the process would crash.
      pool.on('error', (error) => console.error(`[store] PostgreSQL connection dropped: ${error.message}`))
      this.connections = { pool }
    }
  }

  /** A pooled client, or on the edge a connection of its own, for the span of `work`. */
  private async withClient<T>(work: (client: ClientBase) => Promise<T>): Promise<T> {
    if (!('pool' in this.connections)) return this.withOwnConnection(this.connections.waitUntil, work)
    const client = await this.connections.pool.connect()
    try {
      return await work(client)
    } finally {
      client.release()
    }
  }

  private async withOwnConnection<T>(
    waitUntil: (work: Promise<unknown>) => void,
    work: (client: ClientBase) => Promise<T>,
  ): Promise<T> {
    const client = new Client(this.config)
    // A failure while we wait on the client rejects that call; the socket can still emit one after
    // (it closing under us). Unheard, that emit would throw out of the driver as an unhandled rejection.
    client.on('error', () => {})
    try {
      await client.connect()
      return await work(client)
    } finally {
      // The response does not wait for the goodbye, and a close that never completes cannot hang it.
      waitUntil(client.end().catch(() => {}))
    }
  }

  /** Applies the migrations this database has not run yet (from several servers at once, one after another). */
  migrate(): Promise<void> {
    this.migrated ??= this.withClient(async (client) => {
      try {
        await client.query('begin')
        await client.query('select pg_advisory_xact_lock(hashtext($1))', [siteStoreMigrationLock])
        // A script of several statements answers one result per statement: only single statements' rows are read.
        await applyMigrations(async (text) => {
          const result = await client.query<{ name: string }>(text)
          return Array.isArray(result) ? [] : result.rows
        })
        await client.query('commit')
      } catch (error) {
        await client.query('rollback').catch(() => {})
        throw error
      }
    }).catch((error: unknown) => {
      this.migrated = undefined
      throw new StoreError(`PostgreSQL could not be reached or migrated (${(error as Error).message})`, {
        cause: error,
        fix,
      })
    })
    return this.migrated
  }

  run: RunQuery = async (text, params) => {
    if (this.autoMigrate) await this.migrate()
    try {
      const result = await this.withClient((client) => client.query(text, params))
      return { rows: result.rows, affected: result.rowCount ?? 0 }
    } catch (error) {
      throw new StoreError(`PostgreSQL refused the query (${(error as Error).message})`, { cause: error, fix })
    }
  }

  async close(): Promise<void> {
    if ('pool' in this.connections) await this.connections.pool.end()
  }
}
