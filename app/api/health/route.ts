import { leadHealth } from '@/lib/leads/health'
import { storeHealth } from '@/lib/store'

// A health check must look at the store now, never at a cached answer.
export const dynamic = 'force-dynamic'

/**
 * For the host's health check: `{store, ok, leads}`, 200 when a consent and a request could be stored now,
 * 503 when not. Undelivered requests keep it 200 (the site still takes them): a monitor alerts on `leads.stuck`.
 */
export async function GET(): Promise<Response> {
  const health = await storeHealth()
  const leads = health.ok ? await leadHealth() : undefined
  return Response.json(
    { ...health, ...(leads && { leads }) },
    { status: health.ok ? 200 : 503, headers: { 'Cache-Control': 'no-store' } },
  )
}
