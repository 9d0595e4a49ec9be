import { storeHealth } from '@/lib/consent'

// A health check must look at the store now, never at a cached answer.
export const dynamic = 'force-dynamic'

/** For the host's health check: `{store, ok}`, 200 when a consent could be stored now, 503 when not. */
export async function GET(): Promise<Response> {
  const health = await storeHealth()
  return Response.json(health, { status: health.ok ? 200 : 503, headers: { 'Cache-Control': 'no-store' } })
}
