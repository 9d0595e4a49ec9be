#!/usr/bin/env node
// The Cloudflare Workers host, through OpenNext:
//   node scripts/hosting/edge.mjs build     next build + OpenNext worker in .open-next/
//   node scripts/hosting/edge.mjs serve     wrangler dev (workerd) on PORT (default 8787)
//   node scripts/hosting/edge.mjs preview   both (`npm run preview:edge`)
// Consents: with DATABASE_URL set, the worker's HYPERDRIVE binding (wrangler.jsonc) connects there,
// as wrangler dev does for a local database; without it the worker runs with no database binding.
// SUPABASE_* are passed from the environment with --var.
import { spawn, spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { fileURLToPath } from 'node:url'
import { join, resolve } from 'node:path'
import ts from 'typescript'
import { productionNodePath } from './production-node.mjs'

const root = fileURLToPath(new URL('../..', import.meta.url)).replace(/[\\/]$/, '')
const bin = (pkg, file) => join(root, 'node_modules', pkg, file)

/** Runtime variables handed to the worker; only those set are passed. */
export const workerVariables = [
  'SUPABASE_URL',
  'SUPABASE_SERVICE_ROLE_KEY',
  'EMAILJS_SERVICE_ID',
  'EMAILJS_TEMPLATE_ID',
  'EMAILJS_AUTOREPLY_TEMPLATE_ID',
  'EMAILJS_PUBLIC_KEY',
  'EMAILJS_PRIVATE_KEY',
  'EMAILJS_API_ORIGIN',
  'CONTACT_WEBHOOK_URL',
  'CONTACT_WEBHOOK_SECRET',
  'CONTACT_DELIVERY_PACE_MS',
  'CONTACT_PROOF_KEY',
  'OPERATOR_TOKEN',
  'AUTO_REPLY_HOURLY_LIMIT',
  'NOTIFICATION_HOURLY_LIMIT',
  'CONSENT_ADDRESS_LIMIT',
]

/**
 * wrangler.jsonc without its Hyperdrive binding, for a worker served with no database and for filling
 * the page cache (wrangler refuses a local binding with nowhere to connect): written to a temporary
 * folder, its paths made absolute.
 */
function configWithoutDatabase() {
  const file = join(root, 'wrangler.jsonc')
  const { config, error } = ts.parseConfigFileTextToJson(file, readFileSync(file, 'utf8'))
  if (error) throw new Error(`wrangler.jsonc: ${ts.flattenDiagnosticMessageText(error.messageText, '\n')}`)
  delete config.hyperdrive
  config.main = join(root, config.main)
  config.assets.directory = join(root, config.assets.directory)
  const copy = join(mkdtempSync(join(tmpdir(), 'wrangler-')), 'wrangler.json')
  writeFileSync(copy, JSON.stringify(config, null, 2))
  return copy
}

/**
 * The worker's static assets (Next's chunks) are answered by Cloudflare's asset server, before the
 * worker and its header rules: a `_headers` file in the assets folder gives them the headers the build's
 * rule for them names (lib/request/security-headers.ts, through routes-manifest.json), as the Node hosts send.
 */
function writeAssetHeaders() {
  const manifest = JSON.parse(readFileSync(join(root, '.next', 'routes-manifest.json'), 'utf8'))
  const rules = manifest.headers
    .filter((rule) => rule.source.startsWith('/_next/static/'))
    .map((rule) =>
      [rule.source.replace(/:\w+\*$/, '*'), ...rule.headers.map(({ key, value }) => `  ${key}: ${value}`)].join('\n'),
    )
  writeFileSync(join(root, '.open-next', 'assets', '_headers'), `${rules.join('\n')}\n`)
}

/** `next build` + the OpenNext worker, then the prerendered pages copied into the worker's assets. */
export function buildEdge(env = process.env) {
  const node = productionNodePath()
  const started = Date.now()
  const cli = bin('@opennextjs/cloudflare', 'dist/cli/index.js')
  const options = {
    cwd: root,
    stdio: 'inherit',
    env: { ...env, NEXT_TELEMETRY_DISABLED: '1', NEXT_DIST_DIR: '', EDGE_BUILD: '1' },
  }
  let result = spawnSync(node, [cli, 'build'], options)
  if (result.status === 0) writeAssetHeaders()
  // The static-assets incremental cache (open-next.config.ts) reads the pages from the assets folder.
  // It reads the bindings too, and needs no database: the Hyperdrive binding would want one.
  if (result.status === 0)
    result = spawnSync(node, [cli, 'populateCache', 'local', '--config', configWithoutDatabase()], options)
  return { code: result.status ?? 1, seconds: (Date.now() - started) / 1000 }
}

/** The `wrangler dev` command that serves the built worker on `port`. */
export function edgeServeCommand({ port, env = process.env }) {
  const vars = workerVariables.filter((name) => env[name]).flatMap((name) => ['--var', `${name}:${env[name]}`])
  const database = env.DATABASE_URL
    ? []
    : ['--config', configWithoutDatabase(), '--persist-to', join(root, '.wrangler', 'state')]
  const args = [
    bin('wrangler', 'bin/wrangler.js'),
    'dev',
    ...database,
    '--port',
    String(port),
    '--ip',
    '127.0.0.1',
    '--inspector-port',
    '0',
    '--show-interactive-dev-session=false',
    // The Cron Trigger (contact requests' delivery) on demand at /__scheduled.
    '--test-scheduled',
    ...vars,
  ]
  // No Request.cf download: a local preview needs no real geolocation data, and works offline.
  const childEnv = {
    ...env,
    WRANGLER_SEND_METRICS: 'false',
    CLOUDFLARE_CF_FETCH_ENABLED: 'false',
    CI: env.CI ?? 'true',
    // What Hyperdrive reaches in local development (it does not pool there: the bench puts PgBouncer in front).
    ...(env.DATABASE_URL && { CLOUDFLARE_HYPERDRIVE_LOCAL_CONNECTION_STRING_HYPERDRIVE: env.DATABASE_URL }),
  }
  return { command: productionNodePath(), args, env: childEnv, cwd: root }
}

const isMain = process.argv[1] && fileURLToPath(import.meta.url) === resolve(process.argv[1])
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
    const { command: node, args, env, cwd } = edgeServeCommand({ port: Number(process.env.PORT || 8787) })
    const child = spawn(node, args, { cwd, env, stdio: 'inherit' })
    for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal))
    child.on('exit', (code) => process.exit(code ?? 0))
  }
}
