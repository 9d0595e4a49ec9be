import { env } from '@/lib/env'
import { jsonError } from '@/lib/request/http'
import { deliverDue } from '@/lib/contact/deliver'
import { isOperator } from '@/lib/operator/auth'
import { contactRequestStore, storeUnavailable } from '@/lib/store'

/**
 * Sends what is due now (`?now=1`: every undelivered request, whatever the backoff says). For the operator
 * where the CLI cannot reach the store (the embedded database, held by the running server) and for the
 * worker's Cron Trigger. Only with `Authorization: Bearer $OPERATOR_TOKEN`, or the worker's own key.
 */
export async function POST(request: Request): Promise<Response> {
  if (!(await isOperator(request))) return jsonError(403, 'not allowed')
  const force = new URL(request.url).searchParams.get('now') === '1'
  try {
    const report = await deliverDue(await contactRequestStore(), env.delivery, { force, budgetMs: 25_000 })
    return Response.json(report, { headers: { 'Cache-Control': 'no-store' } })
  } catch (error) {
    return storeUnavailable(error, 'the store could not be reached')
  }
}
