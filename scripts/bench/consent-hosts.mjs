// The hosts and stores `npm run bench:consent` measures, each started as operators run it: `next start`,
// the standalone server and the container behind nginx, the OpenNext worker under wrangler dev. Every
// host's log is kept, for the error count.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import pg from 'pg'
import { buildEdge, edgeServeCommand } from '../hosting/edge.mjs'
import { startNginx } from '../hosting/nginx.mjs'
import { startPgBouncer } from '../hosting/pgbouncer.mjs'
import { productionNodePath } from '../hosting/production-node.mjs'
import { freePort, startServer } from '../hosting/servers.mjs'
import { prepareStandalone, standaloneEnv } from '../hosting/start-standalone.mjs'
import { migratedPostgres } from '../test-postgres.mjs'
import { build, root } from './server.mjs'

const distDir = '.next-bench'
const nextBin = join(root, 'node_modules', 'next', 'dist', 'bin', 'next')
const proxied = { TRUSTED_PROXY_HOPS: '1' }

/**
 * What each host can keep consents in. On the edge, `postgres` goes through the HYPERDRIVE binding to
 * PgBouncer (Hyperdrive's pool, which wrangler dev does not run); `postgres-direct` points the binding
 * straight at PostgreSQL, as wrangler dev does by default: the unpooled case, for comparison.
 */
export const hostStores = {
  'next-start': ['embedded', 'postgres'],
  standalone: ['embedded', 'postgres'],
  container: ['embedded', 'postgres'],
  edge: ['postgres', 'postgres-direct', 'supabase'],
}

/** Why a host × store pair cannot be measured on this machine, or undefined. */
export async function whyNotHere(host, store) {
  if (store === 'supabase')
    return "Supabase's REST API (PostgREST) cannot run here: Debian has no package of it and the npm one downloads its binary"
  if (host === 'container') {
    const container = await import('../hosting/container.mjs')
    return container.SKIP_CONTAINER ? 'SKIP_CONTAINER=1' : await container.whyContainersCannotRun()
  }
  return undefined
}

/** Counts this run's rows: { rows, sessions } whose session_id starts with `prefix`. */
const countSql = (prefix) =>
  `select count(*)::int as rows, count(distinct session_id)::int as sessions from cookie_consents where session_id like '${prefix}%'`

/**
 * @typedef {(prefix: string, folder?: string) => Promise<{ rows: number, sessions: number }>} Count
 * @typedef {{ env: Record<string, string>, count: Count, stop: () => unknown }} BenchStore
 * @typedef {{ origin: string, logs: () => Promise<string>, stop: () => Promise<unknown>, counted?: Count }} BenchHost
 */

/**
 * Opens `store`: { env for the host, count(prefix) once the host has stopped, stop() }.
 * @returns {Promise<BenchStore>}
 */
export async function openStore(store, host) {
  if (store === 'embedded') {
    const dir = mkdtempSync(join(tmpdir(), 'consent-bench-'))
    const count = async (prefix, folder = dir) => {
      const db = await PGlite.create(folder)
      const { rows } = await db.query(countSql(prefix))
      await db.close()
      return rows[0]
    }
    return { env: { CONSENT_DB_DIR: dir }, dir, count, stop: () => rmSync(dir, { recursive: true, force: true }) }
  }
  const postgres = await migratedPostgres()
  const pool = host === 'edge' && store === 'postgres' ? await startPgBouncer(postgres.url) : undefined
  const count = async (prefix) => {
    const client = new pg.Client(postgres.url)
    await client.connect()
    const { rows } = await client.query(countSql(prefix))
    await client.end()
    return rows[0]
  }
  return {
    env: { DATABASE_URL: pool?.url ?? postgres.url },
    count,
    stop: async () => {
      await pool?.stop()
      postgres.stop()
    },
  }
}

const built = { next: false, edge: false, image: undefined }

/** A Node server as its own process, its output kept. */
async function nodeServer(label, command, args, env, url) {
  const server = await startServer({ label, command, args, env, cwd: root, url })
  return { stop: server.stop, logs: async () => server.log.join('') }
}

