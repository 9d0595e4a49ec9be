import { leadHealth } from '@/lib/leads/health'
import { isOperator } from '@/lib/leads/operator'
import { storeHealth } from '@/lib/store'

// A health check must look at the store now, never at a cached answer.
export const dynamic = 'force-dynamic'

/**
 * For the host's health check: `{ok}`, 200 when a consent and a request could be stored now, 503 when not.
 * Anyone may ask; only the operator's token (`Authorization: Bearer <LEADS_OPERATOR_TOKEN>`) also gets the
 * details: `{store, ok, problem?, leads}`, the backlog and the delivery channels. Undelivered requests
 * keep it 200 (the site still takes them): a monitor alerts on `leads.stuck`.
 */
export async function GET(request: Request): Promise<Response> {
  const health = await storeHealth()
  const init = { status: health.ok ? 200 : 503, headers: { 'Cache-Control': 'no-store' } }
  if (!(await isOperator(request))) return Response.json({ ok: health.ok }, init)
  const leads = health.ok ? await leadHealth() : undefined
  return Response.json({ ...health, ...(leads && { leads }) }, init)
}
