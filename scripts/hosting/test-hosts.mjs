#!/usr/bin/env node
// The browser tests on the other hosts, after `npm test`'s run against `npm start`:
//   standalone  server.mjs over <distDir>/standalone from the test build on Node 24, bound to 127.0.0.1
//               behind nginx, consents in a throwaway PostgreSQL (a smoke subset)
//   edge        the OpenNext worker under `wrangler dev` (workerd), consents in a throwaway PostgreSQL
// Each host: build time, serve start time, TTFB of /, /contact and POST /api/consent (beside
// `npm start` measured in the same run), then Playwright (playwright.hosting.config.ts).
//   node scripts/hosting/test-hosts.mjs [standalone] [edge]      (`npm run test:edge` = edge)
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { EMAILJS_STAND_IN_PORT, TEST_DIST_DIR, TEST_PORT, TEST_RESULTS_DIR, testEnv } from '../test-env.mjs'
import { buildEdge, edgeServeCommand } from './edge.mjs'
import { startNginx } from './nginx.mjs'
import { productionNodePath } from './production-node.mjs'
import { freePort, measureTtfb, startServer } from './servers.mjs'
import { prepareStandalone, standaloneEnv } from './start-standalone.mjs'
import { migratedPostgres } from '../test-postgres.mjs'
import { recordStage } from '../test-stages.mjs'

const root = fileURLToPath(new URL('../..', import.meta.url)).replace(/[\\/]$/, '')
const resultsDir = join(root, TEST_RESULTS_DIR)
export const hostTargets = ['standalone', 'container', 'edge']
export const hostResultFiles = [...hostTargets, 'container-postgres'].map((target) => `playwright-${target}.json`)
const origin = `http://localhost:${TEST_PORT}`

const crashReport = (why) => ({
  stats: { expected: 0, unexpected: 0, flaky: 0, skipped: 0 },
  errors: [{ message: why }],
})
function writeReport(target, report) {
  writeFileSync(join(resultsDir, `playwright-${target}.json`), JSON.stringify(report, null, 2))
}
function recordCrash(target, why) {
  if (existsSync(join(resultsDir, `playwright-${target}.json`))) return
  console.error(`[hosts] ${target}: ${why}`)
  writeReport(target, crashReport(why))
}

/** Playwright's own arguments given after `--` (one spec, --grep, --repeat-each), carried to every host's run. */
const playwrightArgsKey = 'HOSTING_PLAYWRIGHT_ARGS'

function playwright(target, env) {
  const extra = JSON.parse(env[playwrightArgsKey] ?? '[]')
  console.error(`\n[hosts] ${target}: playwright test -c playwright.hosting.config.ts ${extra.join(' ')}`)
  const cli = join(root, 'node_modules', '@playwright', 'test', 'cli.js')
  const r = spawnSync(process.execPath, [cli, 'test', '-c', 'playwright.hosting.config.ts', ...extra], {
    cwd: root,
    stdio: 'inherit',
    env: { ...env, HOSTING_TARGET: target },
  })
  return r.status ?? 1
}

/** `npm start` (server.mjs) on the test build, on a free port: the reference for the TTFB figures. */
async function measureNextStart(env) {
  if (!existsSync(join(root, TEST_DIST_DIR, 'BUILD_ID'))) return null
  const port = await freePort()
  const server = await startServer({
    label: 'npm start',
    command: process.execPath,
    args: [join(root, 'server.mjs'), '-p', String(port)],
    env: { ...env, ...testEnv, NEXT_DIST_DIR: TEST_DIST_DIR },
    cwd: root,
    url: `http://localhost:${port}/robots.txt`,
  })
  try {
    return { startSeconds: server.startSeconds, ttfb: await measureTtfb(`http://localhost:${port}`) }
  } finally {
    await server.stop()
  }
}

/**
 * A Node host as operators run it: bound to 127.0.0.1 on a port of its own, behind nginx on TEST_PORT
 * (the public address the build was made for), trusting that one proxy. `start(upstreamPort)` starts
 * the server and resolves with { startSeconds, stop() }; the browser suite then runs through nginx.
 */
export async function testBehindNginx(target, env, start, extraEnv = {}) {
  const upstreamPort = await freePort()
  const server = await start(upstreamPort)
  try {
    const nginx = await startNginx({ upstreamPort, port: TEST_PORT })
    try {
      const ttfb = await measureTtfb(origin)
      const code = playwright(target, {
        ...env,
        HOSTING_BEHIND_PROXY: '1',
        UPSTREAM_PORT: String(upstreamPort),
        ...extraEnv,
      })
      if (code !== 0) recordCrash(target, `playwright exited with code ${code} without writing results`)
      return { code, startSeconds: server.startSeconds, ttfb }
    } finally {
      await nginx.stop()
    }
  } finally {
    await server.stop()
  }
}

/** What every Node host behind the proxy runs with. */
export const proxiedServerEnv = { TRUSTED_PROXY_HOPS: '1' }

