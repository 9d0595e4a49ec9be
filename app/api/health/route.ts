import { contactHealth } from '@/lib/contact/health'
import { isOperator } from '@/lib/operator/auth'
import { env } from '@/lib/env'
import { siteStore, storeHealth } from '@/lib/store'

// A health check must look at the store now, never at a cached answer.
export const dynamic = 'force-dynamic'

/**
 * For the host's health check: `{ok}`, 200 when a consent and a request could be stored now, 503 when not.
 * Anyone may ask; only the operator's token (`Authorization: Bearer <OPERATOR_TOKEN>`) also gets the
 * details: `{store, ok, problem?, contactRequests, lastHour}`, the backlog (the digest's share too) and the
 * delivery channels, and the last hour's records, refusals, unproven requests, and the auto-replies and
 * notifications against their hourly budgets. Undelivered requests keep it 200 (the
 * site still takes them): a monitor alerts on `contactRequests.stuck`.
 */
export async function GET(request: Request): Promise<Response> {
  const health = await storeHealth()
  const init = { status: health.ok ? 200 : 503, headers: { 'Cache-Control': 'no-store' } }
  if (!(await isOperator(request))) return Response.json({ ok: health.ok }, init)
  if (!health.ok) return Response.json(health, init)
  const now = new Date()
  const [contactRequests, lastHour] = await Promise.all([
    contactHealth(now),
    siteStore()
      .then((store) => store.lastHour(now))
      .then((counts) => ({
        ...counts,
        autoReplyBudget: env.autoReplyHourlyLimit,
        notificationBudget: env.notificationHourlyLimit,
      }))
      .catch(() => ({ problem: 'the last hour could not be counted' })),
  ])
  return Response.json({ ...health, contactRequests, lastHour }, init)
}
