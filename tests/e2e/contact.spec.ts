import { expect, test, type Page, type Request } from '@playwright/test'
import { agency } from '@/content/agency'
import { expectNoAxeViolations, holdClock, presetConsent, watchConsole } from './support'

const errorMessage =
  "Si è verificato un errore nell'invio del form. Per favore riprova o contattaci direttamente via email."
const form = (page: Page) => page.getByRole('form', { name: 'Modulo di contatto' })

/** Answers EmailJS's two endpoints and records what reached them. */
async function fakeEmailJs(page: Page, status: { sendForm?: number; send?: number } = {}) {
  const calls: { path: string; request: Request }[] = []
  await page.route('https://api.emailjs.com/**', async (route) => {
    const path = new URL(route.request().url()).pathname
    calls.push({ path, request: route.request() })
    const code = path.endsWith('/send-form') ? (status.sendForm ?? 200) : (status.send ?? 200)
    await route.fulfill({
      status: code,
      body: code === 200 ? 'OK' : 'The service is unavailable',
      contentType: 'text/plain',
    })
  })
  return calls
}

async function fillForm(page: Page) {
  await form(page).getByLabel('Nome', { exact: true }).fill('Giulia')
  await form(page).getByLabel('Cognome', { exact: true }).fill('Ferri')
  await form(page).getByLabel('Email', { exact: true }).fill('giulia.ferri@example.it')
  await form(page).getByLabel('Servizio', { exact: true }).selectOption('Chatbot AI')
  await form(page).getByLabel('Messaggio', { exact: true }).fill('Vorrei un chatbot per il mio negozio online.')
}

/**
 * The page's clock stands still from its first script on, so only the test moves it: the 3-second
 * guard and the 5-second thank-you are page time, whatever the machine's speed.
 */
async function openWithClockHeld(page: Page) {
  await holdClock(page)
  await page.goto('/contact')
  await expect(form(page).getByRole('button', { name: 'Invia messaggio' })).toBeEnabled()
}

/** A submit in the form's first 3 seconds is held back until they pass; jump the clock past that. */
async function openForm(page: Page) {
  await openWithClockHeld(page)
  await page.clock.fastForward(4000)
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

  test('without JavaScript every channel is there and the form says how to write by e-mail', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto('/contact')
    // Playwright's text search skips <noscript>, so the notice is found by its place in the form.
    const notice = page.getByRole('form', { name: 'Modulo di contatto' }).locator('noscript p')
    await expect(notice).toBeVisible()
    await expect(notice).toContainText('Il modulo ha bisogno di JavaScript.')
    await expect(notice.getByRole('link')).toHaveAttribute('href', `mailto:${agency.email}`)
    await expect(
      page.getByRole('region', { name: 'I nostri recapiti' }).getByRole('link', { name: agency.email }),
    ).toBeVisible()
    await expect(page.getByRole('button', { name: 'Invia messaggio' })).toBeDisabled()
    await context.close()
  })
})

