#!/usr/bin/env node
// Combine Jest, Playwright, validator and host-suite JSON results into one line: `N passed, N failed[, N skipped]`,
// after the Chromium the browser tests ran on and a list of every failed test by name.
//   node scripts/test-summary.mjs [resultsDir]   (or env TEST_RESULTS_DIR; default test-results)
// Exit code 1 when anything failed.
import { existsSync, readFileSync, readdirSync, realpathSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { readStages, slowestSpecFiles } from './test-stages.mjs'

export const DEFAULT_RESULTS_DIR = process.env.TEST_RESULTS_DIR || 'test-results'

function readJson(file, label) {
  if (!existsSync(file)) {
    console.error(`[summary] note: no ${label} results (${file} missing), counting 0`)
    return null
  }
  try {
    return JSON.parse(readFileSync(file, 'utf8'))
  } catch (err) {
    console.error(`[summary] note: cannot parse ${file} (${err.message}), counting 0`)
    return null
  }
}

const n = (v) => (Number.isFinite(v) ? v : 0)

/** Jest `--json` output. A suite that crashes before running (syntax error,
 *  failing import) has no failed *tests*, so it is counted as one failure. */
function jestCounts(r) {
  if (!r) return { passed: 0, failed: 0, skipped: 0 }
  return {
    passed: n(r.numPassedTests),
    failed: n(r.numFailedTests) + n(r.numRuntimeErrorTestSuites),
    skipped: n(r.numPendingTests) + n(r.numTodoTests),
  }
}

/** Playwright JSON reporter. Flaky (passed on retry) counts as passed; global
 *  errors (webServer did not start, spec failed to load...) count as failures. */
export function playwrightCounts(r) {
  if (!r) return { passed: 0, failed: 0, skipped: 0 }
  const s = r.stats ?? {}
  return {
    passed: n(s.expected) + n(s.flaky),
    failed: n(s.unexpected) + (Array.isArray(r.errors) ? r.errors.length : 0),
    skipped: n(s.skipped),
  }
}

/** scripts/validators/run.mjs: each clean check passed, each finding failed. */
function validatorCounts(r) {
  return { passed: n(r?.passed), failed: n(r?.failed), skipped: 0 }
}

export function formatSummary({ passed, failed, skipped }) {
  return `${passed} passed, ${failed} failed` + (skipped > 0 ? `, ${skipped} skipped` : '')
}

/** Jest's failed tests, and suites that crashed before running a test. */
function jestFailures(r) {
  return (r?.testResults ?? []).flatMap((suite) => {
    const failed = (suite.assertionResults ?? []).filter((t) => t.status === 'failed').map((t) => t.fullName)
    if (failed.length === 0 && suite.status === 'failed') return [`${suite.name}: ${suite.message?.split('\n')[0]}`]
    return failed.map((name) => `${suite.name.replace(/^.*?\/tests\//, 'tests/')} › ${name}`)
  })
}

/** Playwright's tests whose outcome is `status` ('unexpected': failed on every try; 'flaky': passed only on a retry). */
function playwrightTests(r, status) {
  const walk = (suite) => [
    ...(suite.specs ?? []).flatMap((spec) =>
      (spec.tests ?? [])
        .filter((t) => t.status === status)
        .map((t) => `${spec.file}:${spec.line} › [${t.projectName}] ${spec.title}`),
    ),
    ...(suite.suites ?? []).flatMap(walk),
  ]
  return (r?.suites ?? []).flatMap(walk)
}

/** Playwright's tests that failed on every try, and its global errors. */
function playwrightFailures(r) {
  return [...playwrightTests(r, 'unexpected'), ...(r?.errors ?? []).map((e) => `(global) ${e.message?.split('\n')[0]}`)]
}

/** The Chromium a Playwright run used, as playwright.config.ts records it in the report's metadata. */
function chromiumOf(r) {
  const chromium = r?.config?.metadata?.chromium
  return chromium ? `${chromium.version} (${chromium.path})` : undefined
}

/** Each browser the Playwright runs used, with the runs that used it: `Chromium 156.0.8078.108 (/usr/…): e2e, edge`. */
function browsersUsed(runners) {
  const runsBy = new Map()
  for (const { label, browser } of runners) if (browser) runsBy.set(browser, [...(runsBy.get(browser) ?? []), label])
  return [...runsBy].map(([browser, labels]) => `${browser}: ${labels.join(', ')}`)
}

/**
 * Reads every runner's results in `dir` once: the counts, the printable line, and each failure by
 * name (so that the tail of a CI log says what failed without scrolling back).
 */
export function summarize(dir = DEFAULT_RESULTS_DIR) {
  const jest = readJson(join(dir, 'jest.json'), 'Jest')
  const playwright = readJson(join(dir, 'playwright.json'), 'Playwright')
  const validatorsFile = join(dir, 'validators.json')
  const validators = existsSync(validatorsFile) ? readJson(validatorsFile, 'validators') : null
  const runners = [
    { label: 'unit', counts: jestCounts(jest), failures: jestFailures(jest) },
    {
      label: 'e2e',
      counts: playwrightCounts(playwright),
      failures: playwrightFailures(playwright),
      flaky: playwrightTests(playwright, 'flaky'),
      browser: chromiumOf(playwright),
    },
    {
      label: 'validators',
      counts: validatorCounts(validators),
      failures: (validators?.findings ?? []).map((f) => `${f.validator}: ${f.page}  ${f.message}`),
    },
    // The browser suites on the other hosts (scripts/hosting/test-hosts.mjs), when they ran.
    ...(existsSync(dir) ? readdirSync(dir) : [])
      .map((file) => /^playwright-(.+)\.json$/.exec(file)?.[1])
      .filter(Boolean)
      .map((host) => {
        const report = readJson(join(dir, `playwright-${host}.json`), host)
        return {
          label: host,
          counts: playwrightCounts(report),
          failures: playwrightFailures(report),
          flaky: playwrightTests(report, 'flaky'),
          browser: chromiumOf(report),
        }
      }),
    // .ci/run's checks (lint, typecheck, knip, format), one each, when it passes them on; it names a failed one itself.
    {
      label: 'checks',
      counts: {
        passed: n(Number(process.env.CHECKS_PASSED)),
        failed: n(Number(process.env.CHECKS_FAILED)),
        skipped: 0,
      },
      failures: [],
    },
  ]
  const total = { passed: 0, failed: 0, skipped: 0 }
  for (const { counts } of runners) for (const key of Object.keys(total)) total[key] += counts[key]
  const failures = runners.flatMap(({ label, failures }) => failures.map((failure) => `${label}: ${failure}`))
  // Counted as passed, and named: a test that passes only on its retry is a problem waiting.
  const flaky = runners.flatMap(({ label, flaky = [] }) => flaky.map((test) => `${label}: ${test}`))
  return { ...total, failures, flaky, browsers: browsersUsed(runners), line: formatSummary(total) }
}

/** Where the time went: each stage's seconds, and the ten slowest spec files. */
function printTimes(dir) {
  const stages = readStages(dir)
  if (stages.length === 0) return
  const total = stages.reduce((sum, { seconds }) => sum + seconds, 0)
  console.error(
    `[summary] stages: ${stages.map(({ stage, seconds }) => `${stage} ${seconds} s`).join(' · ')} · total ${total} s`,
  )
  const slowest = slowestSpecFiles(dir)
  console.error(
    `[summary] slowest spec files:\n${slowest.map(({ name, seconds }) => `  ${Math.round(seconds)} s  ${name}`).join('\n')}`,
  )
}

/** Print where the time went, the failures, then the summary line (last line of output); returns the counts. */
export function printSummary(dir = DEFAULT_RESULTS_DIR) {
  printTimes(dir)
  const result = summarize(dir)
  // A page can behave differently on another Chromium build: the log says which one the browser tests ran on.
  for (const browser of result.browsers) console.error(`[summary] browser: ${browser}`)
  if (result.flaky.length > 0)
    console.error(
      `[summary] flaky, passed only on a retry (counted as passed):\n${result.flaky.map((test) => `  ~ ${test}`).join('\n')}`,
    )
  if (result.failures.length > 0)
    console.error(`[summary] failed:\n${result.failures.map((failure) => `  ✗ ${failure}`).join('\n')}`)
  console.log(result.line)
  return result
}

const isMain = process.argv[1] && realpathSync(process.argv[1]) === fileURLToPath(import.meta.url)
if (isMain) {
  const { failed } = printSummary(process.argv[2] || DEFAULT_RESULTS_DIR)
  process.exit(failed > 0 ? 1 : 0)
}
