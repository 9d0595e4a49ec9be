// Debian's PgBouncer in transaction mode in front of a local PostgreSQL: on this machine it stands in
// for Cloudflare Hyperdrive's pool, which `wrangler dev` does not run (it connects its binding
// straight to the database). Started on a free port with a config of its own in a temporary folder.
import { spawn, spawnSync } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { connect } from 'node:net'
import { join } from 'node:path'
import { aptInstall } from '../apt-install.mjs'
import { asPostgresUser, ownedByPostgresUser } from '../test-postgres.mjs'
import { freePort, stopAndRemove } from './servers.mjs'

const installHint = 'pgbouncer not found. Install it with `sudo apt-get install -y pgbouncer`, or set PGBOUNCER_BIN.'

/** True when something accepts a TCP connection on 127.0.0.1:`port`. */
function accepts(port) {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1')
    socket.once('connect', () => (socket.destroy(), resolve(true)))
    socket.once('error', () => resolve(false))
  })
}

function findPgBouncer() {
  const candidates = [process.env.PGBOUNCER_BIN, '/usr/sbin/pgbouncer', 'pgbouncer'].filter(Boolean)
  return candidates.find((bin) => spawnSync(bin, ['--version'], { stdio: 'ignore' }).status === 0) ?? null
}

/**
 * PgBouncer pooling `databaseUrl` (trust auth, as the throwaway cluster): 20 server connections, as a
 * Hyperdrive pool's origin connections per region (10–20). Resolves with { url, stop() }.
 */
export async function startPgBouncer(databaseUrl, { poolSize = 20 } = {}) {
  const bin = findPgBouncer() ?? (aptInstall(['pgbouncer'], installHint), findPgBouncer())
  if (!bin) throw new Error(installHint)
  const target = new URL(databaseUrl)
  const port = await freePort()
  const folder = mkdtempSync(join(tmpdir(), 'pgbouncer-'))
  const user = decodeURIComponent(target.username)
  writeFileSync(join(folder, 'users.txt'), `"${user}" ""\n`)
  writeFileSync(
    join(folder, 'pgbouncer.ini'),
    `[databases]
* = host=${target.hostname} port=${target.port || 5432}
[pgbouncer]
listen_addr = 127.0.0.1
listen_port = ${port}
unix_socket_dir =
auth_type = trust
auth_file = ${folder}/users.txt
pool_mode = transaction
default_pool_size = ${poolSize}
max_client_conn = 1000
log_connections = 0
log_disconnections = 0
`,
  )
  ownedByPostgresUser(folder)
  const [command, args] = asPostgresUser(bin, [join(folder, 'pgbouncer.ini')])
  const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'inherit'] })
  const url = new URL(databaseUrl)
  url.port = String(port)
  const started = Date.now()
  while (!(await accepts(port))) {
    if (child.exitCode !== null) throw new Error(`pgbouncer exited with code ${child.exitCode}`)
    if (Date.now() - started > 15_000) throw new Error('pgbouncer did not start listening within 15 s')
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  const stop = () => stopAndRemove(child, 'SIGTERM', folder)
  return { url: url.toString(), stop }
}
