/** @jest-environment node */
import { afterEach, describe, expect, it, jest } from '@jest/globals'
import { MinuteBudgets, parseViolations, ViolationTally } from '@/lib/csp/violations'
import { nodeRequestHeaders } from './support/node-request'

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

/** A report from the client at `peer` (the Node server's connection, no proxy configured). */
const send = (route: Route, body: string, type = 'application/csp-report', peer = '203.0.113.50') =>
  route.POST(
    new Request('http://localhost/api/csp-report', {
      method: 'POST',
      headers: { 'content-type': type, ...nodeRequestHeaders(undefined, peer) },
      body,
    }),
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
        'effective-directive': 'script-src',
        'blocked-uri': 'inline\n[csp] img-src blocked https://forged.example on /admin\r\u2028\u0085\u001b[31m',
      },
    })
    expect((await send(route, forged)).status).toBe(204)
    expect(warn.mock.calls.map(String)).toEqual([
      '[csp] script-src blocked inline[csp] img-src blocked https://forged.example on /admin[31m on /',
    ])
  })

  it('answers 429 past 10 reports a minute from one address, and past 120 from the whole site', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => {})
    const route = await freshRoute()
    const fromOne: number[] = []
    for (let i = 0; i < 12; i++) fromOne.push((await send(route, legacy(`https://evil${i}.example/`))).status)
    expect(fromOne).toEqual([...Array(10).fill(204), 429, 429])
    const fromMany: number[] = []
    for (let i = 0; i < 115; i++)
      fromMany.push((await send(route, legacy('https://evil.example/'), undefined, `198.51.100.${i}`)).status)
    // 10 from the first address and 110 from these: the site's 120.
    expect(fromMany.filter((status) => status === 204)).toHaveLength(110)
    expect(fromMany.slice(110)).toEqual([429, 429, 429, 429, 429])
  })

  it('50 reports of junk leave the next real violation logged at once', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {})
    const route = await freshRoute()
    const junk = JSON.stringify(
      Array.from({ length: 20 }, (_, i) => ({
        type: 'csp-violation',
        body: { documentURL: 'https://www.orbitalab.it/', effectiveDirective: `junk-${i}`, blockedURL: 'x' },
      })),
    )
    for (let i = 0; i < 50; i++) await send(route, junk, 'application/reports+json', `198.51.100.${i}`)
    expect(warn).not.toHaveBeenCalled()
    await send(route, legacy('https://evil.example/x.js'), undefined, '192.0.2.1')
    expect(warn.mock.calls.map(String)).toEqual(['[csp] script-src-elem blocked https://evil.example on /contact'])
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

  it('starts a new budget each minute, one per key', () => {
    const budgets = new MinuteBudgets(2)
    expect([budgets.take('a', 0), budgets.take('a', 1), budgets.take('a', 2), budgets.take('b', 2)]).toEqual([
      true,
      true,
      false,
      true,
    ])
    expect(budgets.take('a', 60_000)).toBe(true)
  })
})

describe('ViolationTally: a new kind logged at once, repeats summed in one line a minute', () => {
  const violation = (blocked: string, page = '/') => ({ directive: 'img-src', blocked, page })

  it('logs a kind once, then sums its repeats with the first report a minute after the last summary', () => {
    const tally = new ViolationTally()
    expect(tally.record(violation('https://a.example'), 0)).toEqual(['[csp] img-src blocked https://a.example on /'])
    expect(tally.record(violation('https://a.example', '/about'), 1_000)).toEqual([])
    expect(tally.record(violation('https://b.example'), 2_000)).toEqual([
      '[csp] img-src blocked https://b.example on /',
    ])
    expect(tally.record(violation('https://a.example'), 30_000)).toEqual([])
    expect(tally.record(violation('https://b.example'), 60_000)).toEqual([
      '[csp] repeated since the last summary: img-src blocked https://a.example ×2; img-src blocked https://b.example ×1',
    ])
    // Counted from zero again; a minute with no repeat writes no summary.
    expect(tally.record(violation('https://c.example'), 120_000)).toEqual([
      '[csp] img-src blocked https://c.example on /',
    ])
  })

  it('holds at most its capacity of kinds, forgetting the one met least recently', () => {
    const tally = new ViolationTally(2)
    tally.record(violation('https://a.example'), 0)
    tally.record(violation('https://b.example'), 0)
    tally.record(violation('https://a.example'), 0)
    // b was met least recently: c takes its place, and b is new again.
    expect(tally.record(violation('https://c.example'), 0)).toHaveLength(1)
    expect(tally.record(violation('https://a.example'), 0)).toEqual([])
    expect(tally.record(violation('https://b.example'), 0)).toEqual(['[csp] img-src blocked https://b.example on /'])
  })
})
