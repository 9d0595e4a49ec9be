/**
 * Content-Security-Policy violation reports, in either shape a browser sends:
 * report-uri's `application/csp-report` ({"csp-report": {...}}) or the Reporting API's
 * `application/reports+json` ([{type: "csp-violation", body: {...}}]).
 */
import 'server-only'
import { safeToLog } from '@/lib/safe-to-log'

export interface Violation {
  directive: string
  blocked: string
  page: string
}

/** A client's string as it may enter a log line (lib/safe-to-log.ts), so a report cannot forge another. */
const text = (value: unknown) => (typeof value === 'string' ? safeToLog(value, '').slice(0, 200) : '')

/** Only the path of the page: a query string may carry what the visitor typed. */
const pathOf = (address: string) => URL.parse(address)?.pathname ?? ''

/** Blocked URLs keep their origin only, for the same reason; keywords such as 'inline' stay as they are. */
const originOf = (address: string) => URL.parse(address)?.origin ?? address

function fromBody(body: Record<string, unknown>): Violation | null {
  const directive = text(body['effective-directive'] ?? body.effectiveDirective ?? body['violated-directive'])
  if (!directive) return null
  return {
    directive,
    blocked: originOf(text(body['blocked-uri'] ?? body.blockedURL)) || 'inline',
    page: pathOf(text(body['document-uri'] ?? body.documentURL)),
  }
}

/** The violations a report carries; anything else in it is ignored. */
export function parseViolations(report: unknown): Violation[] {
  const entries = Array.isArray(report) ? report : [report]
  return entries.slice(0, 20).flatMap((entry) => {
    if (typeof entry !== 'object' || entry === null) return []
    const record = entry as Record<string, unknown>
    const body = (record['csp-report'] ?? (record.type === 'csp-violation' ? record.body : null)) as Record<
      string,
      unknown
    > | null
    const violation = body && typeof body === 'object' ? fromBody(body) : null
    return violation ? [violation] : []
  })
}

/** Remembers which violations were logged, so each distinct one is logged once per server process. */
export class ViolationLog {
  private readonly seen = new Set<string>()

  constructor(private readonly capacity = 1000) {}

  /** True the first time this violation is met (and while there is room to remember it). */
  isNew(violation: Violation): boolean {
    const key = `${violation.directive} ${violation.blocked} ${violation.page}`
    if (this.seen.has(key) || this.seen.size >= this.capacity) return false
    this.seen.add(key)
    return true
  }
}

/** A fixed one-minute window: past `limit` reports a minute, the rest are refused with 429. */
export class ReportBudget {
  private windowStart = 0
  private used = 0

  constructor(private readonly limit: number) {}

  take(now: number): boolean {
    if (now - this.windowStart >= 60_000) {
      this.windowStart = now
      this.used = 0
    }
    this.used += 1
    return this.used <= this.limit
  }
}
