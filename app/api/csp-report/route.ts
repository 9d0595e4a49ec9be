import { parseViolations, ReportBudget, ViolationLog } from '@/lib/csp/violations'
import { jsonBodyOrError, jsonError } from '@/lib/request/http'

const maxBodyBytes = 16 * 1024
const reportTypes = ['application/csp-report', 'application/reports+json', 'application/json']
const budget = new ReportBudget(120)
const logged = new ViolationLog()

/** Browsers report Content-Security-Policy violations here: one log line per distinct violation. */
export async function POST(request: Request): Promise<Response> {
  if (!budget.take(Date.now()))
    return jsonError(429, 'too many reports, try again in a minute', { headers: { 'Retry-After': '60' } })
  const read = await jsonBodyOrError(request, maxBodyBytes, reportTypes)
  if ('error' in read) return read.error
  const report = read.body
  for (const violation of parseViolations(report)) {
    if (logged.isNew(violation))
      console.warn(
        `[csp] ${violation.directive} blocked ${violation.blocked} on ${violation.page || 'an unknown page'}`,
      )
  }
  return new Response(null, { status: 204 })
}
