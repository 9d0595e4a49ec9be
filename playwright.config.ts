import { defineConfig } from '@playwright/test'
import { EMAILJS_STAND_IN_PORT, TEST_DIST_DIR, TEST_PORT, TEST_RESULTS_DIR, testEnv } from './scripts/test-env.mjs'
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { chromiumFlags, headlessShellPath } from './scripts/chromium-flags.mjs'

const baseURL = `http://localhost:${TEST_PORT}`
const isCI = !!process.env.CI
// npm test sets CHROMIUM_PATH (scripts/find-chromium.mjs); a bare `playwright test` picks the same.
const chromiumPath =
  process.env.CHROMIUM_PATH || (existsSync(headlessShellPath) ? headlessShellPath : '/usr/bin/chromium')
/** As the browser names itself ("Chromium 156.0.8078.108"): the test summary says which one ran (pages differ between builds). */
const chromiumVersion = spawnSync(chromiumPath, ['--version'], { encoding: 'utf8' }).stdout?.trim() || 'unknown version'

export default defineConfig({
  testDir: 'tests/e2e',
  // Artifacts go to a sub-folder: Playwright empties outputDir on start, and
  // test-results/ also holds jest.json and playwright.json.
  outputDir: `${TEST_RESULTS_DIR}/playwright-artifacts`,
  reporter: [['list'], ['json', { outputFile: `${TEST_RESULTS_DIR}/playwright.json` }]],
  fullyParallel: true,
  workers: 2,
  // Never retried, in CI least of all: a test that fails once fails the run, loudly, to be read and mended.
  retries: 0,
  // CI's machine may be slower than a developer's, and busy: the same waits, with room for a loaded
  // machine (at load 20 an axe pass alone took 30 s). Every wait is for a condition, never a sleep.
  timeout: isCI ? 90_000 : 30_000,
  expect: { timeout: isCI ? 15_000 : 5_000 },
  forbidOnly: isCI,
  // In the JSON report, for scripts/test-summary.mjs.
  metadata: { chromium: { path: chromiumPath, version: chromiumVersion } },
  use: {
    baseURL,
    locale: 'it-IT',
    browserName: 'chromium',
    launchOptions: {
      executablePath: chromiumPath,
      args: [...chromiumFlags, '--disable-quic'],
    },
  },
  projects: [
    {
      name: 'desktop',
      grepInvert: /@mobile-only/,
      use: { viewport: { width: 1280, height: 800 } },
    },
    {
      name: 'mobile',
      grep: /@mobile/,
      use: {
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
        deviceScaleFactor: 2,
      },
    },
  ],
  webServer: [
    {
      // Where the test server delivers contact requests: the tests make it refuse and recover.
      command: `node scripts/emailjs-stand-in.mjs ${EMAILJS_STAND_IN_PORT}`,
      url: `http://127.0.0.1:${EMAILJS_STAND_IN_PORT}/__calls`,
      reuseExistingServer: !isCI,
      timeout: 20_000,
    },
    {
      // `npm start`'s entry (server.mjs), bound to one address as behind a reverse proxy: the browser's
      // `localhost` Host then differs from it (tests/e2e/request-layer.spec.ts).
      command: `node server.mjs -p ${TEST_PORT} -H 127.0.0.1`,
      // Ready when a consent could be stored: the embedded database is open before the first test.
      url: `${baseURL}/api/health`,
      // One proxy of ours in front: each test's browser names its own visitor address (tests/e2e/playwright.ts).
      env: { ...testEnv, NEXT_DIST_DIR: TEST_DIST_DIR, TRUSTED_PROXY_HOPS: '1' },
      reuseExistingServer: !isCI,
      timeout: 120_000,
      stderr: 'pipe',
    },
  ],
})