/** The server-only part of the test configuration (EmailJS at the local stand-in, the operator's token, the consent allowance): every host runs with it. */
const serverTestEnv = Object.fromEntries(
  Object.entries(testEnv).filter(
    ([key]) =>
      key.startsWith('EMAILJS_') ||
      key.startsWith('CONTACT_') ||
      key === 'OPERATOR_TOKEN' ||
      key === 'CONSENT_ADDRESS_LIMIT',
  ),
)

async function testStandalone(env) {
  const serverEntry = prepareStandalone(TEST_DIST_DIR)
  const node = productionNodePath()
  const version = spawnSync(node, ['--version'], { encoding: 'utf8' }).stdout.trim()
  console.error(`[hosts] standalone: Node ${version} (${node})`)
  const postgres = await migratedPostgres(env)
  try {
    const result = await testBehindNginx(
      'standalone',
      env,
      (port) =>
        startServer({
          label: `standalone server (Node ${version})`,
          command: node,
          args: [serverEntry],
          env: standaloneEnv(
            {
              ...env,
              ...testEnv,
              ...proxiedServerEnv,
              HOST: '127.0.0.1',
              PORT: String(port),
              DATABASE_URL: postgres.url,
            },
            TEST_DIST_DIR,
          ),
          cwd: root,
          url: `http://127.0.0.1:${port}/robots.txt`,
        }),
      { CONSENT_DATABASE_URL: postgres.url },
    )
    return { ...result, node: version }
  } finally {
    postgres.stop()
  }
}

/**
 * The Dockerfile's image under podman, behind nginx: first with the embedded store on a named volume
 * (the browser suite, then the operator's checks in tests/hosting/container.spec.ts), then with
 * DATABASE_URL pointing at a throwaway PostgreSQL. Skipped, in one line, where podman cannot run.
 */
async function testContainer(env) {
  const container = await import('./container.mjs')
  const skip = container.SKIP_CONTAINER ? 'SKIP_CONTAINER=1' : await container.whyContainersCannotRun()
  if (skip) return { skipped: skip }
  await container.ensureBaseImage()
  const image = `localhost/orbita-lab-site:test-${container.RUN_ID}`
  // The image from the test build's standalone output, the one the standalone host ran: nothing built twice.
  prepareStandalone(TEST_DIST_DIR)
  const build = await container.buildImage({
    tag: image,
    prebuilt: { folder: join(root, TEST_DIST_DIR, 'standalone'), distDir: TEST_DIST_DIR },
  })
  const volume = container.runName('consents')
  const start = (name, extra) => async (port) => {
    const handle = await container.runContainer({
      name,
      image,
      volume,
      port,
      env: { ...serverTestEnv, ...proxiedServerEnv, ...extra },
    })
    return { startSeconds: await handle.ready(), stop: handle.remove }
  }
  try {
    const name = container.runName('site')
    const embedded = await testBehindNginx('container', env, start(name, {}), {
      // The spec's own containers carry this run's label, so removeRun() below finds any it leaves.
      ORBITA_RUN_ID: container.RUN_ID,
      CONTAINER_NAME: name,
      CONTAINER_IMAGE: image,
      CONTAINER_VOLUME: volume,
      PUBLIC_ORIGIN: origin,
      EXPECTED_CONSENT_STORE: 'embedded',
    })
    const postgres = await migratedPostgres(env)
    let withPostgres
    try {
      withPostgres = await testBehindNginx(
        'container-postgres',
        env,
        start(container.runName('pg'), { DATABASE_URL: postgres.url }),
        {
          CONSENT_DATABASE_URL: postgres.url,
          EXPECTED_CONSENT_STORE: 'postgres',
        },
      )
    } finally {
      postgres.stop()
    }
    return {
      code: embedded.code || withPostgres.code,
      buildSeconds: build.seconds,
      imageBytes: build.bytes,
      startSeconds: embedded.startSeconds,
      ttfb: embedded.ttfb,
    }
  } finally {
    await container.removeRun({ images: [image] })
  }
}

async function testEdge(env) {
  const build = buildEdge({ ...env, ...testEnv })
  if (build.code !== 0) throw new Error(`the OpenNext build failed (exit ${build.code})`)
  const postgres = await migratedPostgres(env)
  try {
    const {
      command,
      args,
      env: workerEnv,
      cwd,
    } = edgeServeCommand({
      port: TEST_PORT,
      env: { ...env, ...serverTestEnv, DATABASE_URL: postgres.url },
    })
    const server = await startServer({
      label: 'wrangler dev',
      command,
      args,
      env: workerEnv,
      cwd,
      url: `${origin}/robots.txt`,
    })
    try {
      const ttfb = await measureTtfb(origin)
      const code = playwright('edge', { ...env, CONSENT_DATABASE_URL: postgres.url })
      return { code, buildSeconds: build.seconds, startSeconds: server.startSeconds, ttfb }
    } finally {
      await server.stop()
    }
  } finally {
    postgres.stop()
  }
}

