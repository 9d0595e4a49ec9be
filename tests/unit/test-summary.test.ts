/** @jest-environment node */
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals'
import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

// The operator reads only the tail of a CI log: it must name each failure, then end with the summary line.
describe('the test summary at the end of npm test and .ci/run', () => {
  let dir: string
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'summary-'))
  })
  afterEach(() => rmSync(dir, { recursive: true, force: true }))

  const write = (file: string, data: unknown) => writeFileSync(path.join(dir, file), JSON.stringify(data))
  const summarize = () => spawnSync(process.execPath, ['scripts/test-summary.mjs', dir], { encoding: 'utf8' })
  const spec = (title: string, line: number, status: string) => ({
    title,
    file: 'consent.spec.ts',
    line,
    tests: [{ projectName: 'desktop', status }],
  })

  it('names every failed test of every runner, then prints the totals as its last line', () => {
    write('jest.json', {
      numPassedTests: 2,
      numFailedTests: 1,
      numRuntimeErrorTestSuites: 0,
      testResults: [
        {
          name: '/repo/tests/unit/rate-limit.test.ts',
          status: 'failed',
          assertionResults: [
            { fullName: 'rate limit lets a burst through', status: 'passed' },
            { fullName: 'rate limit refuses the 31st request', status: 'failed' },
          ],
        },
      ],
    })
    write('playwright.json', {
      stats: { expected: 1, unexpected: 1, flaky: 1, skipped: 0 },
      suites: [
        {
          specs: [],
          suites: [
            {
              specs: [
                spec('the banner stores a choice', 10, 'expected'),
                spec('the banner survives a reload', 20, 'flaky'),
                spec('reject all keeps only necessary cookies', 30, 'unexpected'),
              ],
            },
          ],
        },
      ],
      errors: [],
    })
    write('validators.json', {
      passed: 40,
      failed: 1,
      findings: [{ validator: 'pa11y (WCAG2AA)', page: '/about [phone, light]', message: 'contrast too low' }],
    })
    write('playwright-edge.json', { stats: { expected: 3, unexpected: 0, flaky: 0, skipped: 0 }, suites: [] })
    write('playwright-standalone.json', {
      stats: { expected: 0, unexpected: 1, flaky: 0, skipped: 0 },
      suites: [{ specs: [spec('a consent is stored and read back', 6, 'unexpected')] }],
    })

    const run = summarize()

    expect(run.status).toBe(1)
    expect(run.stdout.trimEnd().split('\n').at(-1)).toBe('47 passed, 4 failed')
    const failed = run.stderr.slice(run.stderr.indexOf('[summary] failed:'))
    expect(failed).toContain('unit: tests/unit/rate-limit.test.ts › rate limit refuses the 31st request')
    expect(failed).toContain('e2e: consent.spec.ts:30 › [desktop] reject all keeps only necessary cookies')
    expect(failed).toContain('validators: pa11y (WCAG2AA): /about [phone, light]  contrast too low')
    expect(failed).toContain('standalone: consent.spec.ts:6 › [desktop] a consent is stored and read back')
    expect(failed).not.toContain('survives a reload')
    expect(failed).not.toContain('lets a burst through')
    // A test that passed only on its retry counts as passed, and is named as flaky.
    const flaky = run.stderr.slice(run.stderr.indexOf('[summary] flaky'), run.stderr.indexOf('[summary] failed:'))
    expect(flaky).toContain('e2e: consent.spec.ts:20 › [desktop] the banner survives a reload')
    expect(flaky).not.toContain('reject all keeps only necessary cookies')
  })

  it('names the Chromium each browser run used, version and path, before the totals', () => {
    const ranOn = (version: string, path: string) => ({
      config: { metadata: { chromium: { version, path } } },
      stats: { expected: 1, unexpected: 0, flaky: 0, skipped: 0 },
      suites: [],
    })
    write('playwright.json', ranOn('Chromium 156.0.8078.108', '/usr/lib/chromium/chromium-headless-shell'))
    write('playwright-edge.json', ranOn('Chromium 156.0.8078.108', '/usr/lib/chromium/chromium-headless-shell'))
    write('playwright-standalone.json', ranOn('Chromium 150.0.7871.100', '/tmp/chr150/chrome-headless-shell'))

    const run = summarize()

    expect(run.status).toBe(0)
    expect(run.stderr).toContain(
      '[summary] browser: Chromium 156.0.8078.108 (/usr/lib/chromium/chromium-headless-shell): e2e, edge\n',
    )
    expect(run.stderr).toContain(
      '[summary] browser: Chromium 150.0.7871.100 (/tmp/chr150/chrome-headless-shell): standalone',
    )
    expect(run.stdout.trimEnd().split('\n').at(-1)).toBe('3 passed, 0 failed')
  })

  it('lists nothing when everything passed', () => {
    write('jest.json', { numPassedTests: 5, numFailedTests: 0, testResults: [] })
    const run = summarize()
    expect(run.status).toBe(0)
    expect(run.stderr).not.toContain('[summary] failed')
    expect(run.stderr).not.toContain('[summary] flaky')
    expect(run.stderr).not.toContain('[summary] browser')
    expect(run.stdout.trim()).toBe('5 passed, 0 failed')
  })
})
