// Starts the production build on a free port for a benchmark and stops it again.
import { spawn, spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

export const root = fileURLToPath(new URL('../..', import.meta.url))

/** The Next a folder runs: its own node_modules' (a BEFORE checkout), else ours (the floor fixture). */
const nextBinOf = (cwd) =>
  join(existsSync(join(cwd, 'node_modules', 'next')) ? cwd : root, 'node_modules/next/dist/bin/next')
/** How a folder builds: its own scripts/build.mjs when it has one (this site, a BEFORE checkout), else Next's. */
const buildEntryOf = (cwd) =>
  existsSync(join(cwd, 'scripts', 'build.mjs')) ? join(cwd, 'scripts', 'build.mjs') : nextBinOf(cwd)

/** Builds into `distDir` unless SKIP_BUILD=1; exits on failure. `cwd`: another Next app (the floor fixture). */
export function build(distDir, env = {}, cwd = root) {
  if (process.env.SKIP_BUILD === '1') return
  console.error(`[bench] next build → ${distDir}`)
  // Types are checked by `npm run typecheck`; a benchmark build need not repeat it.
  const buildEnv = {
    ...process.env,
    ...env,
    NEXT_DIST_DIR: distDir,
    NEXT_TELEMETRY_DISABLED: '1',
    NEXT_SKIP_TYPECHECK: '1',
  }
  const result = spawnSync(process.execPath, [buildEntryOf(cwd), 'build'], {
    cwd,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: buildEnv,
  })
  if (result.status !== 0) process.exit(result.status ?? 1)
}

/** How a folder serves: its own server.mjs when it has one (this site), else `next start`. */
const serveArgsOf = (cwd, port) =>
  existsSync(join(cwd, 'server.mjs'))
    ? [join(cwd, 'server.mjs'), '-p', String(port)]
    : [nextBinOf(cwd), 'start', '-p', String(port)]

/** The folder's server on `port`; resolves once it answers, with a stop() that waits for the exit, and the process itself. */
export async function start(distDir, port, env = {}, cwd = root) {
  const url = `http://127.0.0.1:${port}`
  // A server left over on the port would answer in place of this build's.
  if (
    await fetch(url, { redirect: 'manual' }).then(
      () => true,
      () => false,
    )
  )
    throw new Error(`something already answers on ${url}: stop it first`)
  const child = spawn(process.execPath, serveArgsOf(cwd, port), {
    cwd,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, ...env, NEXT_DIST_DIR: distDir, NEXT_TELEMETRY_DISABLED: '1' },
  })
  for (let attempt = 0; ; attempt++) {
    try {
      await fetch(url, { redirect: 'manual' })
      break
    } catch {
      if (attempt > 300 || child.exitCode !== null) throw new Error(`the server in ${cwd} did not come up`)
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  }
  const stop = () =>
    new Promise((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve()
      child.once('exit', resolve)
      child.kill('SIGTERM')
    })
  return { url, stop, child }
}
