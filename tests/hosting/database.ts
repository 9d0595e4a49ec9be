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

/**
 * Moves the store's clock for one request: its deliveries become due now, as they would once their backoff
 * has passed (the server's own clock cannot be held still, so the test moves the stored times instead).
 */
export async function makeDeliveriesDue(connectionString: string, email: string): Promise<number> {
  const { Client } = await import('pg')
  const client = new Client({ connectionString })
  await client.connect()
  try {
    const { rowCount } = await client.query(
      `update contact_deliveries d set next_attempt_at = now() from contact_requests r
        where r.id = d.request_id and r.email = $1 and d.delivered_at is null`,
      [email],
    )
    return rowCount ?? 0
  } finally {
    await client.end()
  }
}
