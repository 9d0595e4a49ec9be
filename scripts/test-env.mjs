// Environment shared by the test build (scripts/test.mjs) and the test server
// (playwright.config.ts). Keep this the single source of truth.

/** Port the production test server listens on (TEST_PORT lets two runs coexist on one machine). */
export const TEST_PORT = Number(process.env.TEST_PORT || 3100)

/** Separate Next.js dist dir, so the developer's own `.next` is never touched. */
export const TEST_DIST_DIR = process.env.TEST_DIST_DIR || '.next-test'

/** Where Jest and Playwright write their reports. */
export const TEST_RESULTS_DIR = process.env.TEST_RESULTS_DIR || 'test-results'

/** Env for `next build` and `next start` during tests. */
export const testEnv = {
  NEXT_PUBLIC_SITE_URL: `http://localhost:${TEST_PORT}`,
  NEXT_PUBLIC_EMAILJS_PUBLIC_KEY: 'test-public-key',
  NEXT_PUBLIC_EMAILJS_SERVICE_ID: 'test-service',
  NEXT_PUBLIC_EMAILJS_TEMPLATE_ID: 'test-template',
  NEXT_PUBLIC_EMAILJS_AUTOREPLY_TEMPLATE_ID: 'test-autoreply',
  CONSENT_DB_DIR: 'memory://',
  NEXT_TELEMETRY_DISABLED: '1',
  // `npm run typecheck` checks types; the test build need not do it again.
  NEXT_SKIP_TYPECHECK: '1',
}

/**
 * Server-only secrets given to the test build alone (the test server never sees them, so it
 * keeps the embedded database): tests/e2e/bundle-secrets.spec.ts proves none reaches the browser.
 */
export const buildOnlySecrets = {
  SUPABASE_URL: 'https://build-secret-project.supabase.co',
  SUPABASE_ANON_KEY: 'build-secret-anon-key-7f3a9c2e1d',
  SUPABASE_SERVICE_ROLE_KEY: 'build-secret-service-role-4b8e6a0f9c',
  CONSENT_DB_DIR: '.data/build-secret-consents',
}
