// Podman on the test machines, and the base image the Dockerfile builds on. No container registry
// is reachable here, so `node:24-bookworm-slim` is made locally when podman lacks it: a minbase
// Debian bookworm plus the Node 24 that production runs on and the npm it ships with, in the
// official image's layout. Used by scripts/hosting/container.mjs.
import { spawn } from 'node:child_process'
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { aptInstall } from '../apt-install.mjs'
import { PRODUCTION_NODE_VERSION, installCachedNode } from './production-node.mjs'

const root = fileURLToPath(new URL('../..', import.meta.url)).replace(/[\\/]$/, '')
const cacheDir = join(root, '.cache', 'podman')

/** The image the Dockerfile's stages start from. */
export const BASE_IMAGE = 'docker.io/library/node:24-bookworm-slim'
/** The npm that Node 24.21.0 bundles (its CHANGELOG: "upgrade npm to 11.19.0", in 24.20.0). */
const BUNDLED_NPM = '11.19.0'
/** SKIP_CONTAINER=1: the caller skips the container stage without probing. */
export const SKIP_CONTAINER = process.env.SKIP_CONTAINER === '1'

const confFile = join(cacheDir, 'containers.conf')
// Before the subcommand of every call: crun refuses this machine's hybrid (v1 + v2) cgroups, and
// there is no systemd to manage them.
const globalArgs = ['--runtime', 'runc', '--cgroup-manager', 'cgroupfs']
/** Flags every `podman run` needs: setting rlimits is not permitted here, so keep the host's. */
export const runArgs = ['--ulimit', 'host']

/** Runs a command; resolves with { code, stdout, stderr }, rejects on a non-zero exit unless `check` is false. */
export function run(command, args, { env = process.env, input, check = true, echo = false } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: [input ? 'pipe' : 'ignore', 'pipe', 'pipe'] })
    const out = []
    const err = []
    child.stdout.on('data', (chunk) => (out.push(chunk), echo && process.stderr.write(chunk)))
    child.stderr.on('data', (chunk) => (err.push(chunk), echo && process.stderr.write(chunk)))
    if (input) input.pipe(child.stdin)
    child.on('error', reject)
    child.on('close', (code) => {
      const result = { code, stdout: Buffer.concat(out).toString(), stderr: Buffer.concat(err).toString() }
      if (code === 0 || !check) return resolve(result)
      const tail = (result.stderr || result.stdout).trim().split('\n').slice(-15).join('\n')
      reject(new Error(`\`${command} ${args.join(' ')}\` exited ${code}:\n${tail}`))
    })
  })
}

/** Writes `content` to `file` unless it holds it already, by rename: another run's podman may be reading it. */
export function writeFileAtomically(file, content) {
  if (existsSync(file) && readFileSync(file).equals(Buffer.from(content))) return
  writeFileSync(`${file}.${process.pid}`, content)
  renameSync(`${file}.${process.pid}`, file)
}

/** `podman <args>` with this machine's settings (see ensurePodman). */
export function podman(args, options = {}) {
  return run('podman', [...globalArgs, ...args], { ...options, env: { ...process.env, CONTAINERS_CONF: confFile } })
}

// runc and debootstrap live in /usr/sbin, which a user's PATH may lack.
const installed = (name) =>
  run('sh', ['-c', `PATH="$PATH:/usr/sbin:/sbin" command -v ${name}`], { check: false }).then((r) => r.code === 0)

/** Finds podman, runc and debootstrap (installed with apt-get when root on Debian, else throws the command to run); writes containers.conf. */
export async function ensurePodman() {
  const missing = []
  for (const tool of ['podman', 'runc', 'debootstrap']) if (!(await installed(tool))) missing.push(tool)
  if (missing.length > 0) aptInstall(missing, `sudo apt-get install -y --no-install-recommends ${missing.join(' ')}`)
  // Podman's default ulimits (nproc) fail here: rlimits may not be set. Passed as CONTAINERS_CONF.
  mkdirSync(cacheDir, { recursive: true })
  writeFileAtomically(confFile, '[containers]\ndefault_ulimits = []\n')
  return { conf: confFile }
}

/** The Debian mirror this machine's apt uses (its deb822 sources), else deb.debian.org. */
function debianMirror() {
  const dir = '/etc/apt/sources.list.d'
  const sources = existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.sources')) : []
  for (const file of sources) {
    const uri = readFileSync(join(dir, file), 'utf8').match(/^URIs:\s*(\S+\/debian)\/?\s*$/m)
    if (uri) return uri[1]
  }
  return 'http://deb.debian.org/debian'
}

