import { defineConfig, type Project } from '@playwright/test'
import base from './playwright.config'
import { TEST_RESULTS_DIR } from './scripts/test-env.mjs'

/**
 * The browser tests against the other hosts, run by scripts/hosting/test-hosts.mjs, which starts
 * the server on TEST_PORT itself (so it can time the start): HOSTING_TARGET names the suite.
 * HOSTING_BEHIND_PROXY=1: nginx stands on TEST_PORT in front of the server (scripts/hosting/nginx.mjs).
 */
// Behind nginx, what can differ on a Node host behind a proxy: routes, redirects, the request layer under a
// public Host, metadata in the raw HTML, a consent round trip, every HTTP method, the store /api/health
// names, and a contact request from the form (JavaScript or none) to the mailbox.
// Each page's script policy is a header rule the host applies (scripts/build/script-policies.mjs): the
// headers and hashes of every answer, what the visitor allows running under them, and the Observatory's
// score over HTTPS.
const scriptPolicySpecs = ['e2e/security-headers.spec.ts', 'e2e/consented-flows.spec.ts', 'e2e/observatory.spec.ts']
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
  'e2e/client-address.spec.ts',
  'e2e/contact-limits.spec.ts',
  ...scriptPolicySpecs,
]
const suites = {
  standalone: nodeBehindProxy,
  // The image with the embedded store on a volume; then the operator's checks (container-ops below).
  container: nodeBehindProxy,
  // The same image with DATABASE_URL: the store it names, and a consent read back from PostgreSQL.
  'container-postgres': ['hosting/consent-round-trip.spec.ts', 'hosting/health.spec.ts'],
  // Cloudflare worker: what can differ on the worker. Its own request layer and rendering (routes,
  // redirects, methods, metadata, the theme before first paint, inline scripts that an edge bundler could
  // break), its store (consents and contact requests in PostgreSQL through the HYPERDRIVE binding, Global
  // Privacy Control records read back from it), the Server Action without JavaScript, delivery after the
  // answer and the Cron Trigger. The client-only behaviour (navbar, banner, outbox, translation, products
  // search, the form's states) is the same browser bundle on every host: the next start suite proves it.
  edge: [
    'e2e/redirects.spec.ts',
    'e2e/request-layer.spec.ts',
    'e2e/seo.spec.ts',
    'e2e/methods.spec.ts',
    'e2e/theme.spec.ts',
    'e2e/consent-signal.spec.ts',
    'e2e/contact-delivery.spec.ts',
    'e2e/client-address.spec.ts',
    'e2e/contact-limits.spec.ts',
    'hosting/routes.spec.ts',
    'hosting/consent-round-trip.spec.ts',
    'hosting/health.spec.ts',
    'hosting/edge-health.spec.ts',
    'hosting/edge-cron.spec.ts',
    ...scriptPolicySpecs,
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
