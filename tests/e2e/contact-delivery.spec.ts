import { expect, test, type Page } from './playwright'
import { agency } from '@/content/agency'
import { emailjsTestConfig, testEnv } from '../../scripts/test-env.mjs'
import {
  deliverNow,
  digestsListing,
  emailjsCalls,
  errorMessage,
  fillForm,
  form,
  isContactAction,
  openForm,
  referencePattern,
  routeContactAction,
  scriptEmailjs,
  submitButton,
  templates,
  visitorEmail,
  waitForDelivered,
} from './contact-support'
import { expectNoAxeViolations, presetConsent, runHeldClockUntil, watchConsole } from './support'

/**
 * A contact request from the visitor's form to the agency's mailbox, as each host serves it: the route,
 * the store, the Server Action without JavaScript, the delivery after the answer and the operator's
 * deliver --now. Runs on next start and on every host suite (playwright.hosting.config.ts); at most four
 * requests are stored per run, within one address's limit behind a proxy.
 */
const message = 'Vorrei un chatbot per il mio negozio online.'

/** Every address the page asked for that is not the site's own origin. */
function watchOtherHosts(page: Page, siteOrigin: string): string[] {
  const others: string[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (['http:', 'https:'].includes(url.protocol) && url.origin !== new URL(siteOrigin).origin)
      others.push(request.url())
  })
  return others
}

const thankYou = (page: Page) => page.getByRole('status').filter({ hasText: 'Grazie, richiesta ricevuta!' })

async function shownReference(page: Page): Promise<string> {
  const reference = (await thankYou(page).getByTestId('contact-reference').textContent()) ?? ''
  expect(reference).toMatch(referencePattern)
  return reference
}

test.beforeEach(async ({ page }) => presetConsent(page))

test('no EmailJS key, id, template or host is in the HTML or the scripts the contact page serves', async ({
  request,
}) => {
  const html = await (await request.get('/contact')).text()
  const scripts = [...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((match) => match[1])
  expect(scripts.length).toBeGreaterThan(3)
  const served = [html, ...(await Promise.all(scripts.map(async (src) => (await request.get(src)).text())))].join('\n')
  const secrets = [...Object.values(emailjsTestConfig()), 'api.emailjs.com', 'emailjs', testEnv.OPERATOR_TOKEN]
  expect(secrets.filter((secret) => served.toLowerCase().includes(secret.toLowerCase()))).toEqual([])
})

test('without JavaScript the form sends, the thank-you says no confirmation comes, and the agency reads it in the digest', async ({
  browser,
  request,
}, testInfo) => {
  const email = visitorEmail(testInfo)
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto('/contact')
  await fillForm(page, email)
  await submitButton(page).click()
  await expect(thankYou(page)).toContainText('non ti inviamo una conferma via email')
  const reference = await shownReference(page)
  // No proof of work without the script: no auto-reply, and the agency hears of it in the hourly digest, which
  // the operator's deliver --now sends at once.
  await deliverNow(request)
  await expect.poll(async () => (await digestsListing(request, reference)).length).toBe(1)
  const [digest] = await digestsListing(request, reference)
  expect(digest.template_id).toBe(templates.notification)
  for (const value of [email, message, 'Chatbot AI', 'Giulia Ferri'])
    expect(digest.template_params.message).toContain(value)
  expect(await emailjsCalls(request, email), 'no e-mail of its own, no auto-reply').toEqual([])
  // Back to an empty form by a plain link.
  await thankYou(page).getByRole('link', { name: 'Invia un altro messaggio' }).click()
  await expect(form(page).getByLabel('Nome', { exact: true })).toHaveValue('')
  await context.close()
})

test('without JavaScript a bad field comes back with its error and everything typed', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto('/contact')
  await fillForm(page, 'giulia@')
  await submitButton(page).click()
  await expect(form(page).getByLabel('Email', { exact: true })).toHaveAccessibleDescription(/indirizzo email valido/)
  await expect(form(page).getByLabel('Messaggio', { exact: true })).toHaveValue(message)
  await expect(thankYou(page)).toHaveCount(0)
  await context.close()
})

test('the happy path stores the request, thanks with its reference for 5 seconds, and the server mails both', async ({
  page,
  request,
  baseURL,
}, testInfo) => {
  const email = visitorEmail(testInfo)
  const problems = watchConsole(page)
  const otherHosts = watchOtherHosts(page, baseURL!)
  await openForm(page)
  await fillForm(page, email)
  const posted = page.waitForRequest(isContactAction)
  await submitButton(page).click()
  await expect(thankYou(page)).toBeVisible()
  const reference = await shownReference(page)
  for (const value of ['Giulia', email, message, 'Chatbot AI']) expect((await posted).postData()).toContain(value)
  // On the held clock: axe takes well under a second of page time (support.ts).
  await expectNoAxeViolations(page)

  const calls = await waitForDelivered(request, email, 2)
  expect(calls.map((call) => call.template_id)).toEqual([templates.notification, templates.autoReply])
  expect(calls[0]).toMatchObject({ service_id: 'service_test7c41', user_id: 'pubkey-test-6a0d2c9e' })
  expect(calls[0].accessToken).toBe('privkey-test-81f4b7e305')
  expect(calls[0].template_params).toEqual({
    firstName: 'Giulia',
    lastName: 'Ferri',
    email,
    message,
    service: 'Chatbot AI',
    today: expect.stringMatching(/^\d{2}\/\d{2}\/\d{4}$/),
  })
  expect(calls[1].template_params).toEqual({
    firstName: 'Giulia',
    lastName: 'Ferri',
    email,
    service: 'Chatbot AI',
    today: calls[0].template_params.today,
    to_email: email,
  })
  expect(otherHosts, 'no request leaves for another host, EmailJS least of all').toEqual([])

  // The page's clock has stood still since the answer (axe moved it less than a second): the thank-you stays its
  // 5 seconds, then the form is back.
  await page.clock.fastForward(4000)
  await expect(thankYou(page)).toBeVisible()
  await page.clock.fastForward(1100)
  await expect(form(page)).toBeVisible()
  await expect(form(page).getByLabel('Nome', { exact: true })).toHaveValue('')
  await expect(form(page).getByLabel('Servizio', { exact: true })).toHaveValue('Informazioni generali')
  expect(problems).toEqual([])

  // A second message right away is refused, clearly, and the first was stored once under its reference.
  await fillForm(page, email)
  await submitButton(page).click()
  await expect(form(page).getByRole('alert')).toContainText('Hai appena inviato un messaggio')
  expect(reference).toMatch(referencePattern)
})