/** Makes BASE_IMAGE unless podman has it; resolves with { created, seconds }. */
export async function ensureBaseImage() {
  if ((await podman(['image', 'exists', BASE_IMAGE], { check: false })).code === 0)
    return { created: false, seconds: 0 }
  // debootstrap and a root-owned tree need root; elsewhere the real image is one pull away.
  if (process.getuid?.() !== 0)
    throw new Error(`${BASE_IMAGE} is missing: \`podman pull ${BASE_IMAGE}\`, or run as root to make it`)
  const started = Date.now()
  console.error(`[container] making ${BASE_IMAGE} locally (debootstrap bookworm + Node ${PRODUCTION_NODE_VERSION})`)
  const node = installCachedNode()
  mkdirSync(cacheDir, { recursive: true })
  const work = mkdtempSync(join(cacheDir, 'base-'))
  const fs = join(work, 'rootfs')
  try {
    // minbase has what debian:bookworm-slim has (passwd for groupadd/useradd included); the slim trims follow.
    await run('debootstrap', ['--variant=minbase', 'bookworm', fs, debianMirror()])
    for (const dir of ['var/lib/apt/lists', 'var/cache/apt', 'usr/share/doc', 'usr/share/man', 'usr/share/info'])
      rmSync(join(fs, dir), { recursive: true, force: true })
    mkdirSync(join(fs, 'var/lib/apt/lists/partial'), { recursive: true })
    mkdirSync(join(fs, 'var/cache/apt/archives/partial'), { recursive: true })
    // Node and npm where the official image has them: /usr/local/bin, /usr/local/lib/node_modules.
    await run('cp', [node, join(fs, 'usr/local/bin/node')])
    const npmDir = join(fs, 'usr/local/lib/node_modules/npm')
    mkdirSync(npmDir, { recursive: true })
    const packed = await run('npm', ['pack', `npm@${BUNDLED_NPM}`, '--pack-destination', work, '--silent'])
    await run('tar', ['-xzf', join(work, packed.stdout.trim().split('\n').pop()), '-C', npmDir, '--strip-components=1'])
    symlinkSync('../lib/node_modules/npm/bin/npm-cli.js', join(fs, 'usr/local/bin/npm'))
    symlinkSync('../lib/node_modules/npm/bin/npx-cli.js', join(fs, 'usr/local/bin/npx'))
    // The official image's `node` user (uid 1000), so the Dockerfile's uid 1001 meets what it would there.
    await run('chroot', [
      fs,
      'sh',
      '-c',
      'groupadd --gid 1000 node && useradd --uid 1000 --gid node -m -s /bin/bash node',
    ])
    const tar = spawn('tar', ['--numeric-owner', '-C', fs, '-c', '.'], { stdio: ['ignore', 'pipe', 'inherit'] })
    const changes = [
      'ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin',
      `ENV NODE_VERSION=${PRODUCTION_NODE_VERSION}`,
      'CMD ["node"]',
    ]
    const tarExit = new Promise((resolve) => tar.on('close', resolve))
    await podman(['import', ...changes.flatMap((c) => ['--change', c]), '-', BASE_IMAGE], { input: tar.stdout })
    if ((await tarExit) !== 0) throw new Error(`tar of the base image's root exited ${await tarExit}`)
  } finally {
    // A debootstrap that failed half-way may leave /proc or /sys mounted inside: never delete through those.
    const mounts = readFileSync('/proc/mounts', 'utf8')
      .split('\n')
      .map((line) => line.split(' ')[1])
    for (const mount of mounts.filter((m) => m?.startsWith(`${fs}/`)).reverse()) await run('umount', ['-l', mount])
    rmSync(work, { recursive: true, force: true })
  }
  const seconds = (Date.now() - started) / 1000
  console.error(`[container] ${BASE_IMAGE} made in ${seconds.toFixed(0)} s`)
  return { created: true, seconds }
}

/** Why podman cannot run a container here, in one line for a skip message; null when it can. */
export async function whyContainersCannotRun() {
  try {
    await ensurePodman()
    await ensureBaseImage()
  } catch (error) {
    return error.message.split('\n')[0]
  }
  const probe = await podman(['run', '--rm', ...runArgs, '--network', 'none', BASE_IMAGE, 'node', '-e', '0'], {
    check: false,
  })
  if (probe.code === 0) return null
  const lines = probe.stderr.trim().split('\n').filter(Boolean)
  return `podman cannot run a container here: ${lines.pop() ?? `exit ${probe.code}`}`
}
