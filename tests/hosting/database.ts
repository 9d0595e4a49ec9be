/** The latest consent row of a session, read straight from PostgreSQL (not through the site). */
export async function readConsentFromDatabase(
  connectionString: string,
  sessionId: string,
): Promise<Record<string, unknown> | null> {
  // Loaded only by the suite that stores in PostgreSQL (the edge).
  const { Client } = await import('pg')
  const client = new Client({ connectionString })
  await client.connect()
  try {
    const { rows } = await client.query(
      'select * from cookie_consents where session_id = $1 order by created_at desc limit 1',
      [sessionId],
    )
    return rows[0] ?? null
  } finally {
    await client.end()
  }
}
