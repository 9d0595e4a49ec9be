import { expect, test, type Page, type Route } from './playwright'
import { agency } from '@/content/agency'
import {
  errorMessage,
  fillForm,
  form,
  isContactAction,
  openForm,
  openWithClockHeld,
  routeContactAction,
  submitButton,
  visitorEmail,
  waitForDelivered,
} from './contact-support'
import { expectNoAxeViolations, faqQuestion, holdClock, islandBox, presetConsent } from './support'

const message = 'Vorrei un chatbot per il mio negozio online.'

const thankYou = (page: Page) => page.getByRole('status').filter({ hasText: 'Grazie, richiesta ricevuta!' })

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
    await expect(faq.locator('summary')).toHaveCount(5)
    await faqQuestion(faq, 'Quanto tempo serve per realizzare un progetto?').summary.click()
    await expect(faq.getByText(/2-4 settimane.*2-6 mesi/)).toBeVisible()
  })
})

test.describe('contact form', () => {
  test('solves its proof of work in a worker once the visitor starts on the form, and not before', async ({ page }) => {
    const workers: string[] = []
    page.on('worker', (worker) => workers.push(worker.url()))
    const challenges: string[] = []
    page.on('request', (request) => request.url().includes('/api/contact/challenge') && challenges.push(request.url()))
    await page.goto('/contact', { waitUntil: 'networkidle' })
    await expect(submitButton(page)).toBeVisible()
    expect({ workers, challenges }, 'no challenge fetched, no solver started before the form is touched').toEqual({
      workers: [],
      challenges: [],
    })
    await form(page).getByLabel('Nome', { exact: true }).focus()
    await expect.poll(() => workers.length, { message: 'the first focus starts the solver' }).toBe(1)
    expect(new URL(workers[0]).origin, 'a worker of our own origin').toBe(new URL(page.url()).origin)
    await expect.poll(() => page.evaluate(() => performance.getEntriesByName('contact-proof').length)).toBe(1)
    expect(challenges, 'one challenge').toHaveLength(1)
  })

  test("the form's code comes when the visitor reaches for it, not before; what they type meanwhile stays", async ({
    page,
  }) => {
    // A window so short that the form is more than the approach margin (400 px) below it; the held clock keeps
    // the after-load timer from firing.
    await page.setViewportSize({ width: 1280, height: 100 })
    await holdClock(page)
    await page.goto('/contact', { waitUntil: 'networkidle' })
    await expect(islandBox(page, form(page)), 'left alone, the form waits as served').toHaveAttribute(
      'data-island',
      'listening',
    )
    // From now on the scripts the page asks for wait until the test lets them through.
    const asked: Route[] = []
    let holding = true
    await page.route('**/_next/static/**/*.js', (route) => (holding ? void asked.push(route) : route.continue()))
    const firstName = form(page).getByLabel('Nome', { exact: true })
    await firstName.click()
    await page.keyboard.type('Giulia')
    // The click asked for the form's code: it is not in the page yet, and the served form took the keys.
    await expect.poll(() => asked.length, 'scripts asked for on the first click').toBeGreaterThan(0)
    await expect(form(page)).not.toHaveAttribute('data-hydrated')
    await expect(firstName).toHaveValue('Giulia')
    holding = false
    await Promise.all(asked.map((route) => route.continue()))
    await expect(form(page)).toHaveAttribute('data-hydrated', 'true')
    // Kept in the draft at once, even if every key came before the form's code.
    await expect
      .poll(() => page.evaluate(() => JSON.parse(sessionStorage.getItem('contact-draft') ?? '{}').firstName))
      .toBe('Giulia')
    await page.keyboard.type(' Ferri')
    await expect(firstName).toHaveValue('Giulia Ferri')
    await expect(firstName).toBeFocused()
  })

  test('an empty submit sends nothing, shows each error by its field and focuses the first', async ({ page }) => {
    const posts: string[] = []
    page.on('request', (request) => isContactAction(request) && posts.push(request.url()))
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
    expect(posts).toEqual([])
  })

  test('a bad e-mail address sends nothing and says why', async ({ page }) => {
    await openForm(page)
    await fillForm(page, 'giulia@')
    await submitButton(page).click()
    await expect(form(page).getByLabel('Email', { exact: true })).toBeFocused()
    await expect(form(page).getByLabel('Email', { exact: true })).toHaveAccessibleDescription(/indirizzo email valido/)
  })

  test('"Invia un altro messaggio" brings the form back at once', async ({ page }, testInfo) => {
    await openForm(page)
    await fillForm(page, visitorEmail(testInfo))
    await submitButton(page).click()
    await page.getByRole('button', { name: 'Invia un altro messaggio' }).click()
    await expect(form(page).getByLabel('Nome', { exact: true })).toHaveValue('')
  })

  test('no answer within 15 seconds ends in the error state, never in "sending" for good', async ({
    page,
  }, testInfo) => {
    await routeContactAction(page, () => {}) // never answered
    await openForm(page)
    await fillForm(page, visitorEmail(testInfo))
    await submitButton(page).click()
    await expect(form(page).getByRole('button', { name: 'Invio in corso…' })).toBeDisabled()
    await page.clock.fastForward(15_100)
    await expect(form(page).getByRole('alert')).toContainText(errorMessage)
    await expect(submitButton(page)).toBeEnabled()
  })

  test('our server down: the error and the draft kept; sent again once it is back, it is one request', async ({
    page,
    request,
  }, testInfo) => {
    const email = visitorEmail(testInfo)
    let down = true
    await routeContactAction(page, (route) => (down ? route.fulfill({ status: 503, body: 'down' }) : route.continue()))
    await openForm(page)
    await fillForm(page, email)
    await submitButton(page).click()
    await expect(form(page).getByRole('alert')).toContainText(errorMessage)
    // The browser keeps no copy of the request but the draft the visitor sees.
    expect(await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('contact')))).toEqual([])
    down = false
    await submitButton(page).click()
    await expect(thankYou(page)).toBeVisible()
    const calls = await waitForDelivered(request, email, 2)
    expect(calls[0].template_params.message).toBe(message)
  })

  test('while sending, the button is disabled and says so', async ({ page }, testInfo) => {
    let release: () => void = () => {}
    const held = new Promise<void>((arrived) =>
      routeContactAction(page, async (route) => {
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

  test('a filled honeypot is refused by the server: nothing is stored or mailed', async ({
    page,
    request,
  }, testInfo) => {
    const email = visitorEmail(testInfo)
    await openForm(page)
    await fillForm(page, email)
    const honeypot = form(page).locator('input[name="subject_line"]')
    await honeypot.fill('Buy now', { force: true })
    await submitButton(page).click()
    await expect(form(page).getByRole('alert')).toContainText(errorMessage)
    await expect(thankYou(page)).toHaveCount(0)
    // The same request (the form keeps its request ID after a failure) sent again without the honeypot is new
    // to the server, and it alone is mailed.
    await honeypot.fill('', { force: true })
    await submitButton(page).click()
    await expect(thankYou(page)).toBeVisible()
    expect(await waitForDelivered(request, email, 2)).toHaveLength(2)
  })

  test('a value only the server refuses shows its message beside its field, as it does without JavaScript', async ({
    page,
  }, testInfo) => {
    // The browser checks with the server's own schema: only a body changed on its way gets that far.
    await routeContactAction(page, (route) =>
      route.continue({ postData: route.request().postData()?.replace(message, `${message}\u0000`) }),
    )
    await openForm(page)
    await fillForm(page, visitorEmail(testInfo))
    await submitButton(page).click()
    await expect(form(page).getByRole('alert')).toContainText('Alcuni campi non sono stati accettati')
    const field = form(page).getByLabel('Messaggio', { exact: true })
    await expect(field).toHaveAttribute('aria-invalid', 'true')
    await expect(field).toHaveAccessibleDescription(/caratteri invisibili/)
    await expect(field).toHaveValue(message)
    await expect(form(page).getByLabel('Email', { exact: true })).toHaveAttribute('aria-invalid', 'false')
  })

  test('a person who submits within 3 seconds waits in the sending state and the request really leaves', async ({
    page,
  }, testInfo) => {
    const posts: string[] = []
    page.on('request', (request) => isContactAction(request) && posts.push(request.url()))
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
