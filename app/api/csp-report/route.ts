import { MinuteBudgets, parseViolations, ViolationTally } from '@/lib/csp/violations'
import { env } from '@/lib/env'
import { recordedAddress } from '@/lib/request/client-address'
import { jsonBodyOrError, jsonError } from '@/lib/request/http'

const maxBodyBytes = 16 * 1024
const reportTypes = ['application/csp-report', 'application/reports+json', 'application/json']
/** Reports a minute: from the whole site, and from one client address (an IPv6 /64 is one). */
const siteBudget = new MinuteBudgets(120)
const addressBudget = new MinuteBudgets(10)
const tally = new ViolationTally()

const tooMany = () => jsonError(429, 'too many reports, try again in a minute', { headers: { 'Retry-After': '60' } })

/**
 * Browsers report Content-Security-Policy violations here: a new kind is logged at once, repeats summed once a
 * minute (lib/csp/violations.ts).
 */
export async function POST(request: Request): Promise<Response> {
  const now = Date.now()
  const address = recordedAddress(request.headers, env.addressSource)?.limitKey ?? 'unknown'
  if (!addressBudget.take(address, now) || !siteBudget.take('site', now)) return tooMany()
  const read = await jsonBodyOrError(request, maxBodyBytes, reportTypes)
  if ('error' in read) return read.error
  for (const violation of parseViolations(read.body))
    for (const line of tally.record(violation, now)) console.warn(line)
  return new Response(null, { status: 204 })
}
