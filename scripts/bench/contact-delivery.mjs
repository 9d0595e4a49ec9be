// What `npm run bench:contact` reads back: the operator's delivery runs until the backlog is gone, the
// store's rows of one phase with their deliveries, the EmailJS stand-in's calls, and the host's log lines
// about delivery.
import { post } from './contact-traffic.mjs'

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

/** GET /api/health as the operator sees it (with the token: the backlog and the last hour); null when it does not answer. */
export async function operatorHealth(origin, token) {
  try {
    const response = await fetch(`${origin}/api/health`, {
      headers: { authorization: `Bearer ${token}` },
      signal: AbortSignal.timeout(30_000),
    })
    return await response.json()
  } catch {
    return null
  }
}

/** The requests still waiting for a delivery, as GET /api/health reports them to the operator; null when unknown. */
async function pendingRequests(origin, token) {
  const health = await operatorHealth(origin, token)
  return typeof health?.contactRequests?.pending === 'number' ? health.contactRequests.pending : null
}

/**
 * The operator after an outage: POST /api/contact/deliver?now=1 again and again (each call sends for at most
 * ~25 s) until GET /api/health counts no request waiting, once `loadDone()` says no more are coming. Gives up
 * after `stallMs` without progress, or sooner when every send keeps failing (`failingCalls` calls in a row
 * that failed some and delivered none). Resolves with { drained, ms, calls, pending, delivered, failed } and
 * the requests waiting before the first call and after it.
 * @param {string} origin
 * @param {string} token
 * @param {{ loadDone?: () => boolean, stallMs?: number, failingCalls?: number }} [options]
 */
export async function drainBacklog(origin, token, { loadDone = () => true, stallMs = 180_000, failingCalls = 5 } = {}) {
  const started = Date.now()
  let lastPending = Infinity
  let lastProgress = started
  let failingInARow = 0
  const totals = { calls: 0, delivered: 0, failed: 0, refused: 0 }
  // What waited when the operator began, and after the first call: what that call could not send was
  // held by something else (a lease, a backoff the route does not override).
  const pendingAtStart = await pendingRequests(origin, token)
  let pendingAfterFirstCall = null
  for (;;) {
    const answer = await post(origin, '/api/contact/deliver?now=1', {
      headers: { authorization: `Bearer ${token}` },
      timeoutMs: 90_000,
    })
    totals.calls++
    let report
    try {
      report = answer.status === 200 ? JSON.parse(answer.body) : undefined
    } catch {
      report = undefined
    }
    if (!report) totals.refused++
    const delivered = report ? Object.values(report.delivered).reduce((sum, n) => sum + n, 0) : 0
    const failed = report?.failed ?? 0
    totals.delivered += delivered
    totals.failed += failed
    const pending = await pendingRequests(origin, token)
    if (totals.calls === 1) pendingAfterFirstCall = pending
    const done = loadDone()
    const result = (drained) => ({
      drained,
      ms: Date.now() - started,
      pending,
      pendingAtStart,
      pendingAfterFirstCall,
      ...totals,
    })
    if (done && pending === 0) return result(true)
    if (pending !== null && pending < lastPending) lastPending = pending
    if (delivered > 0 || !done) lastProgress = Date.now()
    failingInARow = done && failed > 0 && delivered === 0 ? failingInARow + 1 : 0
    if (Date.now() - lastProgress > stallMs || failingInARow >= failingCalls) return result(false)
    if (delivered === 0 && failed === 0) await sleep(1000)
  }
}

/**
 * One phase's rows: how many requests were stored (e-mail starting with `prefix`, or one of `requestIds`) and
 * how many of them with a proof of work, how many have their notification and their auto-reply delivered, how
 * many auto-replies were skipped (by reason) or still wait, how many went to the hourly digest (delivered in
 * one, or waiting for the next), their request IDs, references and client addresses.
 * `query` is the bench store's (consent-hosts.mjs), `folder` the embedded store's folder where the host keeps
 * its own.
 * @param {(sql: string, params?: unknown[], folder?: string) => Promise<any[]>} query
 * @param {string} prefix
 * @param {{ requestIds?: string[], folder?: string }} [options]
 */
export async function storedPhase(query, prefix, { requestIds = [], folder } = {}) {
  const rows = await query(
    `select r.request_id::text as request_id, r.reference, r.ip_address, r.proven,
       n.delivered_at is not null as notified, a.delivered_at is not null as replied, a.skipped as reply_skipped,
       g.delivered_at is not null as digested, (g.request_id is not null and g.delivered_at is null and g.skipped is null) as digest_waiting
     from contact_requests r
     left join contact_deliveries n on n.request_id = r.id and n.channel = 'notification'
     left join contact_deliveries a on a.request_id = r.id and a.channel = 'autoreply'
     left join contact_deliveries g on g.request_id = r.id and g.channel = 'digest'
     where r.email like $1 or r.request_id::text = any($2::text[])`,
    [`${prefix}%`, requestIds],
    folder,
  )
  return {
    stored: rows.length,
    proven: rows.filter((row) => row.proven).length,
    notifications: rows.filter((row) => row.notified).length,
    digested: rows.filter((row) => row.digested).length,
    digestWaiting: rows.filter((row) => row.digest_waiting).length,
    autoreplies: rows.filter((row) => row.replied).length,
    autorepliesSkipped: rows.filter((row) => row.reply_skipped).length,
    autorepliesWaiting: rows.filter((row) => row.reply_skipped === null && !row.replied).length,
    skipReasons: rows.reduce((reasons, row) => {
      if (row.reply_skipped) reasons[row.reply_skipped] = (reasons[row.reply_skipped] ?? 0) + 1
      return reasons
    }, {}),
    requestIds: new Set(rows.map((row) => row.request_id)),
    references: rows.map((row) => row.reference),
    addresses: [...new Set(rows.map((row) => row.ip_address))],
  }
}

