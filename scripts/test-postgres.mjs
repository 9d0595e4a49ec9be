#!/usr/bin/env node
// A throwaway PostgreSQL cluster for the tests: Debian's `postgresql` binaries (installed with
// apt-get when missing and we are root), a fresh cluster in a temporary folder on a free port,
// removed again by stop(). Nothing in the tests mocks PostgreSQL.
//   node scripts/test-postgres.mjs      starts one and prints its URL until Ctrl-C
import { spawnSync } from 'node:child_process'
import { chownSync, existsSync, mkdtempSync, readdirSync, realpathSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import pg from 'pg'
import { freePort } from './hosting/servers.mjs'
import { aptInstall } from './apt-install.mjs'

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0
const installHint =
  'PostgreSQL server binaries not found. Install them with `sudo apt-get install -y postgresql` (Debian/Ubuntu), or set PG_BIN to the folder holding initdb and pg_ctl.'

/**
 * `[command, args]` that run as the postgres user when we are root: initdb, pg_ctl and PgBouncer
 * refuse to run as root.
 */
export function asPostgresUser(command, args) {
  return isRoot ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args]
}

/** Gives `folder` to the postgres user when we are root, so that what runs as that user can write it. */
export function ownedByPostgresUser(folder) {
  if (!isRoot) return
  const uid = Number(run('id', ['-u', 'postgres']).stdout.trim())
  const gid = Number(run('id', ['-g', 'postgres']).stdout.trim())
  chownSync(folder, uid, gid)
}

function run(command, args, { asPostgres = false, check = true } = {}) {
  const [cmd, argv] = asPostgres ? asPostgresUser(command, args) : [command, args]
  const result = spawnSync(cmd, argv, { encoding: 'utf8', env: { ...process.env, LC_ALL: 'C' } })
  if (check && result.status !== 0)
    throw new Error(
      `\`${command} ${args.join(' ')}\` failed (exit ${result.status ?? result.signal}): ${result.stderr || result.stdout}`,
    )
  return result
}

/** The newest installed server's bin folder: PG_BIN, Debian's /usr/lib/postgresql/<n>/bin, or PATH. */
function findBinaries() {
  if (process.env.PG_BIN && existsSync(path.join(process.env.PG_BIN, 'initdb'))) return process.env.PG_BIN
  const debian = '/usr/lib/postgresql'
  if (existsSync(debian)) {
    const versions = readdirSync(debian)
      .filter((v) => existsSync(path.join(debian, v, 'bin', 'initdb')))
      .sort((a, b) => Number(b) - Number(a))
    if (versions.length > 0) return path.join(debian, versions[0], 'bin')
  }
  const onPath = spawnSync('sh', ['-c', 'command -v initdb'], { encoding: 'utf8' }).stdout.trim()
  return onPath ? path.dirname(realpathSync(onPath)) : null
}

function ensureBinaries() {
  const found = findBinaries()
  if (found) return found
  aptInstall(['postgresql'], installHint)
  const installed = findBinaries()
  if (!installed) throw new Error(installHint)
  return installed
}

/**
 * The roles a Supabase project has before anyone runs our SQL, and the grants it gives them on whatever is
 * created in `public` later: the migrations' Supabase branches run in every test, against the same grants
 * they face there. Set in template1, so that every database a test creates starts with them.
 */
const supabaseRoles = `
  create role anon nologin noinherit;
  create role authenticated nologin noinherit;
  create role service_role nologin noinherit bypassrls;`
const supabaseDefaultGrants = `
  grant usage on schema public to anon, authenticated, service_role;
  alter default privileges in schema public grant all on tables to anon, authenticated, service_role;
  alter default privileges in schema public grant all on sequences to anon, authenticated, service_role;
  alter default privileges in schema public grant all on functions to anon, authenticated, service_role;`

async function addSupabaseRoles(url) {
  for (const [database, script] of [
    ['postgres', supabaseRoles],
    ['template1', supabaseDefaultGrants],
    ['postgres', supabaseDefaultGrants],
  ]) {
    const target = new URL(url)
    target.pathname = `/${database}`
    const client = new pg.Client({ connectionString: target.toString() })
    await client.connect()
    try {
      await client.query(script)
    } finally {
      await client.end()
    }
  }
}

/** Starts a fresh cluster; resolves with its URL (superuser `postgres`, trust auth, loopback only) and stop(). */
export async function startPostgres() {
  const bin = ensureBinaries()
  const folder = mkdtempSync(path.join(tmpdir(), 'consent-pg-'))
  // initdb refuses to run as root; the cluster belongs to the postgres user.
  ownedByPostgresUser(folder)
  const data = path.join(folder, 'data')
  const port = await freePort()
  run(path.join(bin, 'initdb'), ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync'], {
    asPostgres: true,
  })
  // fsync off: the cluster lives for one test run; a crash of the app server is what the tests exercise, not of Postgres.
  const options = `-p ${port} -k ${folder} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`
  run(
    path.join(bin, 'pg_ctl'),
    ['-D', data, '-l', path.join(folder, 'server.log'), '-o', options, '-w', '-t', '60', 'start'],
    { asPostgres: true },
  )
  let stopped = false
  const stop = () => {
    if (stopped) return
    stopped = true
    run(path.join(bin, 'pg_ctl'), ['-D', data, '-m', 'immediate', '-w', 'stop'], { asPostgres: true, check: false })
    rmSync(folder, { recursive: true, force: true })
  }
  // A password trust auth never asks for: a worker's Hyperdrive binding refuses a URL without one.
  const url = `postgres://postgres:local@127.0.0.1:${port}/postgres`
  try {
    await addSupabaseRoles(url)
  } catch (error) {
    stop()
    throw error
  }
  return { url, port, stop }
}

/** startPostgres() with every migration applied by `npm run consents -- migrate`, as an operator would. */
export async function migratedPostgres(env = process.env) {
  const postgres = await startPostgres()
  const root = fileURLToPath(new URL('..', import.meta.url))
  const migrated = spawnSync(
    process.execPath,
    [
      path.join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs'),
      '--conditions=react-server',
      'scripts/consents.ts',
      'migrate',
    ],
    { cwd: root, stdio: 'inherit', env: { ...env, DATABASE_URL: postgres.url } },
  )
  if (migrated.status !== 0) {
    postgres.stop()
    throw new Error('`npm run consents -- migrate` failed on the test cluster')
  }
  return postgres
}

const isMain = process.argv[1] && realpathSync(process.argv[1]) === fileURLToPath(import.meta.url)
if (isMain) {
  const { url, stop } = await startPostgres()
  console.log(url)
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => (stop(), process.exit(0)))
  setInterval(() => {}, 1 << 30)
}
