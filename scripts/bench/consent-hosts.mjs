// The hosts and stores `npm run bench:consent` and `npm run bench:contact` measure, each started as operators
// run it: `npm start`, the standalone server and the container behind nginx, the OpenNext worker under
// wrangler dev. Every host's log is kept, for the error count; each host can be crashed (kill -9) and
// started again on the same store and port.
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import pg from 'pg'
import { buildEdge, edgeServeCommand, workerVariables } from '../hosting/edge.mjs'
import { startNginx } from '../hosting/nginx.mjs'
import { startPgBouncer } from '../hosting/pgbouncer.mjs'
import { productionNodePath } from '../hosting/production-node.mjs'
import { freePort, startServer } from '../hosting/servers.mjs'
import { prepareStandalone, standaloneEnv } from '../hosting/start-standalone.mjs'
import { migratedPostgres } from '../test-postgres.mjs'
import { build, root } from './server.mjs'

const distDir = '.next-bench'
const serverEntry = join(root, 'server.mjs')
const proxied = { TRUSTED_PROXY_HOPS: '1' }

/**
 * What each host can keep consents in. On the edge, `postgres` goes through the HYPERDRIVE binding to
 * PgBouncer (Hyperdrive's pool, which wrangler dev does not run); `postgres-direct` points the binding
 * straight at PostgreSQL, as wrangler dev does by default: the unpooled case, for comparison.
 */