/** One line per host: build, start, median TTFB per path and its ratio to `npm start`. */
function formatFigures(figures) {
  const reference = figures.npmStart?.ttfb
  return Object.entries(figures)
    .map(([host, f]) => {
      if (!f || f.error || f.skipped)
        return `  ${host}: ${f?.error ?? (f?.skipped && `skipped (${f.skipped})`) ?? 'not measured'}`
      const timing = [
        f.node && `Node ${f.node}`,
        f.buildSeconds && `build ${f.buildSeconds.toFixed(1)} s`,
        f.imageBytes && `image ${(f.imageBytes / 1e6).toFixed(1)} MB (${f.imageBytes} bytes)`,
        `start ${f.startSeconds.toFixed(1)} s`,
        f.stageSeconds && `stage ${f.stageSeconds.toFixed(0)} s`,
      ]
      const ttfb = Object.entries(f.ttfb ?? {}).map(([path, { medianMs }]) => {
        const ratio = reference && host !== 'npmStart' ? ` (×${(medianMs / reference[path].medianMs).toFixed(2)})` : ''
        return `${path} ${medianMs} ms${ratio}`
      })
      return `  ${host}: ${timing.filter(Boolean).join(', ')}; TTFB ${ttfb.join(', ')}`
    })
    .join('\n')
}

const runners = { standalone: testStandalone, container: testContainer, edge: testEdge }

/** Runs the given hosts' suites; returns { failed, figures }. Results: test-results/playwright-<host>.json. */
export async function testHosts({ targets = hostTargets, env = process.env } = {}) {
  mkdirSync(resultsDir, { recursive: true })
  for (const file of hostResultFiles) rmSync(join(resultsDir, file), { force: true })
  const figures = { npmStart: await measureNextStart(env).catch((error) => ({ error: error.message })) }
  let failed = false
  // Where every host delivers contact requests (tests/e2e/contact-delivery.spec.ts drives it): a process of
  // its own, since Playwright runs in a spawnSync that holds this one's event loop.
  const emailjs = await startServer({
    label: 'EmailJS stand-in',
    command: process.execPath,
    args: [join(root, 'scripts', 'emailjs-stand-in.mjs'), String(EMAILJS_STAND_IN_PORT)],
    env,
    cwd: root,
    url: `http://127.0.0.1:${EMAILJS_STAND_IN_PORT}/__calls`,
  })
  try {
    for (const target of targets) {
      const started = Date.now()
      try {
        const result = await runners[target](env)
        figures[target] = { ...result, stageSeconds: (Date.now() - started) / 1000 }
        if (result.skipped) {
          // Counted as skipped, never as passed.
          console.error(`[hosts] ${target}: skipped: ${result.skipped}`)
          writeReport(target, { stats: { expected: 0, unexpected: 0, flaky: 0, skipped: 1 }, errors: [] })
        } else if (result.code !== 0) {
          failed = true
          // Failed tests are counted from the report; a run that wrote none counts as one failure.
          recordCrash(target, `playwright exited with code ${result.code} without writing results`)
        }
      } catch (error) {
        failed = true
        figures[target] = { error: error.message, stageSeconds: (Date.now() - started) / 1000 }
        recordCrash(target, error.message)
      }
      recordStage(resultsDir, target, figures[target].stageSeconds)
    }
  } finally {
    await emailjs.stop()
  }
  writeFileSync(join(resultsDir, 'hosting.json'), JSON.stringify(figures, null, 2))
  console.error(`\n[hosts] figures (also in ${TEST_RESULTS_DIR}/hosting.json):\n${formatFigures(figures)}`)
  return { failed, figures }
}

function splitAt(args, separator) {
  const at = args.indexOf(separator)
  return at === -1 ? [args, []] : [args.slice(0, at), args.slice(at + 1)]
}

const isMain = process.argv[1] && fileURLToPath(import.meta.url) === resolve(process.argv[1])
if (isMain) {
  const [targets, playwrightArgs] = splitAt(process.argv.slice(2), '--')
  const unknown = targets.filter((target) => !hostTargets.includes(target))
  if (unknown.length > 0) {
    console.error(`unknown host(s): ${unknown.join(', ')}; choose from ${hostTargets.join(', ')}`)
    process.exit(2)
  }
  process.env.NEXT_TELEMETRY_DISABLED = '1'
  if (!process.env.CHROMIUM_PATH)
    process.env.CHROMIUM_PATH = await (await import('../find-chromium.mjs')).findChromium({ headlessShell: true })
  const { failed } = await testHosts({
    targets: targets.length > 0 ? targets : hostTargets,
    env: { ...process.env, [playwrightArgsKey]: JSON.stringify(playwrightArgs) },
  })
  // Only this run's hosts count here (not an older jest.json): `N passed, N failed`.
  const { formatSummary, playwrightCounts } = await import('../test-summary.mjs')
  const total = { passed: 0, failed: 0, skipped: 0 }
  for (const target of targets.length > 0 ? targets : hostTargets) {
    const counts = playwrightCounts(JSON.parse(readFileSync(join(resultsDir, `playwright-${target}.json`), 'utf8')))
    for (const key of Object.keys(total)) total[key] += counts[key]
  }
  console.log(formatSummary(total))
  process.exit(failed || total.failed > 0 ? 1 : 0)
}
