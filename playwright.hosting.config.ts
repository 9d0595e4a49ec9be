import { defineConfig, type Project } from '@playwright/test'
import base from './playwright.config'
import { TEST_RESULTS_DIR } from './scripts/test-env.mjs'

/**
 * The browser tests against the other hosts, run by scripts/hosting/test-hosts.mjs, which starts
 * the server on TEST_PORT itself (so it can time the start): HOSTING_TARGET names the suite.
 * HOSTING_BEHIND_PROXY=1: nginx stands on TEST_PORT in front of the server (scripts/hosting/nginx.mjs).
 */
// A smoke subset behind nginx: routes, redirects, the request layer under a public Host, metadata in
// the raw HTML, a consent round trip, every HTTP method, the store /api/health names.
const nodeBehindProxy = [
  'e2e/redirects.spec.ts',
  'e2e/request-layer.spec.ts',
  'e2e/seo.spec.ts',
  'e2e/methods.spec.ts',
  'hosting/routes.spec.ts',
  'hosting/consent-round-trip.spec.ts',
  'hosting/health.spec.ts',
  // A contact request from the form to the mailbox: the route, the store, the Server Action, delivery.
  'e2e/contact-delivery.spec.ts',
]
const suites = {
  standalone: nodeBehindProxy,
  // The image with the embedded store on a volume; then the operator's checks (container-ops below).
  container: nodeBehindProxy,
  // The same image with DATABASE_URL: the store it names, and a consent read back from PostgreSQL.
  'container-postgres': ['hosting/consent-round-trip.spec.ts', 'hosting/health.spec.ts'],
  // Cloudflare worker: also the navbar, theme, banner and its Garante rules (issue 23: close, footer link,
  // English banner, consent id, resend, full-visit cookie declaration, consent-gated translation),
  // the contact request from the form to the mailbox, products search.
  edge: [
    'e2e/redirects.spec.ts',
    'e2e/request-layer.spec.ts',
    'e2e/seo.spec.ts',
    'e2e/methods.spec.ts',
    'e2e/navigation.spec.ts',
    'e2e/theme.spec.ts',
    'e2e/consent.spec.ts',
    'e2e/consent-garante.spec.ts',
    // Global Privacy Control on every route, read back from the worker's PostgreSQL; the multi-record outbox.
    'e2e/consent-signal.spec.ts',
    'e2e/consent-outbox.spec.ts',
    'e2e/cookie-registry.spec.ts',
    'e2e/translation.spec.ts',
    'e2e/contact-delivery.spec.ts',
    'e2e/products.spec.ts',
    'hosting/routes.spec.ts',
    'hosting/consent-round-trip.spec.ts',
    'hosting/health.spec.ts',
    'hosting/edge-health.spec.ts',
    'hosting/edge-cron.spec.ts',
  ],
}
const target = process.env.HOSTING_TARGET as keyof typeof suites
if (!suites[target])
  throw new Error(
    `HOSTING_TARGET must be one of ${Object.keys(suites).join(', ')} (got "${process.env.HOSTING_TARGET}")`,
  )

// Accessibility is a property of the HTML, the same on every host: axe runs in the `next start` suite only.
const browserProjects: Project[] = (base.projects ?? []).map((project) => ({
  ...project,
  grepInvert: [project.grepInvert ?? [], /\baxe\b/].flat(),
}))
// The container's restart and second-container checks, after every browser test, one at a time.
const containerOps: Project = {
  name: 'container-ops',
  testMatch: 'hosting/container.spec.ts',
  dependencies: browserProjects.map((project) => project.name as string),
}

export default defineConfig({
  ...base,
  testDir: 'tests',
  testMatch: suites[target],
  outputDir: `${TEST_RESULTS_DIR}/playwright-${target}-artifacts`,
  reporter: [['list'], ['json', { outputFile: `${TEST_RESULTS_DIR}/playwright-${target}.json` }]],
  projects: target === 'container' ? [...browserProjects, containerOps] : browserProjects,
  webServer: undefined,
})
