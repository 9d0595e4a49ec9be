#!/usr/bin/env node
// `npm run start:standalone`: our server entry (server.mjs, which the build copies in) over the self-contained
// output Next writes to <distDir>/standalone (`npm run build:standalone`), after copying in what it does not
// trace: public/, the static assets and the migration file. The Dockerfile runs the same steps.
//   PORT (default 3000), HOST (default 0.0.0.0), NEXT_DIST_DIR (default .next)
import { spawn } from 'node:child_process'
import { cpSync, existsSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('../..', import.meta.url)).replace(/[\\/]$/, '')

/** Copies the untraced files into the standalone folder; returns the path of its server.mjs. */
export function prepareStandalone(distDir = process.env.NEXT_DIST_DIR || '.next') {
  const standalone = join(root, distDir, 'standalone')
  const server = join(standalone, 'server.mjs')
  if (!existsSync(server))
    throw new Error(`${server} is missing: run \`npm run build:standalone\` first (NEXT_OUTPUT=standalone next build)`)
  cpSync(join(root, 'public'), join(standalone, 'public'), { recursive: true })
  cpSync(join(root, distDir, 'static'), join(standalone, distDir, 'static'), { recursive: true })
  cpSync(join(root, 'db', 'migrations'), join(standalone, 'db', 'migrations'), { recursive: true })
  return server
}

/** The standalone server runs in its own folder: keep the embedded database in the project's .data. */
export function standaloneEnv(env = process.env, distDir = env.NEXT_DIST_DIR || '.next') {
  return {
    ...env,
    // The server binds to HOSTNAME, which shells often set to the machine's name.
    HOSTNAME: env.HOST || '0.0.0.0',
    NEXT_DIST_DIR: distDir,
    PORT: env.PORT || '3000',
    SITE_STORE_DIR: env.SITE_STORE_DIR ? resolveDataDir(env.SITE_STORE_DIR) : join(root, '.data', 'store'),
  }
}

function resolveDataDir(dir) {
  return dir.includes('://') ? dir : resolve(root, dir)
}

const isMain = process.argv[1] && fileURLToPath(import.meta.url) === resolve(process.argv[1])
if (isMain) {
  let server
  try {
    server = prepareStandalone()
  } catch (error) {
    console.error(`[standalone] ${error.message}`)
    process.exit(1)
  }
  const child = spawn(process.execPath, [server], { stdio: 'inherit', env: standaloneEnv() })
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal))
  child.on('exit', (code) => process.exit(code ?? 0))
}
