/**
 * The banner as the Garante (Linee guida cookie, 2021) would try it: the X refuses and is logged,
 * withdrawing is one footer link away on every page, a foreign browser reads the banner in English,
 * the visitor can quote the consent ID the server stores, a lost POST is sent again, and a
 * withdrawal leaves no Google Analytics cookie behind.
 */
import { expect, test, type Page, type Request, type Route } from './playwright'
import { currentBannerTexts } from '@/lib/consent/banner-text'
import { routes } from '@/lib/routes'
import { allPaths, presetConsent, stubGoogleAnalytics, watchConsole } from './support'

// The test build names a GA measurement ID: its script, asked for after a grant, is a local stub.
test.beforeEach(async ({ context }) => void (await stubGoogleAnalytics(context)))

const italian = {
  banner: 'Rispettiamo la tua privacy',
  manage: 'Preferenze cookie',
  analytics: 'Analitici',
  functional: 'Funzionali',
}
const english = {
  banner: 'We respect your privacy',
  manage: 'Cookie preferences',
  analytics: 'Analytics',
  functional: 'Functional',
}
const banner = (page: Page, words = italian) => page.getByRole('region', { name: words.banner })
const floatingButton = (page: Page) => page.getByRole('button', { name: italian.manage, exact: true })
const footerLink = (page: Page) =>
  page.getByRole('contentinfo').getByRole('link', { name: italian.manage, exact: true })

/** Where the footer link leads without JavaScript: the privacy policy's cookie section. */
const cookieSection = `${routes.privacy.path}#sezione-5`

const isConsentPost = (request: Request) => request.url().endsWith('/api/consent') && request.method() === 'POST'

/** Every consent POST the page sends, with its body. */
function watchConsentPosts(page: Page) {
  const bodies: Record<string, unknown>[] = []
  page.on('request', (request) => {
    if (isConsentPost(request)) bodies.push(request.postDataJSON() as Record<string, unknown>)
  })
  return bodies
}

const storedRecord = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('cookieConsent') ?? 'null') as Record<string, unknown> | null)
/** The one body waiting in the outbox (a map by consent ID), or null when none waits. */
const unsentBody = (page: Page) =>
  page.evaluate(() => {
    const bodies = Object.values(JSON.parse(localStorage.getItem('cookieConsentUnsent') ?? '{}') as object)
    return bodies.length === 1 ? (bodies[0] as string) : bodies.length === 0 ? null : JSON.stringify(bodies)
  })

test('the X refuses, is logged as "close", and the banner stays closed', async ({ page }) => {
  const problems = watchConsole(page)
  await page.goto('/')
  const close = banner(page).getByRole('button', { name: 'Chiudi', exact: true })
  await expect(banner(page)).toContainText(
    'Chiudendo il banner con la X continui a navigare con i soli cookie tecnici.',
  )
  // A round 44 px control whose icon is really drawn, as weighty as the other buttons.
  const box = (await close.boundingBox())!
  expect([Math.round(box.width), Math.round(box.height)]).toEqual([44, 44])
  const bannerBox = (await banner(page).boundingBox())!
  expect(box.x + box.width).toBeGreaterThan(bannerBox.x + bannerBox.width - 24)
  expect(box.y).toBeLessThan(bannerBox.y + 24)
  const icon = (await close.locator('svg').boundingBox())!
  expect(icon.width).toBeGreaterThanOrEqual(16)

  const [response] = await Promise.all([
    page.waitForResponse((answer) => isConsentPost(answer.request())),
    close.click(),
  ])
  const body = response.request().postDataJSON() as Record<string, unknown>
  expect(body).toMatchObject({
    necessary: true,
    analytics: false,
    functional: false,
    marketing: false,
    accept_type: 'close',
    banner_language: 'it',
    text_version: (await currentBannerTexts()).it.version,
  })
  expect(response.status()).toBe(201)
  await expect(banner(page)).toBeHidden()

  await page.reload()
  await expect(floatingButton(page)).toBeVisible()
  await expect(banner(page)).toBeHidden()
  const record = await storedRecord(page)
  expect(record).toMatchObject({
    preferences: { necessary: true, analytics: false, functional: false, marketing: false },
    consentId: body.consent_id,
  })
  expect(await unsentBody(page)).toBeNull()
  expect(problems).toEqual([])
})

