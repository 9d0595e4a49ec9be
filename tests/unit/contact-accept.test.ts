/** @jest-environment node */
// acceptContactRequest with EmailJS set up: whether the visitor will get the confirmation e-mail, what a proof of
// work earns, and the site's hourly budgets (AUTO_REPLY_HOURLY_LIMIT, NOTIFICATION_HOURLY_LIMIT), each logged
// once when spent and once when it clears.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, jest } from '@jest/globals'
import { budgetLine } from '@/lib/contact/limits'
import { testRequestBody, testSolvedProof } from './support/contact-fixtures'
import { setConsentEnv } from './support/consent-env'
import { nodeRequestHeaders } from './support/node-request'

const emailjs = {
  EMAILJS_SERVICE_ID: 'service_test',
  EMAILJS_TEMPLATE_ID: 'template_notify',
  EMAILJS_AUTOREPLY_TEMPLATE_ID: 'template_reply',
  EMAILJS_PUBLIC_KEY: 'public-key-of-the-test',
  EMAILJS_PRIVATE_KEY: 'private-key-of-the-test',
  AUTO_REPLY_HOURLY_LIMIT: '2',
  NOTIFICATION_HOURLY_LIMIT: '4',
}
let accept: typeof import('@/lib/contact/accept').acceptContactRequest
let close = async () => {}
let restore = () => {}
let warn: jest.SpiedFunction<typeof console.warn>

beforeAll(async () => {
  jest.spyOn(console, 'info').mockImplementation(() => {})
  restore = setConsentEnv({ SITE_STORE_DIR: 'memory://' })
  Object.assign(process.env, emailjs)
  accept = (await import('@/lib/contact/accept')).acceptContactRequest
  const store = await import('@/lib/store')
  close = async () => (await store.siteStore()).close()
  await (await store.siteStore()).check() // PGlite starts in a second or two: pay it here
}, 30_000)
afterAll(async () => {
  await close()
  restore()
  for (const key of Object.keys(emailjs)) delete process.env[key]
})
beforeEach(() => {
  warn = jest.spyOn(console, 'warn').mockImplementation(() => {})
})
afterEach(() => warn.mockRestore())

// The store's own start-up purge forgets the hits that expired by the real clock: the test's clock starts there.
const t0 = new Date()
const minute = 60_000

let visitors = 0

/**
 * One request to `email` at `now`, with a proof of work the form's worker solved unless `overrides` say otherwise;
 * delivery (after the answer) is not this file's subject.
 */
async function send(email: string, now: Date, overrides: Record<string, unknown> = {}) {
  const proof = 'proof' in overrides ? overrides.proof : await testSolvedProof()
  return accept(
    testRequestBody({ email, ...overrides, proof }),
    // Each visitor from an address of its own, as the Node server names it: the address limit is not this file's subject.
    { headers: new Headers(nodeRequestHeaders(undefined, `198.18.0.${++visitors}`)), afterResponse: () => {}, now },
  )
}

