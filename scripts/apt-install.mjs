// Debian packages the test scripts need (chromium, postgresql, nginx, podman): installed with apt-get
// when missing and we are root on Debian; otherwise the caller prints the one command to run.
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'

/** True where `apt-get install` can run unattended: root on Debian with apt-get. */
export function canAptInstall() {
  return (
    existsSync('/etc/debian_version') &&
    typeof process.getuid === 'function' &&
    process.getuid() === 0 &&
    spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0
  )
}

let updated = false

/**
 * `apt-get install -y <packages>` (after one `apt-get update` per process), without recommended
 * packages unless asked (Chromium wants its fonts). Waits for another apt-get's lock instead of
 * failing: two test stages may install at once. Throws with `hint` when it cannot.
 */
export function aptInstall(packages, hint, { recommends = false } = {}) {
  if (!canAptInstall()) throw new Error(hint)
  console.error(`[apt] installing ${packages.join(' ')} with apt-get`)
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
  const lock = ['-o', 'DPkg::Lock::Timeout=600']
  const steps = [
    ...(updated ? [] : [['update', ...lock]]),
    ['install', '-y', ...(recommends ? [] : ['--no-install-recommends']), ...lock, ...packages],
  ]
  for (const args of steps) {
    const result = spawnSync('apt-get', args, { stdio: ['ignore', 'ignore', 'inherit'], env })
    if (result.status !== 0) throw new Error(`apt-get ${args[0]} failed (exit ${result.status}). ${hint}`)
  }
  updated = true
}
