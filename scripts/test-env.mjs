// Environment shared by the test build (scripts/test.mjs) and the test server
// (playwright.config.ts). Keep this the single source of truth.

/** Port the production test server listens on. */
export const TEST_PORT = 3100;

/** Separate Next.js dist dir, so the developer's own `.next` is never touched. */
export const TEST_DIST_DIR = '.next-test';

/** Env for `next build` and `next start` during tests. */
export const testEnv = {
  NEXT_PUBLIC_SITE_URL: `http://localhost:${TEST_PORT}`,
  NEXT_PUBLIC_EMAILJS_PUBLIC_KEY: 'test-public-key',
  NEXT_PUBLIC_EMAILJS_SERVICE_ID: 'test-service',
  NEXT_PUBLIC_EMAILJS_TEMPLATE_ID: 'test-template',
  NEXT_PUBLIC_EMAILJS_AUTOREPLY_TEMPLATE_ID: 'test-autoreply',
  CONSENT_DB_DIR: 'memory://',
  NEXT_TELEMETRY_DISABLED: '1',
};
