// The Dockerfile's image under podman, as production runs it: built from the repository (or, in the tests, from
// the standalone output their build made already), run on the
// host's network bound to 127.0.0.1 (behind nginx on a VPS; it reaches a PostgreSQL on the host's
// loopback), the embedded store on a named volume. Everything a run creates carries its run id in
// its name and a label, so two runs on one machine never meet and removeRun() finds it all.
// scripts/hosting/test-hosts.mjs drives it (`npm run test:container`); tests/hosting/container.spec.ts
// attaches to the running container.
import { existsSync, mkdirSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { podman, run, runArgs, writeFileAtomically } from './container-base.mjs'

export { BASE_IMAGE, SKIP_CONTAINER, ensureBaseImage, ensurePodman, whyContainersCannotRun } from './container-base.mjs'

const root = fileURLToPath(new URL('../..', import.meta.url)).replace(/[\\/]$/, '')
const runLabel = 'orbita-lab.run'

/**
 * The run id in the names and labels of what a run creates: ORBITA_RUN_ID when a parent passes its
 * own down (the Playwright workers of a test run), else this process's pid.
 */
export const RUN_ID = process.env.ORBITA_RUN_ID || String(process.pid)

/** A name unique to the run: `orbita-<role>-<runId>`. */
export function runName(role, runId = RUN_ID) {
  return `orbita-${role}-${runId}`
}

/**
 * `podman build` of the Dockerfile; resolves with { seconds, bytes }. From the repository root, or with
 * `prebuilt` ({ folder, distDir }) from a standalone output built already (prepareStandalone's folder): the
 * Dockerfile's `prebuilt` stage takes it whole as the build context, with no ignore file (its build folder and
 * its traced node_modules are what the image needs), and nothing is built again.
 */
export async function buildImage({ tag, buildArgs = {}, prebuilt, echo = true }) {
  const started = Date.now()
  // chroot isolation and the host's network: no nested namespaces, and npm ci reaches the registry.
  // Docker format keeps the HEALTHCHECK (OCI drops it); --pull=never uses the local base image.
  const args = ['build', '--isolation=chroot', '--format', 'docker', '--network=host', '--pull=never', '-t', tag]
  const allArgs = prebuilt ? { ...buildArgs, APP_FROM: 'prebuilt', DIST_DIR: prebuilt.distDir } : buildArgs
  for (const [key, value] of Object.entries(allArgs)) args.push('--build-arg', `${key}=${value}`)
  if (prebuilt) {
    const noIgnores = join(root, '.cache', 'podman', 'no-ignores')
    mkdirSync(dirname(noIgnores), { recursive: true })
    writeFileAtomically(noIgnores, '')
    args.push('-f', join(root, 'Dockerfile'), '--ignorefile', noIgnores)
  } else args.push(...(await npmTrustMount()))
  await podman([...args, prebuilt?.folder ?? root], { echo })
  const seconds = (Date.now() - started) / 1000
  const bytes = Number((await podman(['image', 'inspect', '--format', '{{.Size}}', tag])).stdout.trim())
  return { seconds, bytes }
}

/**
 * When the host's npm trusts a CA file of its own (a machine that reaches the registry through a TLS
 * proxy), each RUN step gets a home of ours at /root holding that CA and an .npmrc naming it. /root
 * exists in the base image, so the mount leaves no trace in the layers (a file mount would).
 */
async function npmTrustMount() {
  const cafile = (await run('npm', ['config', 'get', 'cafile'], { check: false })).stdout.trim()
  if (!cafile || cafile === 'null' || !existsSync(cafile)) return []
  const home = join(root, '.cache', 'podman', 'build-home')
  mkdirSync(home, { recursive: true })
  writeFileAtomically(join(home, 'npm-ca.crt'), readFileSync(cafile))
  writeFileAtomically(join(home, '.npmrc'), 'cafile=/root/npm-ca.crt\n')
  return ['-v', `${home}:/root`]
}

/** Starts a detached container on the host's network, bound to 127.0.0.1:port; the embedded store on `volume`. */
export async function runContainer({ name, image, env = {}, volume, port, runId = RUN_ID }) {
  const label = `${runLabel}=${runId}`
  if (volume && (await podman(['volume', 'exists', volume], { check: false })).code !== 0)
    await podman(['volume', 'create', '--label', label, volume])
  const vars = { ...env, HOSTNAME: '127.0.0.1', PORT: String(port) }
  const args = ['run', '-d', '--name', name, '--label', label, '--network', 'host', ...runArgs]
  for (const [key, value] of Object.entries(vars)) args.push('-e', `${key}=${value}`)
  if (volume) args.push('-v', `${volume}:/app/.data`)
  const startedAt = Date.now()
  await podman([...args, image])
  return attachContainer(name, port, startedAt)
}

/** A handle on a running container (started by runContainer, here or in another process), serving on 127.0.0.1:port. */
export function attachContainer(name, port, startedAt = Date.now()) {
  const origin = `http://127.0.0.1:${port}`
  const handle = {
    name,
    port,
    origin,
    /** `podman inspect`: { status, exitCode } of the container. */
    state: async () => {
      const out = await podman(['inspect', '--format', '{{.State.Status}} {{.State.ExitCode}}', name])
      const [status, exitCode] = out.stdout.trim().split(' ')
      return { status, exitCode: Number(exitCode) }
    },
    /** Waits for a 200 on `path`; resolves with the seconds since `podman run` (or restart). */
    ready: async (path = '/robots.txt', timeoutMs = 120_000) => {
      const deadline = Date.now() + timeoutMs
      while (Date.now() < deadline) {
        const status = await fetch(origin + path).then(
          (r) => (r.body?.cancel(), r.status),
          () => 0,
        )
        if (status === 200) return (Date.now() - startedAt) / 1000
        const { status: state, exitCode } = await handle.state()
        if (state !== 'running')
          throw new Error(`${name} is ${state} (exit ${exitCode}) before answering:\n${await handle.logs()}`)
        await new Promise((resolve) => setTimeout(resolve, 200))
      }
      throw new Error(`${name} did not answer ${origin}${path} within ${timeoutMs / 1000} s:\n${await handle.logs()}`)
    },
    logs: async () => {
      const { stdout, stderr } = await podman(['logs', name], { check: false })
      return stdout + stderr
    },
    /** The user of every process in the container (`podman top`), PID 1 included. */
    processUsers: async () => (await podman(['top', name, 'user'])).stdout.trim().split('\n').slice(1),
    /** `podman exec <name> ...args`; resolves with its trimmed output. */
    exec: async (args) => (await podman(['exec', name, ...args])).stdout.trim(),
    /** `podman restart`; resolves with the seconds until the server answers again. */
    restart: async () => {
      startedAt = Date.now()
      await podman(['restart', name])
      return handle.ready()
    },
    /** `podman healthcheck run`: true when the image's HEALTHCHECK passes now. */
    health: async () => (await podman(['healthcheck', 'run', name], { check: false })).code === 0,
    stop: () => podman(['stop', name], { check: false }),
    remove: () => podman(['rm', '-f', '-v', name], { check: false }),
  }
  return handle
}

/** Removes the run's containers and volumes (never the base image); also `images` when given. */
export async function removeRun({ runId = RUN_ID, images = [] } = {}) {
  const filter = ['--filter', `label=${runLabel}=${runId}`]
  const containers = (await podman(['ps', '-a', '-q', ...filter])).stdout.split('\n').filter(Boolean)
  if (containers.length > 0) await podman(['rm', '-f', '-v', ...containers], { check: false })
  const volumes = (await podman(['volume', 'ls', '-q', ...filter])).stdout.split('\n').filter(Boolean)
  if (volumes.length > 0) await podman(['volume', 'rm', '-f', ...volumes], { check: false })
  if (images.length > 0) await podman(['rmi', '-f', ...images], { check: false })
}