test('when EmailJS refuses, the visitor is still thanked, and the e-mails arrive once it recovers', async ({
  page,
  request,
}, testInfo) => {
  const email = visitorEmail(testInfo)
  // An outage, then the monthly quota spent.
  await scriptEmailjs(request, email, [503, 426])
  await openForm(page)
  await fillForm(page, email)
  await submitButton(page).click()
  await expect(thankYou(page)).toBeVisible()
  await shownReference(page)
  // The attempt right after the answer met the outage.
  await expect.poll(async () => (await emailjsCalls(request, email)).map((call) => call.status)).toEqual([503])
  await deliverNow(request)
  await expect.poll(async () => (await emailjsCalls(request, email)).map((call) => call.status)).toEqual([503, 426])
  // The quota is back: the operator sends what waits.
  await deliverNow(request)
  const calls = await waitForDelivered(request, email, 2)
  const delivered = calls.filter((call) => call.status === 200)
  expect(delivered.map((call) => call.template_id)).toEqual([templates.notification, templates.autoReply])
  expect(calls.filter((call) => call.status !== 200).every((call) => call.template_id === templates.notification)).toBe(
    true,
  )
  // Nothing more goes out: each e-mail exactly once.
  await deliverNow(request)
  expect((await emailjsCalls(request, email)).filter((call) => call.status === 200)).toHaveLength(2)
})

test('our server down: the error text, a mailto carrying the message, and the draft kept', async ({
  page,
}, testInfo) => {
  const email = visitorEmail(testInfo)
  await routeContactAction(page, (route) => route.fulfill({ status: 503, body: 'down' }))
  await openForm(page)
  await fillForm(page, email)
  await submitButton(page).click()
  const alert = form(page).getByRole('alert')
  await expect(alert).toContainText(errorMessage)
  const mailto = new URL((await alert.getByRole('link').getAttribute('href')) ?? '')
  expect(mailto.protocol + mailto.pathname).toBe(`mailto:${agency.email}`)
  expect(mailto.searchParams.get('body')).toContain(message)
  expect(mailto.searchParams.get('subject')).toContain('Chatbot AI')
  await expect(submitButton(page)).toBeEnabled()
  await expect(form(page).getByLabel('Messaggio', { exact: true })).toHaveValue(message)
  await expectNoAxeViolations(page)
  // Nothing typed is lost on a reload either: the saved draft wakes the form once the load is over.
  await page.reload()
  await runHeldClockUntil(page, () =>
    expect(form(page).getByLabel('Cognome', { exact: true })).toHaveValue('Ferri', { timeout: 1_000 }),
  )
  await expect(form(page).getByLabel('Servizio', { exact: true })).toHaveValue('Chatbot AI')
})

test('a chunk that fails to load ends in the error state, and the next submit works', async ({ page }, testInfo) => {
  // Every script the page saw fail, as the page saw it (a listener on window, before the loader's own).
  await page.addInitScript(() => {
    const failed: string[] = []
    Object.assign(window, { failedScripts: failed })
    window.addEventListener(
      'error',
      (event) => event.target instanceof HTMLScriptElement && failed.push(event.target.src),
      true,
    )
  })
  // The proof of work's solver loads on demand too: refused its challenge, it settles at once, without a chunk.
  await page.route('**/api/contact/challenge', (route) => route.fulfill({ status: 503, body: 'down' }))
  await openForm(page)
  // From now on the scripts the form loads on demand fail, as after a deploy or on a flaky network.
  let failing = true
  const aborted: string[] = []
  await page.route('**/_next/static/chunks/**', (route) => {
    if (!failing) return route.continue()
    aborted.push(route.request().url())
    return route.abort()
  })
  await fillForm(page, visitorEmail(testInfo))
  await submitButton(page).click()
  // The framework tries a failed chunk once more after a short pause (page time), set when the page sees it fail:
  // the clock moves past that pause once every chunk refused so far has failed in the page.
  await expect
    .poll(async () => {
      const failed = await page.evaluate(() => (window as unknown as { failedScripts: string[] }).failedScripts)
      return aborted.length > 0 && aborted.every((url) => failed.includes(url))
    })
    .toBe(true)
  await page.clock.fastForward(1000)
  await expect(form(page).getByRole('alert')).toContainText(errorMessage)
  await expect(submitButton(page)).toBeEnabled()
  failing = false
  await submitButton(page).click()
  await expect(thankYou(page)).toBeVisible()
})
