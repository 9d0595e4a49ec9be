// Environment shared by the test build (scripts/test.mjs) and the test server
// (playwright.config.ts). Keep this the single source of truth.

/** Port the production test server listens on (TEST_PORT lets two runs coexist on one machine). */
export const TEST_PORT = Number(process.env.TEST_PORT || 3100)

/** Port of the local EmailJS stand-in (scripts/emailjs-stand-in.mjs) the test servers deliver to. */
export const EMAILJS_STAND_IN_PORT = Number(process.env.EMAILJS_STAND_IN_PORT || TEST_PORT + 99)

/** Separate Next.js dist dir, so the developer's own `.next` is never touched. */
export const TEST_DIST_DIR = process.env.TEST_DIST_DIR || '.next-test'

/** Where Jest and Playwright write their reports. */
export const TEST_RESULTS_DIR = process.env.TEST_RESULTS_DIR || 'test-results'

/** EmailJS as the test servers see it: server-only values, each distinctive so the bundle test can look for it. */
export function emailjsTestConfig(port = EMAILJS_STAND_IN_PORT) {
  return {
    EMAILJS_SERVICE_ID: 'service_test7c41',
    EMAILJS_TEMPLATE_ID: 'template_notify9b2e',
    EMAILJS_AUTOREPLY_TEMPLATE_ID: 'template_reply3f8d',
    EMAILJS_PUBLIC_KEY: 'pubkey-test-6a0d2c9e',
    EMAILJS_PRIVATE_KEY: 'privkey-test-81f4b7e305',
    EMAILJS_API_ORIGIN: `http://127.0.0.1:${port}`,
  }
}

/** Env for `next build` and `next start` during tests. */
export const testEnv = {
  NEXT_PUBLIC_SITE_URL: `http://localhost:${TEST_PORT}`,
  ...emailjsTestConfig(),
  // The stand-in is local: no pause between sends.
  CONTACT_DELIVERY_PACE_MS: '0',
  OPERATOR_TOKEN: 'test-operator-token-5e1c7a93d2b4f608',
  // Every host's servers and isolates check each other's proofs of work, as production's must.
  CONTACT_PROOF_KEY: 'test-proof-key-0b7d4e19a6c2f853e7a1d9c4',
  // Google Analytics, loaded only after consent: the tests answer its script with a stub.
  NEXT_PUBLIC_GA_MEASUREMENT_ID: 'G-TEST0E2E',
  SITE_STORE_DIR: 'memory://',
  // The pages' consent POSTs reach a test server as one client (they carry no address of their test's own, and
  // a host suite's browsers all come through one proxy): the allowance per address would soon refuse them all.
  // tests/unit/consent-route.test.ts and consent-stores.test.ts prove the allowance itself.
  CONSENT_ADDRESS_LIMIT: '100000',
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
  SUPABASE_SERVICE_ROLE_KEY: 'build-secret-service-role-4b8e6a0f9c',
  SITE_STORE_DIR: '.data/build-secret-consents',
}