test.describe('contact form', () => {
  test('an empty submit sends nothing, shows each error by its field and focuses the first', async ({ page }) => {
    const calls = await fakeEmailJs(page)
    await openForm(page)
    await form(page).getByRole('button', { name: 'Invia messaggio' }).click()
    const firstName = form(page).getByLabel('Nome', { exact: true })
    await expect(firstName).toBeFocused()
    await expect(firstName).toHaveAttribute('aria-invalid', 'true')
    for (const [label, message] of [
      ['Nome', 'Inserisci il tuo nome.'],
      ['Cognome', 'Inserisci il tuo cognome.'],
      ['Email', 'Inserisci la tua email.'],
      ['Messaggio', 'Scrivi il tuo messaggio.'],
    ]) {
      const field = form(page).getByLabel(label, { exact: true })
      await expect(field).toHaveAccessibleDescription(message)
    }
    await expect(form(page).getByLabel('Servizio', { exact: true })).toHaveAttribute('aria-invalid', 'false')
    await expectNoAxeViolations(page)
    expect(calls).toEqual([])
  })

  test('a bad e-mail address sends nothing and says why', async ({ page }) => {
    const calls = await fakeEmailJs(page)
    await openForm(page)
    await fillForm(page)
    await form(page).getByLabel('Email', { exact: true }).fill('giulia@')
    await form(page).getByRole('button', { name: 'Invia messaggio' }).click()
    await expect(form(page).getByLabel('Email', { exact: true })).toBeFocused()
    await expect(form(page).getByLabel('Email', { exact: true })).toHaveAccessibleDescription(/indirizzo email valido/)
    expect(calls).toEqual([])
  })

  test('the happy path sends the form, then the auto-reply, and thanks the visitor for 5 seconds', async ({ page }) => {
    const problems = watchConsole(page)
    const calls = await fakeEmailJs(page)
    await openForm(page)
    await fillForm(page)
    await form(page).getByRole('button', { name: 'Invia messaggio' }).click()
    await expect(page.getByRole('status').getByText('Grazie, messaggio ricevuto!')).toBeVisible()
    await expectNoAxeViolations(page)

    expect(calls.map((call) => call.path)).toEqual(['/api/v1.0/email/send-form', '/api/v1.0/email/send'])
    const formData = calls[0].request.postData() ?? ''
    for (const [name, value] of [
      ['firstName', 'Giulia'],
      ['lastName', 'Ferri'],
      ['email', 'giulia.ferri@example.it'],
      ['service', 'Chatbot AI'],
      ['message', 'Vorrei un chatbot per il mio negozio online.'],
      ['service_id', 'test-service'],
      ['template_id', 'test-template'],
      ['user_id', 'test-public-key'],
    ])
      expect(formData).toMatch(new RegExp(`name="${name}"\\r\\n\\r\\n${value}\\r\\n`))
    expect(formData).toMatch(/name="today"\r\n\r\n\d{2}\/\d{2}\/\d{4}\r\n/)
    const autoReply = calls[1].request.postDataJSON()
    expect(autoReply).toMatchObject({
      service_id: 'test-service',
      template_id: 'test-autoreply',
      user_id: 'test-public-key',
      template_params: {
        firstName: 'Giulia',
        lastName: 'Ferri',
        email: 'giulia.ferri@example.it',
        service: 'Chatbot AI',
        to_email: 'giulia.ferri@example.it',
      },
    })
    expect(autoReply.template_params.today).toMatch(/^\d{2}\/\d{2}\/\d{4}$/)

    await page.clock.fastForward(5100)
    await expect(form(page)).toBeVisible()
    await expect(form(page).getByLabel('Nome', { exact: true })).toHaveValue('')
    await expect(form(page).getByLabel('Servizio', { exact: true })).toHaveValue('Informazioni generali')
    await expect(form(page).locator('input[name="today"]')).toHaveCount(0)
    expect(problems).toEqual([])

    // A second message right away is refused, clearly.
    await fillForm(page)
    await form(page).getByRole('button', { name: 'Invia messaggio' }).click()
    await expect(form(page).getByRole('alert')).toContainText('Hai appena inviato un messaggio')
    expect(calls).toHaveLength(2)
  })

  test('"Invia un altro messaggio" brings the form back at once', async ({ page }) => {
    await fakeEmailJs(page)
    await openForm(page)
    await fillForm(page)
    await form(page).getByRole('button', { name: 'Invia messaggio' }).click()
    await page.getByRole('button', { name: 'Invia un altro messaggio' }).click()
    await expect(form(page).getByLabel('Nome', { exact: true })).toHaveValue('')
  })

  for (const failing of ['sendForm', 'send'] as const) {
    test(`a failing ${failing === 'sendForm' ? 'first' : 'second'} step shows the error and keeps what was typed`, async ({
      page,
    }) => {
      const calls = await fakeEmailJs(page, { [failing]: 500 })
      const warnings: string[] = []
      page.on('console', (message) => message.type() === 'warning' && warnings.push(message.text()))
      await openForm(page)
      await fillForm(page)
      await form(page).getByRole('button', { name: 'Invia messaggio' }).click()
      const alert = form(page).getByRole('alert')
      await expect(alert).toContainText(errorMessage)
      await expect(alert.getByRole('link')).toHaveAttribute('href', `mailto:${agency.email}`)
      await expect(form(page).getByRole('button', { name: 'Invia messaggio' })).toBeEnabled()
      await expect(form(page).getByLabel('Nome', { exact: true })).toHaveValue('Giulia')
      await expect(form(page).getByLabel('Messaggio', { exact: true })).toHaveValue(
        'Vorrei un chatbot per il mio negozio online.',
      )
      await expect(form(page).locator('input[name="today"]')).toHaveCount(0)
      expect(calls.map((call) => call.path)).toEqual(
        failing === 'sendForm' ? ['/api/v1.0/email/send-form'] : ['/api/v1.0/email/send-form', '/api/v1.0/email/send'],
      )
      expect(warnings.some((text) => text.includes('[contact] sending failed: 500'))).toBe(true)
      await expectNoAxeViolations(page)

      // Nothing typed is lost on a reload either.
      await page.reload()
      await expect(form(page).getByLabel('Cognome', { exact: true })).toHaveValue('Ferri')
      await expect(form(page).getByLabel('Servizio', { exact: true })).toHaveValue('Chatbot AI')
    })
  }

  test('while sending, the button is disabled and says so', async ({ page }) => {
    let release: () => void = () => {}
    await page.route('https://api.emailjs.com/**', async (route) => {
      await new Promise<void>((resolve) => (release = resolve))
      await route.fulfill({ status: 200, body: 'OK' })
    })
    await openForm(page)
    await fillForm(page)
    await form(page).getByRole('button', { name: 'Invia messaggio' }).click()
    await expect(form(page).getByRole('button', { name: 'Invio in corso…' })).toBeDisabled()
    release()
  })

  test('a bot that fills the honeypot is thanked and nothing is sent', async ({ page }) => {
    const calls = await fakeEmailJs(page)
    await openForm(page)
    await fillForm(page)
    await form(page).locator('input[name="website"]').fill('https://spam.example', { force: true })
    await form(page).getByRole('button', { name: 'Invia messaggio' }).click()
    await expect(page.getByText('Grazie, messaggio ricevuto!')).toBeVisible()
    expect(calls).toEqual([])
  })

  test('a person who submits within 3 seconds waits in the sending state and the message really leaves', async ({
    page,
  }) => {
    const calls = await fakeEmailJs(page)
    // However slow the machine, the form was open for 0 ms of page time when the click comes.
    await openWithClockHeld(page)
    await fillForm(page)
    await form(page).getByRole('button', { name: 'Invia messaggio' }).click()
    await expect(form(page).getByRole('button', { name: 'Invio in corso…' })).toBeDisabled()
    expect(calls).toEqual([])
    await page.clock.fastForward(2900)
    await expect(form(page).getByRole('button', { name: 'Invio in corso…' })).toBeDisabled()
    expect(calls, 'nothing leaves before 3 s of page time').toEqual([])
    await page.clock.fastForward(100)
    await expect(page.getByText('Grazie, messaggio ricevuto!')).toBeVisible()
    expect(calls.map((call) => call.path)).toEqual(['/api/v1.0/email/send-form', '/api/v1.0/email/send'])
  })
})
