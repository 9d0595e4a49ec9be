import { defineConfig } from '@playwright/test'
import base from './playwright.config'
import { TEST_RESULTS_DIR } from './scripts/test-env.mjs'

/**
 * The browser tests against the other hosts, run by scripts/hosting/test-hosts.mjs, which starts
 * the server on TEST_PORT itself (so it can time the start): HOSTING_TARGET=standalone | edge.
 * HOSTING_BEHIND_PROXY=1: nginx stands on TEST_PORT in front of the server (scripts/hosting/nginx.mjs).
 */
const suites = {
  // A smoke subset behind nginx: routes, redirects, the request layer under a public Host, metadata in
  // the raw HTML, a consent round trip, every HTTP method.
  standalone: [
    'e2e/redirects.spec.ts',
    'e2e/request-layer.spec.ts',
    'e2e/seo.spec.ts',
    'e2e/methods.spec.ts',
    'hosting/routes.spec.ts',
    'hosting/consent-round-trip.spec.ts',
  ],
  // Cloudflare worker: also the navbar, theme, banner, contact form (EmailJS intercepted), products search.
  edge: [
    'e2e/redirects.spec.ts',
    'e2e/request-layer.spec.ts',
    'e2e/seo.spec.ts',
    'e2e/methods.spec.ts',
    'e2e/navigation.spec.ts',
    'e2e/theme.spec.ts',
    'e2e/consent.spec.ts',
    'e2e/contact.spec.ts',
    'e2e/products.spec.ts',
    'hosting/routes.spec.ts',
    'hosting/consent-round-trip.spec.ts',
    'hosting/edge-health.spec.ts',
  ],
}
const target = process.env.HOSTING_TARGET as keyof typeof suites
if (!suites[target])
  throw new Error(
    `HOSTING_TARGET must be one of ${Object.keys(suites).join(', ')} (got "${process.env.HOSTING_TARGET}")`,
  )

export default defineConfig({
  ...base,
  testDir: 'tests',
  testMatch: suites[target],
  outputDir: `${TEST_RESULTS_DIR}/playwright-${target}-artifacts`,
  reporter: [['list'], ['json', { outputFile: `${TEST_RESULTS_DIR}/playwright-${target}.json` }]],
  // Accessibility is a property of the HTML, the same on every host: axe runs in the `next start` suite only.
  projects: base.projects?.map((project) => ({ ...project, grepInvert: [project.grepInvert ?? [], /\baxe\b/].flat() })),
  webServer: undefined,
})
