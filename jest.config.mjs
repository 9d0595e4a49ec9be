import nextJest from 'next/jest.js'

// Loads next.config and .env files, and compiles TS/TSX with Next's SWC.
const createJestConfig = nextJest({ dir: './' })

const buildOutput = ['<rootDir>/.next/', '<rootDir>/.next-test/']

/** @type {import('jest').Config} */
const config = {
  // Default environment; a test file needing Node (route handlers, PGlite)
  // starts with the docblock `/** @jest-environment node */`.
  testEnvironment: 'jsdom',
  testMatch: ['<rootDir>/tests/unit/**/*.test.ts?(x)'],
  moduleNameMapper: {
    // Motion is tested in the browser (tests/e2e/motion.spec.ts); unit tests see the islands' plain elements.
    '(^|/)runtime-loader$': '<rootDir>/tests/unit/support/motion-runtime-off.ts',
    '^@/(.*)$': '<rootDir>/$1',
  },
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  // One throwaway PostgreSQL cluster per run (scripts/test-postgres.mjs): TEST_DATABASE_URL.
  globalSetup: '<rootDir>/tests/unit/support/postgres-setup.mjs',
  globalTeardown: '<rootDir>/tests/unit/support/postgres-teardown.mjs',
  testPathIgnorePatterns: [...buildOutput, '<rootDir>/tests/e2e/'],
  modulePathIgnorePatterns: buildOutput,
  watchPathIgnorePatterns: [...buildOutput, '<rootDir>/test-results/'],
}

export default createJestConfig(config)
