#!/usr/bin/env node
// Puts back the lock-file entries of platform-specific optional packages
// (e.g. @next/swc-darwin-arm64) that `npm install` leaves out when the registry
// it reaches only carries the Linux builds: without them `npm ci` refuses the lock
// as "out of sync". Each entry only names its os/cpu, so npm skips it on install.
// Run after `npm install <pkg>`: `npm run lock:platforms`.
import { execFileSync } from 'node:child_process'
import { readFileSync, writeFileSync } from 'node:fs'

const lockPath = new URL('../package-lock.json', import.meta.url)

function missingFromLock() {
  try {
    execFileSync('npm', ['ci', '--dry-run', '--ignore-scripts'], { stdio: 'pipe' })
    return []
  } catch (error) {
    const output = String(error.stderr ?? '') + String(error.stdout ?? '')
    return [...output.matchAll(/Missing: (.+?)@\S* from lock file/g)].map((match) => match[1])
  }
}

const platforms = ['android', 'darwin', 'freebsd', 'linux', 'win32', 'openharmony']
const cpus = ['arm64', 'x64', 'ia32', 'loong64', 'ppc64', 'riscv64', 's390x', 'arm']

const missing = missingFromLock()
if (missing.length === 0) {
  console.log('package-lock.json is complete')
  process.exit(0)
}
const lock = JSON.parse(readFileSync(lockPath, 'utf8'))
for (const name of missing) {
  const parent = Object.values(lock.packages).find((entry) => entry.optionalDependencies?.[name])
  if (!parent) throw new Error(`${name} is missing but no package lists it as optional: run npm install instead`)
  const leaf = name.split('/').pop()
  const entry = { version: parent.optionalDependencies[name], optional: true, ...(parent.dev ? { dev: true } : {}) }
  if (leaf.includes('wasm32')) entry.cpu = ['wasm32']
  else {
    entry.os = [platforms.find((os) => leaf.includes(os))]
    const cpu = cpus.find((arch) => new RegExp(`-${arch}(-|$)`).test(leaf))
    if (cpu) entry.cpu = [cpu]
  }
  lock.packages[`node_modules/${name}`] = entry
}
lock.packages = Object.fromEntries(
  Object.entries(lock.packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))),
)
writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`)
console.log(`added ${missing.length} platform entries to package-lock.json`)
