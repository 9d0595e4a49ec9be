/** @jest-environment node */
// acceptContactRequest with EmailJS set up: whether the visitor will get the confirmation e-mail, and the site's hourly
// auto-reply budget (AUTO_REPLY_HOURLY_LIMIT), logged once an hour when spent.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, jest } from '@jest/globals'
import { budgetLine } from '@/lib/contact/limits'
import { testRequestBody } from './support/contact-fixtures'
import { setConsentEnv } from './support/consent-env'
import { nodeRequestHeaders } from './support/node-request'

const emailjs = {
  EMAILJS_SERVICE_ID: 'service_test',
  EMAILJS_TEMPLATE_ID: 'template_notify',
  EMAILJS_AUTOREPLY_TEMPLATE_ID: 'template_reply',
  EMAILJS_PUBLIC_KEY: 'public-key-of-the-test',
  EMAILJS_PRIVATE_KEY: 'private-key-of-the-test',
  AUTO_REPLY_HOURLY_LIMIT: '2',
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

/** One request to `email` at `now`; delivery (after the answer) is not this file's subject. */
const send = (email: string, now: Date) =>
  accept(
    testRequestBody({ email }),
    // Each visitor from an address of its own, as the Node server names it: the address limit is not this file's subject.
    { headers: new Headers(nodeRequestHeaders(undefined, `198.18.0.${++visitors}`)), afterResponse: () => {}, now },
  )

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

  it('does not promise a fourth auto-reply to one mailbox in a day, however its address is written', async () => {
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
      false,
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
