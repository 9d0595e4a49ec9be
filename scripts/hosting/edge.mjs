#!/usr/bin/env node
// The Cloudflare Workers host, through OpenNext:
//   node scripts/hosting/edge.mjs build     next build + OpenNext worker in .open-next/
//   node scripts/hosting/edge.mjs serve     wrangler dev (workerd) on PORT (default 8787)
//   node scripts/hosting/edge.mjs preview   both (`npm run preview:edge`)
// Variables for the worker (DATABASE_URL, SUPABASE_*) are passed from the environment with --var.
import { spawn, spawnSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { join } from 'node:path'
import { edgeNodePath } from './edge-node.mjs'

const root = fileURLToPath(new URL('../..', import.meta.url)).replace(/[\\/]$/, '')
const bin = (pkg, file) => join(root, 'node_modules', pkg, file)

/** Runtime variables handed to the worker; only those set are passed. */
export const workerVariables = ['DATABASE_URL', 'SUPABASE_URL', 'SUPABASE_ANON_KEY', 'CONSENT_DB_DIR']

export function buildEdge(env = process.env) {
  const node = edgeNodePath(root)
  const started = Date.now()
  const result = spawnSync(node, [bin('@opennextjs/cloudflare', 'dist/cli/index.js'), 'build'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...env, NEXT_TELEMETRY_DISABLED: '1', NEXT_DIST_DIR: '', EDGE_BUILD: '1' },
  })
  return { code: result.status ?? 1, seconds: (Date.now() - started) / 1000 }
}

/** Starts `wrangler dev` on the built worker; returns the child process. */
export function serveEdge({ port, env = process.env, stdio = 'inherit' }) {
  const node = edgeNodePath(root)
  const vars = workerVariables.filter((name) => env[name]).flatMap((name) => ['--var', `${name}:${env[name]}`])
  const args = [bin('wrangler', 'bin/wrangler.js'), 'dev', '--port', String(port), '--ip', '127.0.0.1', '--inspector-port', '0', '--show-interactive-dev-session=false', ...vars]
  return spawn(node, args, { cwd: root, stdio, env: { ...env, WRANGLER_SEND_METRICS: 'false', CLOUDFLARE_CF_FETCH_ENABLED: 'false', CI: env.CI ?? 'true' } })
}

const isMain = process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]
if (isMain) {
  const command = process.argv[2] ?? 'preview'
  if (!['build', 'serve', 'preview'].includes(command)) {
    console.error(`usage: node scripts/hosting/edge.mjs build|serve|preview (got "${command}")`)
    process.exit(2)
  }
  if (command !== 'serve') {
    const { code, seconds } = buildEdge()
    console.error(`[edge] build finished in ${seconds.toFixed(1)} s (exit ${code})`)
    if (code !== 0) process.exit(code)
  }
  if (command !== 'build') {
    const child = serveEdge({ port: Number(process.env.PORT || 8787) })
    for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal))
    child.on('exit', (code) => process.exit(code ?? 0))
  }
}
