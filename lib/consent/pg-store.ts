import { Client, Pool, type ClientBase, type ClientConfig } from 'pg'
import { readMigrations } from './migration'
import { SqlConsentStore, type RunQuery } from './sql-store'
import { ConsentStoreError } from './store'

export interface PgStoreOptions {
  /**
   * false on an edge worker: a socket opened for one request cannot serve the next there,
   * so each query gets its own connection. true (a pool) everywhere else.
   */
  pooled?: boolean
  /**
   * true: create the table on first use from db/migrations (read from disk, so Node only).
   * false (the edge, which has no disk): expect it created beforehand with `npm run consents -- migrate`.
   */
  migrate?: boolean
}

const fix =
  'check that DATABASE_URL points at a reachable PostgreSQL server and that its user may create and write the cookie_consents table'

/** PostgreSQL through node-postgres: the store for several server processes, containers and managed Postgres. */
export class PgConsentStore extends SqlConsentStore {
  private readonly config: ClientConfig
  private readonly pool: Pool | undefined
  private migrated: Promise<void> | undefined

  private readonly autoMigrate: boolean

  constructor(connectionString: string, { pooled = true, migrate = true }: PgStoreOptions = {}) {
    super()
    this.autoMigrate = migrate
    this.config = {
      connectionString,
      connectionTimeoutMillis: 5_000,
      statement_timeout: 5_000,
      query_timeout: 6_000,
      application_name: 'orbitalab-site',
    }
    if (pooled) {
      this.pool = new Pool({ ...this.config, max: 5, idleTimeoutMillis: 30_000 })
      // An idle client losing its server emits here; without a listener the process would crash.
      this.pool.on('error', (error) => console.error(`[consent] PostgreSQL connection dropped: ${error.message}`))
    }
  }

  /** A pooled client, or on the edge a connection of its own, for the span of `work`. */
  private async withClient<T>(work: (client: ClientBase) => Promise<T>): Promise<T> {
    if (this.pool) {
      const client = await this.pool.connect()
      try {
        return await work(client)
      } finally {
        client.release()
      }
    }
    const client = new Client(this.config)
    await client.connect()
    try {
      return await work(client)
    } finally {
      await client.end().catch(() => {})
    }
  }

  /** Applies the migration (safe to run again, and from several servers at once). */
  migrate(): Promise<void> {
    this.migrated ??= readMigrations()
      .then((sql) =>
        this.withClient(async (client) => {
          try {
            await client.query('begin')
            // Servers that start together would otherwise collide on `create table if not exists`.
            await client.query("select pg_advisory_xact_lock(hashtext('cookie_consents migration'))")
            await client.query(sql)
            await client.query('commit')
          } catch (error) {
            await client.query('rollback').catch(() => {})
            throw error
          }
        }),
      )
      .catch((error: unknown) => {
        this.migrated = undefined
        throw new ConsentStoreError(`PostgreSQL could not be reached or migrated (${(error as Error).message})`, {
          cause: error,
          fix,
        })
      })
    return this.migrated
  }

  protected run: RunQuery = async (text, params) => {
    if (this.autoMigrate) await this.migrate()
    try {
      const result = await this.withClient((client) => client.query(text, params))
      return { rows: result.rows, affected: result.rowCount ?? 0 }
    } catch (error) {
      throw new ConsentStoreError(`PostgreSQL refused the query (${(error as Error).message})`, { cause: error, fix })
    }
  }

  async close(): Promise<void> {
    await this.pool?.end()
  }
}
