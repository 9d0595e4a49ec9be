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

/** The directives a policy of ours names (lib/request/security-headers.ts) and a browser may report. */
const knownDirective =
  /^((default|script|style|img|font|connect|media|object|frame|child|worker|manifest)-src|(script|style)-src-(elem|attr)|base-uri|form-action|frame-ancestors|upgrade-insecure-requests|require-trusted-types-for|trusted-types)$/

function fromBody(body: Record<string, unknown>): Violation | null {
  // A browser's report names a directive (some add the policy's sources after it); anything else is junk.
  const [directive] = text(body['effective-directive'] ?? body.effectiveDirective ?? body['violated-directive']).split(
    ' ',
  )
  if (!knownDirective.test(directive)) return null
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

/** One kind of violation: a directive and what it blocked, wherever it happened. */
const kindOf = (violation: Violation) => `${violation.directive} blocked ${violation.blocked}`

/** How often the repeats of known kinds are summed into one line. */
const summaryEveryMs = 60_000

/**
 * The kinds of violation met, at most `capacity` of them (the one met least recently is forgotten first, so a
 * flood of junk never keeps a new kind from the log), each with its repeats since the last summary. A new kind
 * is logged at once; repeats are summed in one line a minute, written with the first report after it.
 */
export class ViolationTally {
  private readonly repeats = new Map<string, number>()
  private summarisedAt: number | null = null

  constructor(private readonly capacity = 200) {}

  /** The lines to log for this violation, met at `now`. */
  record(violation: Violation, now: number): string[] {
    const kind = kindOf(violation)
    const seen = this.repeats.get(kind)
    this.repeats.delete(kind)
    const lines: string[] = []
    if (seen === undefined) {
      if (this.repeats.size >= this.capacity) this.repeats.delete(this.repeats.keys().next().value!)
      lines.push(`[csp] ${kind} on ${violation.page || 'an unknown page'}`)
    }
    this.repeats.set(kind, (seen ?? -1) + 1)
    this.summarisedAt ??= now
    if (now - this.summarisedAt >= summaryEveryMs) {
      const summary = this.summary()
      if (summary) lines.push(summary)
      this.summarisedAt = now
    }
    return lines
  }

  /** The repeats since the last summary, the most frequent first, and counts back to zero. */
  private summary(): string | null {
    const repeated = [...this.repeats].filter(([, count]) => count > 0).sort(([, a], [, b]) => b - a)
    for (const [kind] of repeated) this.repeats.set(kind, 0)
    if (repeated.length === 0) return null
    const shown = repeated.slice(0, 10).map(([kind, count]) => `${kind} ×${count}`)
    const more = repeated.length > shown.length ? ` and ${repeated.length - shown.length} more kinds` : ''
    return `[csp] repeated since the last summary: ${shown.join('; ')}${more}`
  }
}

/**
 * Fixed one-minute windows per key (the site, a client address): past `limit` reports a minute from one key,
 * the rest are refused. At most `keys` keys are remembered, the one whose window opened first forgotten first.
 */
export class MinuteBudgets {
  private readonly windows = new Map<string, { start: number; used: number }>()

  constructor(
    private readonly limit: number,
    private readonly keys = 1000,
  ) {}

  take(key: string, now: number): boolean {
    let window = this.windows.get(key)
    if (!window || now - window.start >= 60_000) {
      this.windows.delete(key)
      if (this.windows.size >= this.keys) this.windows.delete(this.windows.keys().next().value!)
      window = { start: now, used: 0 }
      this.windows.set(key, window)
    }
    window.used += 1
    return window.used <= this.limit
  }
}
