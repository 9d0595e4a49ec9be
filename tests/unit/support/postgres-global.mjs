// Jest globalSetup/globalTeardown: one throwaway PostgreSQL cluster for the whole run, its URL in
// TEST_DATABASE_URL (inherited by the test workers). An outer runner may provide one already.
import { startPostgres } from '../../../scripts/test-postgres.mjs'

export async function setup() {
  if (process.env.TEST_DATABASE_URL) return
  const started = Date.now()
  const cluster = await startPostgres()
  globalThis.__testPostgres = cluster
  process.env.TEST_DATABASE_URL = cluster.url
  console.error(`\n[postgres] throwaway cluster on port ${cluster.port}, ready in ${Date.now() - started} ms`)
}

export function teardown() {
  globalThis.__testPostgres?.stop()
}