/**
 * Starts `host` with the store's variables; `counted` replaces the store's count where the host keeps
 * the records somewhere of its own (the container's volume).
 * @param {string} host
 * @param {BenchStore} store
 * @returns {Promise<BenchHost>}
 */
export async function startHost(host, store) {
  const benchEnv = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NEXT_PUBLIC_SITE_URL: 'http://localhost:3000' }
  if (host === 'next-start' || host === 'standalone') {
    if (!built.next) build(distDir, { NEXT_OUTPUT: 'standalone', NEXT_PUBLIC_SITE_URL: benchEnv.NEXT_PUBLIC_SITE_URL })
    built.next = true
  }
  if (host === 'next-start') {
    const port = await freePort()
    const env = { ...benchEnv, ...store.env, NEXT_DIST_DIR: distDir }
    const server = await nodeServer(
      'next start',
      process.execPath,
      [nextBin, 'start', '-p', String(port)],
      env,
      `http://127.0.0.1:${port}/robots.txt`,
    )
    return { origin: `http://127.0.0.1:${port}`, ...server }
  }
  if (host === 'standalone') {
    const port = await freePort()
    const env = standaloneEnv({ ...benchEnv, ...proxied, ...store.env, HOST: '127.0.0.1', PORT: String(port) })
    const server = await nodeServer(
      'standalone',
      productionNodePath(),
      [prepareStandalone(distDir)],
      env,
      `http://127.0.0.1:${port}/robots.txt`,
    )
    return behindNginx(port, server)
  }
  if (host === 'container') return startContainer(store)
  if (!built.edge) {
    const { code } = buildEdge(benchEnv)
    if (code !== 0) throw new Error(`the OpenNext build failed (exit ${code})`)
    built.edge = true
  }
  const port = await freePort()
  const { command, args, env } = edgeServeCommand({ port, env: { ...benchEnv, ...store.env } })
  const server = await nodeServer('wrangler dev', command, args, env, `http://127.0.0.1:${port}/robots.txt`)
  return { origin: `http://127.0.0.1:${port}`, ...server }
}

async function behindNginx(upstreamPort, server) {
  const nginx = await startNginx({ upstreamPort })
  return {
    origin: nginx.origin,
    logs: server.logs,
    stop: async () => {
      await nginx.stop()
      await server.stop()
    },
  }
}

/** The Dockerfile's image (built once per bench run), its embedded store on a named volume. */
async function startContainer(store) {
  const container = await import('../hosting/container.mjs')
  await container.ensureBaseImage()
  if (!built.image) {
    built.image = `localhost/orbita-lab-site:bench-${container.RUN_ID}`
    await container.buildImage({ tag: built.image, echo: false })
  }
  const port = await freePort()
  const volume = container.runName(`bench-${Date.now()}`)
  const env = { ...proxied, ...(store.env.DATABASE_URL && { DATABASE_URL: store.env.DATABASE_URL }) }
  const handle = await container.runContainer({
    name: container.runName(`bench-site-${Date.now()}`),
    image: built.image,
    volume,
    port,
    env,
  })
  await handle.ready()
  const nginx = await behindNginx(port, { logs: handle.logs, stop: handle.stop })
  return {
    ...nginx,
    // The embedded store lives in the volume: counted from its folder once the container has stopped.
    counted: store.env.CONSENT_DB_DIR
      ? async (prefix) => {
          const { podman } = await import('../hosting/container-base.mjs')
          const mountpoint = (await podman(['volume', 'inspect', '--format', '{{.Mountpoint}}', volume])).stdout.trim()
          return store.count(prefix, join(mountpoint, 'consents'))
        }
      : undefined,
    stop: async () => {
      await nginx.stop()
      await handle.remove()
    },
  }
}

/** Removes what the bench built for the container, if anything. */
export async function cleanUp() {
  if (!built.image) return
  const container = await import('../hosting/container.mjs')
  await container.removeRun({ images: [built.image] })
}
