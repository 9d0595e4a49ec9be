import { expect, test, visitorAddress } from '../e2e/playwright'
import { emailjsCalls, scriptEmailjs, solvedProof, templates, visitorEmail } from '../e2e/contact-support'
import { contactRequestBody } from '../unit/support/requests'
import { makeDeliveriesDue } from './database'

// The worker has no timer that outlasts a request: its Cron Trigger (wrangler.jsonc) delivers what is due.
// wrangler dev --test-scheduled runs it at /__scheduled, as Cloudflare would every five minutes.
const database = process.env.CONSENT_DATABASE_URL

test('the Cron Trigger sends a request whose first delivery failed, once its next attempt is due', async ({
  request,
  baseURL,
}, testInfo) => {
  test.skip(!database, 'needs the PostgreSQL the worker stores in (CONSENT_DATABASE_URL)')
  const email = visitorEmail(testInfo)
  await scriptEmailjs(request, email, [503])
  // Playwright compiles a spec's static imports to CommonJS, and this module uses import.meta: loaded with import().
  const { submitContactForm } = await import('../../scripts/bench/contact-traffic.mjs')
  const proof = await solvedProof(request)
  // wrangler dev passes a client's CF-Connecting-IP on: a visitor address of this test's own, as its browser has.
  const headers = { 'CF-Connecting-IP': visitorAddress(testInfo) }
  expect((await submitContactForm(baseURL!, contactRequestBody({ email, proof }), { headers })).kind).toBe('stored')
  await expect.poll(async () => (await emailjsCalls(request, email)).map((call) => call.status)).toEqual([503])

  // Before its backoff has passed, the cron sends nothing.
  expect((await request.get('/__scheduled?cron=*/5+*+*+*+*')).status()).toBe(200)
  expect((await emailjsCalls(request, email)).map((call) => call.status)).toEqual([503])

  // Its notification, auto-reply and webhook rows (the webhook is not configured here, so never sent).
  expect(await makeDeliveriesDue(database!, email)).toBe(3)
  expect((await request.get('/__scheduled?cron=*/5+*+*+*+*')).status()).toBe(200)
  await expect
    .poll(async () => (await emailjsCalls(request, email)).map((call) => [call.template_id, call.status]))
    .toEqual([
      [templates.notification, 503],
      [templates.notification, 200],
      [templates.autoReply, 200],
    ])
})