export const hostStores = {
  'npm-start': ['embedded', 'postgres'],
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
 * @typedef {(sql: string, params?: unknown[], folder?: string) => Promise<any[]>} Query
 * @typedef {{ env: Record<string, string>, count: Count, query: Query, stop: () => unknown }} BenchStore
 * @typedef {{ origin: string, ipv6Origin?: string, logs: () => Promise<string>, stop: () => Promise<unknown>,
 *   counted?: Count, storeFolder?: () => Promise<string>, crash: () => Promise<unknown>,
 *   restart: () => Promise<unknown> }} BenchHost
 */

/** Whether this machine has an IPv6 loopback to serve on (a container may run with IPv6 off); asked once. */
let ipv6Probe
const ipv6Loopback = () =>
  (ipv6Probe ??= new Promise((resolve) => {
    const probe = createServer()
    probe.once('error', () => resolve(false))
    probe.listen(0, '::1', () => probe.close(() => resolve(true)))
  }))

/**
 * Opens `store`: { env for the host, query(sql, params) and count(prefix) (the embedded store's only once
 * the host has stopped), stop() }.
 * @returns {Promise<BenchStore>}
 */
export async function openStore(store, host) {
  if (store === 'embedded') {
    const dir = mkdtempSync(join(tmpdir(), 'consent-bench-'))
    const query = async (sql, params = [], folder = dir) => {
      const db = await PGlite.create(folder)
      try {
        return (await db.query(sql, params)).rows
      } finally {
        await db.close()
      }
    }
    const count = async (prefix, folder = dir) => (await query(countSql(prefix), [], folder))[0]
    return {
      env: { SITE_STORE_DIR: dir },
      dir,
      count,
      query,
      stop: () => rmSync(dir, { recursive: true, force: true }),
    }
  }
  const postgres = await migratedPostgres()
  const pool = host === 'edge' && store === 'postgres' ? await startPgBouncer(postgres.url) : undefined
  const query = async (sql, params = []) => {
    const client = new pg.Client(postgres.url)
    await client.connect()
    try {
      return (await client.query(sql, params)).rows
    } finally {
      await client.end()
    }
  }
  return {
    env: { DATABASE_URL: pool?.url ?? postgres.url },
    count: async (prefix) => (await query(countSql(prefix)))[0],
    query,
    stop: async () => {
      await pool?.stop()
      postgres.stop()
    },
  }
}

const built = { next: false, edge: false, image: undefined }

/**
 * A Node server as its own process, its output kept; crash() is a `kill -9` of its process group, restart()
 * starts the same command on the same port and store again (the log goes on).
 */
async function nodeServer(label, command, args, env, url) {
  const start = () => startServer({ label, command, args, env, cwd: root, url })
  let server = await start()
  const earlier = []
  return {
    stop: () => server.stop(),
    logs: async () => [...earlier, ...server.log].join(''),
    crash: () =>
      new Promise((resolve) => {
        const { child } = server
        if (child.exitCode !== null || child.signalCode !== null) return resolve(undefined)
        child.once('exit', resolve)
        process.kill(-child.pid, 'SIGKILL')
      }),
    restart: async () => {
      earlier.push(...server.log)
      server = await start()
    },
  }
}

/**
 * Starts `host` with the store's variables and `siteEnv` (the site's own settings: EmailJS, the operator's
 * token); `counted` replaces the store's count, and `storeFolder` names the embedded store's folder, where
 * the host keeps the records somewhere of its own (the container's volume). Where this machine has an IPv6
 * loopback, every host answers on it too (`ipv6Origin`): `npm start` and wrangler dev on `::`, which also
 * takes IPv4, nginx on [::1] beside 127.0.0.1.
 * @param {string} host
 * @param {BenchStore} store
 * @param {Record<string, string>} [siteEnv]
 * @returns {Promise<BenchHost>}
 */
export async function startHost(host, store, siteEnv = {}) {
  const benchEnv = {
    ...process.env,
    ...siteEnv,
    NEXT_TELEMETRY_DISABLED: '1',
    NEXT_PUBLIC_SITE_URL: 'http://localhost:3000',
  }
  if (host === 'npm-start' || host === 'standalone') {
    if (!built.next) build(distDir, { NEXT_OUTPUT: 'standalone', NEXT_PUBLIC_SITE_URL: benchEnv.NEXT_PUBLIC_SITE_URL })
    built.next = true
  }
  if (host === 'npm-start') {
    const port = await freePort()
    const env = { ...benchEnv, ...store.env, NEXT_DIST_DIR: distDir }
    const ipv6 = await ipv6Loopback()
    const server = await nodeServer(
      'npm start',
      process.execPath,
      [serverEntry, '-p', String(port), ...(ipv6 ? ['-H', '::'] : [])],
      env,
      `http://127.0.0.1:${port}/robots.txt`,
    )
    return { origin: `http://127.0.0.1:${port}`, ...(ipv6 && { ipv6Origin: `http://[::1]:${port}` }), ...server }
  }
  if (host === 'standalone') {
    const port = await freePort()
    const env = standaloneEnv({ ...benchEnv, ...proxied, ...store.env, HOST: '127.0.0.1', PORT: String(port) }, distDir)
    const server = await nodeServer(
      'standalone',
      productionNodePath(),
      [prepareStandalone(distDir)],
      env,
      `http://127.0.0.1:${port}/robots.txt`,
    )
    return behindNginx(port, server)
  }
  if (host === 'container') return startContainer(store, siteEnv)
  // SKIP_BUILD=1 reuses an OpenNext worker already in .open-next/, as it reuses .next-bench.
  if (!built.edge && !(process.env.SKIP_BUILD === '1' && existsSync(join(root, '.open-next', 'worker.js')))) {
    // Types are checked by `npm run typecheck`, as for the Node build (server.mjs).
    const { code } = buildEdge({ ...benchEnv, NEXT_SKIP_TYPECHECK: '1' })
    if (code !== 0) throw new Error(`the OpenNext build failed (exit ${code})`)
    built.edge = true
  }
  const port = await freePort()
  const { command, args, env } = edgeServeCommand({ port, env: { ...benchEnv, ...store.env } })
  // The site's settings edge.mjs does not pass on its own reach the worker too.
  const moreVars = Object.entries(siteEnv).filter(([name, value]) => value && !workerVariables.includes(name))
  args.push(...moreVars.flatMap(([name, value]) => ['--var', `${name}:${value}`]))
  const ipv6 = await ipv6Loopback()
  if (ipv6) args[args.indexOf('--ip') + 1] = '::'
  const server = await nodeServer('wrangler dev', command, args, env, `http://127.0.0.1:${port}/robots.txt`)
  return { origin: `http://127.0.0.1:${port}`, ...(ipv6 && { ipv6Origin: `http://[::1]:${port}` }), ...server }
}

async function behindNginx(upstreamPort, server) {
  const ipv6 = await ipv6Loopback()
  const nginx = await startNginx({ upstreamPort, ipv6 })
  return {
    origin: nginx.origin,
    ...(ipv6 && { ipv6Origin: `http://[::1]:${nginx.port}` }),
    logs: server.logs,
    // nginx stays up through a crash of its upstream, answering 502 meanwhile, as it would in production.
    crash: server.crash,
    restart: server.restart,
    stop: async () => {
      await nginx.stop()
      await server.stop()
    },
  }
}

/** The Dockerfile's image (built once per bench run), its embedded store on a named volume. */
async function startContainer(store, siteEnv) {
  const container = await import('../hosting/container.mjs')
  await container.ensureBaseImage()
  if (!built.image) {
    const tag = `localhost/orbita-lab-site:bench-${container.RUN_ID}`
    // Named although it is the Dockerfile's default: Debian's podman (4.3) resolves `FROM ${APP_FROM}` to a stage
    // of the file only when the build argument is given.
    await container.buildImage({ tag, echo: false, buildArgs: { APP_FROM: 'from-source' } })
    // Only once it exists: a failed build is tried again by the next pair, not run as an image that is not there.
    built.image = tag
  }
  const port = await freePort()
  const volume = container.runName(`bench-${Date.now()}`)
  const env = { ...siteEnv, ...proxied, ...(store.env.DATABASE_URL && { DATABASE_URL: store.env.DATABASE_URL }) }
  const handle = await container.runContainer({
    name: container.runName(`bench-site-${Date.now()}`),
    image: built.image,
    volume,
    port,
    env,
  })
  await handle.ready()
  const { podman } = await import('../hosting/container-base.mjs')
  const server = {
    logs: handle.logs,
    stop: handle.stop,
    // A kill -9 of the server (the container's only process), then the same container started again.
    crash: async () => {
      await podman(['kill', '--signal', 'KILL', handle.name], { check: false })
      await podman(['wait', handle.name], { check: false })
    },
    restart: async () => {
      await podman(['start', handle.name])
      await handle.ready()
    },
  }
  const nginx = await behindNginx(port, server)
  // The embedded store lives in the volume (the image's SITE_STORE_DIR, /app/.data/store): read from its folder
  // once the container has stopped.
  const storeFolder = async () =>
    join((await podman(['volume', 'inspect', '--format', '{{.Mountpoint}}', volume])).stdout.trim(), 'store')
  return {
    ...nginx,
    counted: store.env.SITE_STORE_DIR ? async (prefix) => store.count(prefix, await storeFolder()) : undefined,
    storeFolder: store.env.SITE_STORE_DIR ? storeFolder : undefined,
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
