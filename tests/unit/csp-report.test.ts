/** @jest-environment node */
import { afterEach, describe, expect, it, jest } from '@jest/globals'
import { parseViolations, ReportBudget } from '@/lib/csp/violations'

type Route = typeof import('@/app/api/csp-report/route')

afterEach(() => {
  jest.restoreAllMocks()
})

/** A fresh copy of the route: its budget and memory of logged violations start empty. */
async function freshRoute(): Promise<Route> {
  let route: Route | undefined
  await jest.isolateModulesAsync(async () => {
    route = await import('@/app/api/csp-report/route')
  })
  return route!
}

const legacy = (blocked: string, page = 'https://www.orbitalab.it/contact?email=mario%40example.com') =>
  JSON.stringify({
    'csp-report': {
      'document-uri': page,
      'violated-directive': 'script-src-elem',
      'effective-directive': 'script-src-elem',
      'blocked-uri': blocked,
    },
  })
const modern = (blocked: string) =>
  JSON.stringify([
    {
      type: 'csp-violation',
      body: { documentURL: 'https://www.orbitalab.it/', effectiveDirective: 'img-src', blockedURL: blocked },
    },
  ])

const send = (route: Route, body: string, type = 'application/csp-report') =>
  route.POST(
    new Request('http://localhost/api/csp-report', { method: 'POST', headers: { 'content-type': type }, body }),
  )

describe('POST /api/csp-report', () => {
  it('logs one line per distinct violation, in both report formats, with no query string or path of the blocked URL', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {})
    const route = await freshRoute()
    for (let i = 0; i < 3; i++)
      expect((await send(route, legacy('https://evil.example/x.js?token=1'))).status).toBe(204)
    expect((await send(route, modern('https://tracker.example/pixel.gif'), 'application/reports+json')).status).toBe(
      204,
    )
    expect(warn.mock.calls.map(String)).toEqual([
      '[csp] script-src-elem blocked https://evil.example on /contact',
      '[csp] img-src blocked https://tracker.example on /',
    ])
  })

  it('strips control and line-separator characters from what a report says, so it cannot forge a log line', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {})
    const route = await freshRoute()
    const forged = JSON.stringify({
      'csp-report': {
        'document-uri': 'https://www.orbitalab.it/',
        'effective-directive':
          'script-src\n[csp] img-src blocked https://forged.example on /admin\r\u2028\u0085\u001b[31m',
        'blocked-uri': 'inline\n[health] ok',
      },
    })
    expect((await send(route, forged)).status).toBe(204)
    expect(warn.mock.calls.map(String)).toEqual([
      '[csp] script-src[csp] img-src blocked https://forged.example on /admin[31m blocked inline[health] ok on /',
    ])
  })

  it('answers 429 once the minute budget is spent, and logs nothing more', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => {})
    const route = await freshRoute()
    const statuses: number[] = []
    for (let i = 0; i < 125; i++) statuses.push((await send(route, legacy(`https://evil${i}.example/`))).status)
    expect(statuses.slice(0, 120).every((status) => status === 204)).toBe(true)
    expect(statuses.slice(120)).toEqual([429, 429, 429, 429, 429])
  })

  it('refuses a body over 16 KB (413) and another content type (415) without logging', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {})
    const route = await freshRoute()
    expect(
      (await send(route, legacy('https://evil.example/', 'https://www.orbitalab.it/' + 'a'.repeat(17 * 1024)))).status,
    ).toBe(413)
    expect((await send(route, legacy('https://evil.example/'), 'text/plain')).status).toBe(415)
    expect(warn).not.toHaveBeenCalled()
  })

  it('ignores what is not a violation', () => {
    expect(parseViolations({ hello: 'world' })).toEqual([])
    expect(parseViolations([{ type: 'deprecation', body: { id: 'x' } }, null, 7])).toEqual([])
    expect(
      parseViolations({
        'csp-report': {
          'blocked-uri': 'inline',
          'effective-directive': 'script-src-elem',
          'document-uri': 'not a url',
        },
      }),
    ).toEqual([{ directive: 'script-src-elem', blocked: 'inline', page: '' }])
  })

  it('starts a new budget each minute', () => {
    const budget = new ReportBudget(2)
    expect([budget.take(0), budget.take(1), budget.take(2)]).toEqual([true, true, false])
    expect(budget.take(60_000)).toBe(true)
  })
})
