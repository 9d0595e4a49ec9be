import { Client } from 'pg'

/** The cluster Jest's global setup started (tests/unit/support/postgres-global.mjs, through global-setup.mjs). */
export function clusterUrl(): string {
  const url = process.env.TEST_DATABASE_URL
  if (!url)
    throw new Error('TEST_DATABASE_URL is not set: run the tests through Jest, whose global setup starts PostgreSQL')
  return url
}

export async function sql<Row = Record<string, unknown>>(
  url: string,
  text: string,
  params: unknown[] = [],
): Promise<Row[]> {
  const client = new Client({ connectionString: url })
  await client.connect()
  try {
    return (await client.query(text, params)).rows as Row[]
  } finally {
    await client.end()
  }
}

let counter = 0

/** A fresh, empty database on the test cluster, so test files never see each other's rows. */
export async function freshDatabase(label: string): Promise<string> {
  counter += 1
  const name = `${label}_${process.pid}_${counter}`.toLowerCase().replace(/[^a-z0-9_]/g, '_')
  await sql(clusterUrl(), `create database ${name}`)
  const url = new URL(clusterUrl())
  url.pathname = `/${name}`
  return url.toString()
}