describe('acceptContactRequest with EmailJS set up', () => {
  it('promises the auto-reply within the hourly budget; past it stores the request, says so once, and once when it clears', async () => {
    const answers = []
    for (const i of [0, 1, 2, 3])
      answers.push((await send(`visitor${i}@example.it`, new Date(t0.getTime() + i * minute))).answer)
    expect(answers.map((answer) => answer.kind === 'stored' && answer.confirmationEmail)).toEqual([
      true,
      true,
      false,
      false,
    ])
    expect(warn.mock.calls).toEqual([[budgetLine('autoReply', 'spent', 2)]])
    expect(budgetLine('autoReply', 'spent', 2)).toMatch(
      /^\[contact\] the hourly auto-reply budget \(2\) was spent: requests are still stored/,
    )
    // An hour on, the budget has room again, and the log says so once.
    for (const i of [4, 5])
      expect((await send(`visitor${i}@example.it`, new Date(t0.getTime() + (57 + i) * minute))).answer).toMatchObject({
        confirmationEmail: true,
      })
    expect(warn.mock.calls).toEqual([[budgetLine('autoReply', 'spent', 2)], [budgetLine('autoReply', 'cleared', 2)]])
    expect(budgetLine('autoReply', 'cleared', 2)).toMatch(/^\[contact\] auto-replies go out again/)
  })

  it('answers a fourth request to one mailbox in a day as the first: its daily cap is not told to whoever asks', async () => {
    const day = new Date(t0.getTime() + 24 * 60 * minute)
    const answers = []
    for (const [i, email] of [
      'giulia+a@example.it',
      'Giulia@example.it',
      'giulia+b@example.it',
      'giulia@example.it',
    ].entries())
      answers.push((await send(email, new Date(day.getTime() + i * 30 * minute))).answer)
    expect(answers.map((answer) => answer.kind === 'stored' && answer.confirmationEmail)).toEqual([
      true,
      true,
      true,
      true,
    ])
    expect(warn).not.toHaveBeenCalled()
  })

  it('a request no host vouches for is stored within a shared count, and the operator is told once', async () => {
    const week = new Date(t0.getTime() + 7 * 24 * 60 * minute)
    const anonymous = (i: number) =>
      accept(
        testRequestBody({ email: `unknown${i}@example.it`, service: 'Altro' }),
        // No stamp of the Node server: a forged X-Forwarded-For names nobody.
        { headers: new Headers({ 'x-forwarded-for': `203.0.113.${i}` }), afterResponse: () => {}, now: week },
      )
    const answers = []
    for (const i of [1, 2, 3, 4, 5, 6]) answers.push((await anonymous(i)).answer.kind)
    expect(answers).toEqual(['stored', 'stored', 'stored', 'stored', 'stored', 'limited'])
    const unknownLines = warn.mock.calls.filter(([line]) => String(line).includes('no client address'))
    expect(unknownLines).toHaveLength(1)
  })
})

describe('acceptContactRequest: what a proof of work earns', () => {
  const day = (n: number, minutes = 0) => new Date(t0.getTime() + (n * 24 * 60 + minutes) * minute)
  const stored = { kind: 'stored', reference: expect.any(String) }

  it('a request without a proof, or with one that does not verify, is stored, with no confirmation promised', async () => {
    const solved = JSON.parse(await testSolvedProof()) as { solution: { counter: number } }
    solved.solution.counter += 1
    const answers = []
    for (const proof of [undefined, '', '{not json', JSON.stringify(solved)])
      answers.push((await send('nobody@example.it', day(2), { proof })).answer)
    expect(answers).toEqual(Array(4).fill({ ...stored, confirmationEmail: false, proven: false }))
    expect(warn).not.toHaveBeenCalled()
  })

  it('a solved proof makes the request proven, its confirmation promised', async () => {
    expect((await send('giulia@example.it', day(3))).answer).toEqual({
      ...stored,
      confirmationEmail: true,
      proven: true,
    })
  })

  it('the same solved proof on a second request (another request ID) earns nothing: stored unproven', async () => {
    const proof = await testSolvedProof()
    const first = await send('giulia@example.it', day(4), { proof })
    const replayed = await send('marco@example.it', day(4, 1), { proof })
    expect([first.answer, replayed.answer]).toEqual([
      { ...stored, confirmationEmail: true, proven: true },
      { ...stored, confirmationEmail: false, proven: false },
    ])
    expect(replayed.created).toBe(true)
  })

  it('past the notification ceiling the log says so once, and once when notifications go again', async () => {
    // Five proven requests in five minutes against a ceiling of 4 (and an auto-reply budget of 2), a sixth later.
    for (const i of [0, 1, 2, 3, 4, 10]) await send(`visitor${i}@example.it`, day(5, i))
    const spent = [[budgetLine('autoReply', 'spent', 2)], [budgetLine('notification', 'spent', 4)]]
    expect(warn.mock.calls).toEqual(spent)
    expect(budgetLine('notification', 'spent', 4)).toMatch(
      /^\[contact\] the hourly notification ceiling \(4\) was reached: requests are still stored and reach the agency in the hourly digest/,
    )
    await send('visitor6@example.it', day(5, 70))
    expect(warn.mock.calls).toEqual([
      ...spent,
      [budgetLine('autoReply', 'cleared', 2)],
      [budgetLine('notification', 'cleared', 4)],
    ])
    expect(budgetLine('notification', 'cleared', 4)).toMatch(/^\[contact\] notifications go out again/)
  })
})
