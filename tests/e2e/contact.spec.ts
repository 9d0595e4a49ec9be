import { expect, test, type Page } from '@playwright/test'
import { agency } from '@/content/agency'
import {
  deliverNow,
  emailjsCalls,
  errorMessage,
  fillForm,
  form,
  openForm,
  openWithClockHeld,
  referencePattern,
  scriptEmailjs,
  submitButton,
  templates,
  visitorEmail,
  waitForDelivered,
} from './contact-support'
import { expectNoAxeViolations, presetConsent, watchConsole } from './support'

const message = 'Vorrei un chatbot per il mio negozio online.'

/** Every address the page asked for that is not our own origin. */
function watchOtherHosts(page: Page): string[] {
  const others: string[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (!['http:', 'https:'].includes(url.protocol)) return
    if (url.origin !== new URL(page.url() || request.url()).origin && !/^(localhost|127\.0\.0\.1)$/.test(url.hostname))
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

test.describe('contact page', () => {
  test('shows every channel, the consultation card, the stats and the FAQ', async ({ page }) => {
    await page.goto('/contact')
    const details = page.getByRole('region', { name: 'I nostri recapiti' })
    await expect(details.getByRole('link', { name: agency.email })).toHaveAttribute('href', `mailto:${agency.email}`)
    await expect(details.getByText(agency.address.street, { exact: false })).toBeVisible()
    await expect(details.getByText('Lun-Ven 9:00-18:00 (CET)')).toBeVisible()
    await expect(details.getByText(/domenica chiuso/)).toBeVisible()
    for (const name of ['Instagram', 'YouTube', 'LinkedIn']) {
      const link = details.getByRole('link', { name: new RegExp(name) })
      await expect(link).toHaveAttribute('target', '_blank')
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
    }
    const consultation = page.getByRole('region', { name: 'Consulenza gratuita di 30 minuti' })
    const booking = consultation.getByRole('link', { name: /Prenota una consulenza/ })
    await expect(booking).toHaveAttribute('href', agency.bookingUrl)
    await expect(booking).toHaveAttribute('target', '_blank')
    for (const stat of ['minuti gratuiti', 'personalizzato', 'senza impegno'])
      await expect(consultation.getByText(stat, { exact: true }).last()).toBeVisible()
    const faq = page.getByRole('region', { name: 'Domande frequenti' })
    await expect(faq.getByRole('button')).toHaveCount(5)
    await faq.getByRole('button', { name: 'Quanto tempo serve per realizzare un progetto?' }).click()
    await expect(faq.getByText(/2-4 settimane.*2-6 mesi/)).toBeVisible()
  })

  test('without JavaScript the form sends, the thank-you shows the reference, and the agency is mailed', async ({
    browser,
    request,
  }, testInfo) => {
    const email = visitorEmail(testInfo)
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto('/contact')
    await fillForm(page, email)
    await submitButton(page).click()
    await expect(thankYou(page)).toBeVisible()
    await shownReference(page)
    const calls = await waitForDelivered(request, email, 2)
    expect(calls.map((call) => call.template_id)).toEqual([templates.notification, templates.autoReply])
    expect(calls[0].template_params).toMatchObject({ firstName: 'Giulia', email, message, service: 'Chatbot AI' })
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
})

test.describe('contact form', () => {
  test('an empty submit sends nothing, shows each error by its field and focuses the first', async ({ page }) => {
    const posts: string[] = []
    page.on('request', (request) => request.method() === 'POST' && posts.push(request.url()))
    await openForm(page)
    await submitButton(page).click()
    const firstName = form(page).getByLabel('Nome', { exact: true })
    await expect(firstName).toBeFocused()
    await expect(firstName).toHaveAttribute('aria-invalid', 'true')
    for (const [label, text] of [
      ['Nome', 'Inserisci il tuo nome.'],
      ['Cognome', 'Inserisci il tuo cognome.'],
      ['Email', 'Inserisci la tua email.'],
      ['Messaggio', 'Scrivi il tuo messaggio.'],
    ])
      await expect(form(page).getByLabel(label, { exact: true })).toHaveAccessibleDescription(text)
    await expect(form(page).getByLabel('Servizio', { exact: true })).toHaveAttribute('aria-invalid', 'false')
    await expectNoAxeViolations(page)
    expect(posts.filter((url) => url.includes('/api/contact'))).toEqual([])
  })

  test('a bad e-mail address sends nothing and says why', async ({ page }) => {
    await openForm(page)
    await fillForm(page, 'giulia@')
    await submitButton(page).click()
    await expect(form(page).getByLabel('Email', { exact: true })).toBeFocused()
    await expect(form(page).getByLabel('Email', { exact: true })).toHaveAccessibleDescription(/indirizzo email valido/)
  })

  test('the happy path stores the request, thanks with its reference for 5 seconds, and the server mails both', async ({
    page,
    request,
  }, testInfo) => {
    const email = visitorEmail(testInfo)
    const problems = watchConsole(page)
    const otherHosts = watchOtherHosts(page)
    await openForm(page)
    await fillForm(page, email)
    const posted = page.waitForRequest((request) => request.url().endsWith('/api/contact'))
    await submitButton(page).click()
    await expect(thankYou(page)).toBeVisible()
    const reference = await shownReference(page)
    expect((await posted).postDataJSON()).toMatchObject({ firstName: 'Giulia', email, message, service: 'Chatbot AI' })
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

    await page.clock.fastForward(5100)
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

  test('"Invia un altro messaggio" brings the form back at once', async ({ page }, testInfo) => {
    await openForm(page)
    await fillForm(page, visitorEmail(testInfo))
    await submitButton(page).click()
    await page.getByRole('button', { name: 'Invia un altro messaggio' }).click()
    await expect(form(page).getByLabel('Nome', { exact: true })).toHaveValue('')
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

  test('our API down: the error text, a mailto carrying the message, and the draft kept', async ({ page }, testInfo) => {
    const email = visitorEmail(testInfo)
    await page.route('**/api/contact', (route) => route.fulfill({ status: 503, json: { error: 'down' } }))
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
    // Nothing typed is lost on a reload either.
    await page.reload()
    await expect(form(page).getByLabel('Cognome', { exact: true })).toHaveValue('Ferri')
    await expect(form(page).getByLabel('Servizio', { exact: true })).toHaveValue('Chatbot AI')
  })

  test('no answer within 15 seconds ends in the error state, never in "sending" for good', async ({ page }, testInfo) => {
    await page.route('**/api/contact', () => {}) // never answered
    await openForm(page)
    await fillForm(page, visitorEmail(testInfo))
    await submitButton(page).click()
    await expect(form(page).getByRole('button', { name: 'Invio in corso…' })).toBeDisabled()
    await page.clock.fastForward(15_100)
    await expect(form(page).getByRole('alert')).toContainText(errorMessage)
    await expect(submitButton(page)).toBeEnabled()
  })

  test('a chunk that fails to load ends in the error state, and the next submit works', async ({ page }, testInfo) => {
    await openForm(page)
    // From now on the scripts the form loads on demand fail, as after a deploy or on a flaky network.
    let failing = true
    await page.route('**/_next/static/chunks/**', (route) => (failing ? route.abort() : route.continue()))
    await fillForm(page, visitorEmail(testInfo))
    await submitButton(page).click()
    // The framework tries a failed chunk once more after a short pause (page time).
    await page.clock.fastForward(1000)
    await expect(form(page).getByRole('alert')).toContainText(errorMessage)
    await expect(submitButton(page)).toBeEnabled()
    failing = false
    await submitButton(page).click()
    await expect(thankYou(page)).toBeVisible()
  })

  test('a request our server did not acknowledge is sent again on the next page', async ({ page, request }, testInfo) => {
    const email = visitorEmail(testInfo)
    let down = true
    await page.route('**/api/contact', (route) =>
      down ? route.fulfill({ status: 503, json: { error: 'down' } }) : route.continue(),
    )
    await openForm(page)
    await fillForm(page, email)
    await submitButton(page).click()
    await expect(form(page).getByRole('alert')).toContainText(errorMessage)
    expect(await emailjsCalls(request, email)).toEqual([])
    down = false
    // A link within the site, no full load: the waiting request goes with it.
    await page.getByRole('navigation', { name: /principale/i }).getByRole('link', { name: 'Home' }).click()
    await expect(page).toHaveURL(/\/$/)
    const calls = await waitForDelivered(request, email, 2)
    expect(calls[0].template_params.message).toBe(message)
  })

  test('while sending, the button is disabled and says so', async ({ page }, testInfo) => {
    let release: () => void = () => {}
    const held = new Promise<void>((arrived) =>
      page.route('**/api/contact', async (route) => {
        arrived()
        await new Promise<void>((resolve) => (release = resolve))
        await route.continue()
      }),
    )
    await openForm(page)
    await fillForm(page, visitorEmail(testInfo))
    await submitButton(page).click()
    await expect(form(page).getByRole('button', { name: 'Invio in corso…' })).toBeDisabled()
    await held
    await expect(form(page).getByRole('button', { name: 'Invio in corso…' })).toBeDisabled()
    release()
    await expect(thankYou(page)).toBeVisible()
  })

  test('a filled honeypot is refused by the server: nothing is stored or mailed', async ({ page, request }, testInfo) => {
    const email = visitorEmail(testInfo)
    await openForm(page)
    await fillForm(page, email)
    await form(page).locator('input[name="subject_line"]').fill('Buy now', { force: true })
    const answer = page.waitForResponse((response) => response.url().endsWith('/api/contact'))
    await submitButton(page).click()
    expect((await answer).status()).toBe(422)
    await expect(form(page).getByRole('alert')).toBeVisible()
    await expect(thankYou(page)).toHaveCount(0)
    expect(await emailjsCalls(request, email)).toEqual([])
  })

  test('a person who submits within 3 seconds waits in the sending state and the request really leaves', async ({
    page,
  }, testInfo) => {
    const posts: string[] = []
    page.on('request', (request) => request.url().endsWith('/api/contact') && posts.push(request.url()))
    // However slow the machine, the form was open for 0 ms of page time when the click comes.
    await openWithClockHeld(page)
    await fillForm(page, visitorEmail(testInfo))
    await submitButton(page).click()
    await expect(form(page).getByRole('button', { name: 'Invio in corso…' })).toBeDisabled()
    await page.clock.fastForward(2900)
    await expect(form(page).getByRole('button', { name: 'Invio in corso…' })).toBeDisabled()
    expect(posts, 'nothing leaves before 3 s of page time').toEqual([])
    await page.clock.fastForward(100)
    await expect(thankYou(page)).toBeVisible()
    expect(posts).toHaveLength(1)
  })
})