/** What the notification template's first name reads in the hourly digest (lib/contact/digest.ts). */
const digestFirstName = 'Riepilogo orario'

/**
 * The stand-in's `calls` apart: the hourly digests (the notification template, the digest's first name) and the
 * others (notifications and auto-replies of one request each).
 */
export function splitDigests(calls, notificationTemplate) {
  const isDigest = (call) =>
    call.template_id === notificationTemplate && call.template_params?.firstName === digestFirstName
  return { digests: calls.filter(isDigest), others: calls.filter((call) => !isDigest(call)) }
}

/** The stand-in's calls so far (GET /__calls). */
export async function standInCalls(standIn) {
  return (await fetch(`${standIn}/__calls`)).json()
}

/** Every call fails with `status` from now on (503), or none does (null). */
export async function setStandInFailing(standIn, status) {
  await fetch(`${standIn}/__mode`, { method: 'POST', body: JSON.stringify({ status }) })
}

/**
 * The calls for one phase (recipients starting with `prefix`, or those `prefix(email)` accepts, lower-cased):
 * how many arrived and failed, the notifications and auto-replies that went through (one per request and
 * template), and the duplicates: calls answered 200 beyond the first for the same recipient and template.
 */
export function phaseCalls(calls, prefix, templates) {
  const ours = typeof prefix === 'function' ? prefix : (email) => email.startsWith(prefix)
  const mine = calls.filter((call) => ours(String(call.template_params?.email ?? '').toLowerCase()))
  const perPair = new Map()
  const firstOk = new Map()
  for (const call of mine.filter((c) => c.status === 200)) {
    const key = `${call.template_id} ${String(call.template_params.email).toLowerCase()}`
    perPair.set(key, (perPair.get(key) ?? 0) + 1)
    if (!firstOk.has(key)) firstOk.set(key, Date.parse(call.at))
  }
  const sent = (template) => [...perPair.keys()].filter((key) => key.startsWith(`${template} `)).length
  return {
    calls: mine.length,
    failedCalls: mine.filter((call) => call.status !== 200).length,
    notifications: sent(templates.notification),
    autoreplies: sent(templates.autoreply),
    /** Auto-replies answered 200, repeats to one recipient included: what reached the mailboxes. */
    autoreplyCalls: mine.filter((call) => call.status === 200 && call.template_id === templates.autoreply).length,
    duplicates: [...perPair.values()].reduce((sum, count) => sum + count - 1, 0),
    recipients: new Set(mine.map((call) => String(call.template_params.email).toLowerCase())),
    /** The duplicates whose first 200 came before `at` (ms): e-mails sent, then sent again. */
    duplicatesFirstSentBefore: (at) =>
      [...perPair.entries()].filter(([key, count]) => count > 1 && firstOk.get(key) < at).length,
  }
}

/**
 * The most calls with `templateId` the stand-in answered 200 within any `windowMs` (an hour): what a
 * site-wide hourly budget must hold, whenever the window starts.
 */
export function busiestWindow(calls, templateId, windowMs = 3_600_000) {
  const times = calls
    .filter((call) => call.status === 200 && call.template_id === templateId)
    .map((call) => Date.parse(call.at))
    .sort((a, b) => a - b)
  let most = 0
  for (let first = 0, last = 0; last < times.length; last++) {
    while (times[last] - times[first] >= windowMs) first++
    most = Math.max(most, last - first + 1)
  }
  return most
}

/**
 * The host's log lines about contact requests: failed delivery attempts by their error (lib/contact/deliver.ts
 * logs one line each), and the lines that report anything else going wrong, unhandled rejections apart.
 */
export function deliveryLog(log) {
  const lines = log.replace(/\x1b\[[0-9;]*m/g, '').split('\n')
  const failures = new Map()
  for (const line of lines) {
    const match = /\[contact\] (\w+) of request \S+ failed \(attempt \d+\): (.*?); next attempt/.exec(line)
    if (match) failures.set(match[2], (failures.get(match[2]) ?? 0) + 1)
  }
  const other = lines.filter(
    (line) =>
      /error|⨯|unhandled|exception|stopped|not working/i.test(line) &&
      !/\[contact\] \w+ of request \S+ failed/.test(line),
  )
  return {
    failures: Object.fromEntries(failures),
    errors: other.length,
    unhandled: other.filter((line) => /unhandled/i.test(line)).length,
    errorSamples: [...new Set(other.map((line) => line.trim().slice(0, 300)))].slice(0, 8),
  }
}
