#!/usr/bin/env node
// `npm test`: Jest unit tests, then a production build + Playwright e2e tests,
// then one summary line `N passed, N failed[, N skipped]`.
//
//   npm test                                  everything
//   npm test -- tests/e2e/theme.spec.ts       extra args go to `playwright test`
//   ONLY=unit npm test | ONLY=e2e npm test    one side only
//   SKIP_BUILD=1 npm test                     reuse the existing .next-test build
import { spawnSync } from 'node:child_process'
import { mkdirSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs'
import { delimiter, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { findChromium } from './find-chromium.mjs'
import { printSummary } from './test-summary.mjs'
import { recordStage } from './test-stages.mjs'
import { TEST_DIST_DIR, TEST_RESULTS_DIR, buildOnlySecrets, testEnv } from './test-env.mjs'
import { hostResultFiles, testHosts } from './hosting/test-hosts.mjs'

const root = fileURLToPath(new URL('..', import.meta.url)).replace(/[\\/]$/, '')
const resultsDir = join(root, TEST_RESULTS_DIR)
const jestJson = join(resultsDir, 'jest.json')
const playwrightJson = join(resultsDir, 'playwright.json')
const only = process.env.ONLY
const playwrightArgs = process.argv.slice(2)

if (only && only !== 'unit' && only !== 'e2e') {
  console.error(`ONLY must be "unit" or "e2e" (got "${only}")`)
  process.exit(2)
}

process.env.NEXT_TELEMETRY_DISABLED = '1'
process.env.PATH = [join(root, 'node_modules', '.bin'), process.env.PATH].join(delimiter)

/** Runs one stage of the suite, and records its seconds for the summary. */
function run(label, cmd, args, env = process.env) {
  console.error(`\n[test] ${label}: ${cmd} ${args.join(' ')}`)
  const started = performance.now()
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env })
  recordStage(resultsDir, label, (performance.now() - started) / 1000)
  if (r.error) console.error(`[test] ${label} could not start: ${r.error.message}`)
  return r.status ?? 1
}

/** If a step failed without writing its report, leave one that records the failure. */
function recordCrash(file, report) {
  if (!existsSync(file)) writeFileSync(file, JSON.stringify(report, null, 2))
}
const jestCrash = (why) => ({ numPassedTests: 0, numFailedTests: 0, numRuntimeErrorTestSuites: 1, note: why })
const playwrightCrash = (why) => ({
  stats: { expected: 0, unexpected: 0, flaky: 0, skipped: 0 },
  errors: [{ message: why }],
})

// Generated files that `next build` rewrites for its distDir; restored afterwards
// so the test build does not leave `.next-test` references in the developer's tree.
function snapshot(files) {
  return files.map((f) => [f, existsSync(f) ? readFileSync(f, 'utf8') : null])
}
function restore(saved) {
  for (const [f, content] of saved) {
    const now = existsSync(f) ? readFileSync(f, 'utf8') : null
    if (now === content) continue
    if (content === null) rmSync(f, { force: true })
    else writeFileSync(f, content)
    console.error(`[test] restored ${f.slice(root.length + 1)} (changed by the test build)`)
  }
}

// Stale results must never be counted.
mkdirSync(resultsDir, { recursive: true })
rmSync(jestJson, { force: true })
rmSync(playwrightJson, { force: true })
rmSync(join(resultsDir, 'validators.json'), { force: true })
rmSync(join(resultsDir, 'stages.json'), { force: true })
for (const file of hostResultFiles) rmSync(join(resultsDir, file), { force: true })

let failed = false

// (a) Chromium, for Playwright and anything else that needs it.
if (only !== 'unit') {
  try {
    process.env.CHROMIUM_PATH = await findChromium({ headlessShell: true })
    console.error(`[test] Chromium: ${process.env.CHROMIUM_PATH}`)
  } catch (err) {
    console.error(`[test] ${err.message}`)
    recordCrash(playwrightJson, playwrightCrash(err.message))
    failed = true
  }
}

// (b) Unit tests.
if (only !== 'e2e') {
  // --experimental-vm-modules: lets CommonJS code in node_modules use import()
  // (PGlite loads Node built-ins that way); same as `npm run test:unit`.
  const jestBin = join(root, 'node_modules', 'jest', 'bin', 'jest.js')
  const code = run('jest', process.execPath, [
    '--experimental-vm-modules',
    jestBin,
    '--json',
    `--outputFile=${jestJson}`,
    '--passWithNoTests',
  ])
  if (code !== 0) {
    failed = true
    recordCrash(jestJson, jestCrash(`jest exited with code ${code} without writing results`))
  }
}

// (c) Production build in a separate dist dir, (d) browser tests.
if (only !== 'unit' && process.env.CHROMIUM_PATH) {
  const env = { ...process.env, ...testEnv, NEXT_DIST_DIR: TEST_DIST_DIR }
  let built = true
  if (process.env.SKIP_BUILD === '1') {
    console.error(`[test] SKIP_BUILD=1: using the existing ${TEST_DIST_DIR} build`)
  } else {
    const saved = snapshot([join(root, 'next-env.d.ts'), join(root, 'tsconfig.json')])
    // One build for every Node host of the suite: `next start` serves it, and its standalone server is the next host.
    const code = run('build', process.execPath, [join(root, 'scripts', 'build.mjs')], {
      ...env,
      ...buildOnlySecrets,
      NEXT_OUTPUT: 'standalone',
    })
    restore(saved)
    if (code !== 0) {
      built = false
      failed = true
      console.error('[test] next build failed: skipping Playwright')
      recordCrash(playwrightJson, playwrightCrash(`next build failed (exit ${code}); e2e tests not run`))
    }
  }
  if (built) {
    const code = run('playwright', 'playwright', ['test', ...playwrightArgs], env)
    if (code !== 0) {
      failed = true
      recordCrash(playwrightJson, playwrightCrash(`playwright exited with code ${code} without writing results`))
    }
    // (d2) Independent validators (vnu, structured data, links, pa11y) on the same build; skipped when only some specs run.
    if (
      playwrightArgs.length === 0 &&
      run('validators', process.execPath, [join(root, 'scripts', 'validators', 'run.mjs')]) !== 0
    )
      failed = true
    // (d3) The same browser tests on the standalone server and the Cloudflare worker (not when given spec files).
    if (playwrightArgs.length === 0 && process.env.SKIP_HOSTS !== '1' && (await testHosts()).failed) failed = true
  }
}

// (e) Summary: last line of output.
console.error('')
const summary = printSummary(resultsDir)
process.exit(failed || summary.failed > 0 ? 1 : 0)