test.describe('the footer link "Preferenze cookie"', () => {
  // The footer is the layout's, and its link answered by one listener on the document: a page in each language shows it.
  for (const path of [routes.about.path, `${routes.privacy.path}?lang=en`]) {
    test(`on ${path} opens the panel with the saved choice`, async ({ page }) => {
      const words = path.endsWith('lang=en') ? english : italian
      await presetConsent(page, { analytics: true })
      await page.goto(path)
      await expect(floatingButton(page).or(page.getByRole('button', { name: words.manage, exact: true }))).toBeVisible()
      await footerLink(page).click()
      await expect(banner(page, words)).toBeVisible()
      await expect(banner(page, words).getByRole('switch', { name: words.analytics })).toHaveAttribute(
        'aria-checked',
        'true',
      )
      await expect(banner(page, words).getByRole('switch', { name: words.functional })).toHaveAttribute(
        'aria-checked',
        'false',
      )
      expect(new URL(page.url()).pathname).toBe(new URL(path, 'http://x').pathname)
    })
  }

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false })

    test('is on every page, a plain link to the cookie section of the privacy policy', async ({ page }) => {
      for (const path of [...allPaths, `${routes.privacy.path}?lang=en`]) {
        await page.goto(path)
        await expect(footerLink(page), path).toHaveAttribute('href', cookieSection)
      }
      await page.goto(routes.about.path)
      await footerLink(page).click()
      await expect(page).toHaveURL(new RegExp(`${cookieSection}$`))
      await expect(page.locator('#sezione-5')).toHaveText(/Cookie/)
    })
  })
})

test.describe('a browser that asks for German first', () => {
  test.use({ locale: 'de-DE' })

  test('reads the banner in English, marked lang="en", and the record says so', async ({ page }) => {
    await page.goto('/')
    await expect(banner(page, english)).toHaveAttribute('lang', 'en')
    await expect(banner(page, english)).toContainText(
      'Closing this banner with the X keeps only the technical cookies.',
    )
    for (const name of ['Accept all', 'Only necessary', 'Customise', 'Close'])
      await expect(banner(page, english).getByRole('button', { name, exact: true })).toBeVisible()
    const [response] = await Promise.all([
      page.waitForResponse((answer) => isConsentPost(answer.request())),
      banner(page, english).getByRole('button', { name: 'Only necessary' }).click(),
    ])
    expect(response.request().postDataJSON()).toMatchObject({
      accept_type: 'necessary',
      banner_language: 'en',
      text_version: (await currentBannerTexts()).en.version,
    })
    expect(response.status()).toBe(201)
  })

  test('clicks the English banner before any script file has run: the record says English', async ({ page }) => {
    // The Italian page paints the banner in English at once (lib/consent/banner-boot-script.ts).
    const held: Route[] = []
    let released = false
    await page.route(/\/_next\/static\/.*\.js(\?|$)/, (route) => (released ? route.continue() : void held.push(route)))
    await page.goto('/', { waitUntil: 'domcontentloaded' })
    await expect(banner(page, english)).toHaveAttribute('lang', 'en')
    await banner(page, english).getByRole('button', { name: 'Only necessary' }).click()
    await expect(banner(page, english)).toBeHidden()
    const posted = page.waitForRequest(isConsentPost)
    released = true
    await Promise.all(held.map((route) => route.continue()))
    expect((await posted).postDataJSON()).toMatchObject({
      accept_type: 'necessary',
      banner_language: 'en',
      text_version: (await currentBannerTexts()).en.version,
    })
    await expect(page.getByRole('button', { name: english.manage, exact: true })).toBeVisible()
  })
})

test('an English legal page shows the English banner to an Italian browser', async ({ page }) => {
  await page.goto(`${routes.privacy.path}?lang=en`)
  await expect(banner(page, english)).toHaveAttribute('lang', 'en')
})

