import nextJest from 'next/jest.js'

// Loads next.config and .env files, and compiles TS/TSX with Next's SWC.
const createJestConfig = nextJest({ dir: './' })

const buildOutput = ['<rootDir>/.next/', '<rootDir>/.next-test/']

/** @type {import('jest').Config} */
const config = {
  // Default environment; a test file needing Node (route handlers, PGlite)
  // starts with the docblock `/** @jest-environment node */`.
  testEnvironment: 'jsdom',
  // Jest's default on 2 cores is one worker: the files ran one after another (113 s in CI); most of
  // their time is waiting on PGlite and PostgreSQL, so two side by side took 64 s.
  maxWorkers: 2,
  testMatch: ['<rootDir>/tests/unit/**/*.test.ts?(x)'],
  moduleNameMapper: {
    // Motion is tested in the browser (tests/e2e/motion.spec.ts); unit tests see the islands' plain elements.
    '(^|/)runtime-loader$': '<rootDir>/tests/unit/support/motion-runtime-off.ts',
    '^@/(.*)$': '<rootDir>/$1',
  },
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  // One throwaway PostgreSQL cluster per run (scripts/test-postgres.mjs, TEST_DATABASE_URL) and one
  // initialised PGlite image (PGLITE_IMAGE) every in-memory store starts from (tests/unit/support/pglite-from-image.ts).
  globalSetup: '<rootDir>/tests/unit/support/global-setup.mjs',
  globalTeardown: '<rootDir>/tests/unit/support/global-teardown.mjs',
  testPathIgnorePatterns: [...buildOutput, '<rootDir>/tests/e2e/'],
  modulePathIgnorePatterns: buildOutput,
  watchPathIgnorePatterns: [...buildOutput, '<rootDir>/test-results/'],
}

/**
 * next/jest compiles only the packages Next itself transpiles; OpenNext's context helper (read by the
 * consent store on the edge worker) and htmlparser2 with its own dependencies (the build's script
 * hashes, scripts/build/script-policies.mjs) ship as ESM only, so they join that list here.
 */
export default async function jestConfig() {
  const resolved = await createJestConfig(config)()
  const patterns = resolved.transformIgnorePatterns.map((pattern) =>
    pattern.replace(
      '(?!(geist|',
      '(?!(@opennextjs/cloudflare|htmlparser2|entities|domhandler|domutils|domelementtype|dom-serializer|geist|',
    ),
  )
  if (patterns.join() === resolved.transformIgnorePatterns.join())
    throw new Error(
      'next/jest changed its transformIgnorePatterns: add @opennextjs/cloudflare and htmlparser2 to them again',
    )
  return { ...resolved, transformIgnorePatterns: patterns }
}