test.describe('the consent ID', () => {
  test.use({ timezoneId: 'Europe/Rome' })

  test('shown in the panel and on the privacy page is the one stored', async ({ page }) => {
    const posts = watchConsentPosts(page)
    await page.goto('/')
    const [response] = await Promise.all([
      page.waitForResponse((answer) => isConsentPost(answer.request())),
      banner(page).getByRole('button', { name: 'Accetta tutto' }).click(),
    ])
    expect(response.status()).toBe(201)
    const consentId = posts[0].consent_id as string
    expect(consentId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
    const record = (await storedRecord(page))!
    expect(record.consentId).toBe(consentId)
    // The server's own record, read back by this browser (its reader cookie), carries the same ID.
    const stored = await page.evaluate(async () => {
      const session = sessionStorage.getItem('cookie_session_id')!
      return (await fetch(`/api/consent?session_id=${encodeURIComponent(session)}`)).json()
    })
    expect(stored.consentId).toBe(consentId)
    const day = (locale: string, options: Intl.DateTimeFormatOptions) =>
      new Intl.DateTimeFormat(locale, { ...options, timeZone: 'Europe/Rome' }).format(record.timestamp as number)
    const italianReceipt = `Il tuo consenso: ID ${consentId}, ${day('it-IT', { day: '2-digit', month: '2-digit', year: 'numeric' })}`

    await floatingButton(page).click()
    await expect(banner(page).getByText(italianReceipt)).toBeVisible()

    await page.goto(routes.privacy.path)
    const cookieSection = page.locator('#sezione-5').locator('..')
    await expect(cookieSection.getByRole('button', { name: 'Gestisci preferenze cookie' })).toBeVisible()
    await expect(cookieSection.getByText(italianReceipt)).toBeVisible()

    await page.goto(`${routes.privacy.path}?lang=en`)
    const englishDate = day('en-GB', { day: 'numeric', month: 'long', year: 'numeric' })
    await expect(
      page.locator('#section-5').locator('..').getByText(`Your consent: ID ${consentId}, ${englishDate}`),
    ).toBeVisible()
  })
})

test.describe('a choice whose POST fails', () => {
  test('after a 503 is marked unsent, sent again on the next page exactly once, then no more', async ({ page }) => {
    const posts = watchConsentPosts(page)
    await page.route('**/api/consent', (route) => route.fulfill({ status: 503, json: { error: 'down' } }), { times: 1 })
    await page.goto('/')
    await Promise.all([
      page.waitForResponse((answer) => isConsentPost(answer.request()) && answer.status() === 503),
      banner(page).getByRole('button', { name: 'Accetta tutto' }).click(),
    ])
    expect(await unsentBody(page)).toBe(JSON.stringify(posts[0]))
    await floatingButton(page).click()
    await expect(banner(page).getByText(/non ancora registrato/)).toBeVisible()

    const [resent] = await Promise.all([
      page.waitForResponse((answer) => isConsentPost(answer.request())),
      page.goto(routes.about.path),
    ])
    expect(resent.status()).toBe(201)
    expect(posts).toHaveLength(2)
    expect(posts[1]).toEqual(posts[0])
    await expect.poll(() => unsentBody(page)).toBeNull()

    await page.goto(routes.contact.path)
    await expect(floatingButton(page)).toBeVisible()
    expect(posts).toHaveLength(2)
  })

  test('after a 400 is dropped: never sent again', async ({ page }) => {
    const posts = watchConsentPosts(page)
    await page.route('**/api/consent', (route) => route.fulfill({ status: 400, json: { error: 'invalid' } }))
    await page.goto('/')
    await Promise.all([
      page.waitForResponse((answer) => isConsentPost(answer.request())),
      banner(page).getByRole('button', { name: 'Solo necessari' }).click(),
    ])
    await expect.poll(() => unsentBody(page)).toBeNull()
    await page.goto(routes.about.path)
    await expect(floatingButton(page)).toBeVisible()
    expect(posts).toHaveLength(1)
  })
})

test('withdrawing analytics removes the _ga and _ga_* cookies', async ({ page, context, baseURL }) => {
  const plant = () =>
    context.addCookies(
      ['_ga', '_ga_ABC123'].map((name) => ({ name, value: 'GA1.1.123.456', url: baseURL!, sameSite: 'Lax' as const })),
    )
  const gaCookies = async () =>
    (await context.cookies()).map((cookie) => cookie.name).filter((name) => name.startsWith('_ga'))
  // Granted once: the page's own later choice must survive the reload.
  await page.addInitScript(() => {
    if (localStorage.getItem('cookieConsent')) return
    const preferences = { necessary: true, analytics: true, functional: false, marketing: false }
    localStorage.setItem(
      'cookieConsent',
      JSON.stringify({ preferences, timestamp: Date.now(), version: '1.0', consentId: crypto.randomUUID() }),
    )
  })
  await page.goto('/')
  await plant()
  expect(await gaCookies()).toEqual(expect.arrayContaining(['_ga', '_ga_ABC123']))

  await footerLink(page).click()
  await banner(page).getByRole('button', { name: 'Solo necessari' }).click()
  await expect.poll(gaCookies).toEqual([])

  // A refusal made earlier cleans up on the next load too.
  await plant()
  await page.reload()
  await expect.poll(gaCookies).toEqual([])
})
