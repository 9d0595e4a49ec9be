import { expect, test, type BrowserContext, type Page } from './playwright'
import { homePage } from '@/content/pages/home'
import { consentCopy } from '@/content/ui/consent'
import { readOriginalLabel, translateOfferLabel } from '@/content/ui/translation'
import { reloadDelayMs } from '@/lib/translation/decisions'
import { expectNoAxeViolations, presetConsent, stubGoogleAnalytics, watchConsole } from './support'

// The test build names a GA measurement ID: its script, asked for after a grant, is a local stub.
test.beforeEach(async ({ context }) => void (await stubGoogleAnalytics(context)))

const widgetScript = 'https://translate.google.com/translate_a/element.js**'
/** Stands in for Google's widget: records what the island asked for, then calls its callback. */
const fakeWidget = `
  window.widgetCalls = (window.widgetCalls || 0) + 1;
  window.google = { translate: { TranslateElement: function (options, elementId) { window.widgetInit = { options: options, elementId: elementId } } } };
  window[new URL(document.currentScript.src).searchParams.get('cb')]();
  // Queued after the island's reload timer, with the same delay (timers of equal delay run in order): once this
  // is set, any reload has been asked for.
  setTimeout(function () { window.reloadWindowPassed = true }, ${reloadDelayMs});
`

type Win = Window & { widgetCalls?: number; widgetInit?: unknown; reloadWindowPassed?: boolean }

/** A reload and a second hydration on a busy machine: a generous wait for a condition, not a sleep. */
const reloadTimeout = 15_000

/** The page's console warnings and uncaught errors, as they come. */
function watchWarningsAndErrors(page: Page) {
  const warnings: string[] = []
  const errors: string[] = []
  page.on('console', (message) => message.type() === 'warning' && warnings.push(message.text()))
  page.on('pageerror', (error) => errors.push(error.message))
  return { warnings, errors }
}

/** Counts the documents the main frame loads: the first visit, then each reload. */
function countDocumentLoads(page: Page) {
  const loads = { count: 0 }
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) loads.count++
  })
  return loads
}

async function serveFakeWidget(context: BrowserContext) {
  const requested: string[] = []
  await context.route(widgetScript, (route) => {
    requested.push(route.request().url())
    return route.fulfill({ contentType: 'text/javascript', body: fakeWidget })
  })
  return requested
}

async function translationCookies(context: BrowserContext) {
  return (await context.cookies()).filter((cookie) => cookie.name === 'googtrans')
}

/** The old site's preloader flag, stored once at the start of the session. */
async function seedPreloaderFlag(page: Page) {
  await page.addInitScript(() => {
    if (sessionStorage.getItem('test-seeded')) return
    sessionStorage.setItem('test-seeded', '1')
    localStorage.setItem('preloaderShown', 'true')
    sessionStorage.setItem('preloaderShown', 'true')
  })
}

const preloaderFlags = (page: Page) =>
  page.evaluate(() => [localStorage.getItem('preloaderShown'), sessionStorage.getItem('preloaderShown')])

/** A visitor who allowed functional cookies and carries the old preloader flag: the widget requests and page loads. */
async function consentedReturningVisitor(page: Page, context: BrowserContext) {
  const requested = await serveFakeWidget(context)
  await presetConsent(page, { functional: true })
  await seedPreloaderFlag(page)
  return { requested, loads: countDocumentLoads(page) }
}

test.describe('an Italian browser', () => {
  test.use({ locale: 'it-IT' })

  test('gets no cookie, no widget and no request to any host but the site', async ({ page, context, baseURL }) => {
    const requests: string[] = []
    context.on('request', (request) => requests.push(request.url()))
    await seedPreloaderFlag(page)
    const loads = countDocumentLoads(page)
    const problems = watchConsole(page)

    await page.goto('/', { waitUntil: 'networkidle' })
    expect(await page.evaluate(() => navigator.language)).toBe('it-IT')
    // The island has run: it clears the preloader flag before deciding anything else.
    await expect.poll(() => preloaderFlags(page)).toEqual([null, null])
    await expect(page.locator('#google_translate_element')).toBeHidden()

    expect(await translationCookies(context)).toEqual([])
    expect(await page.locator('script[src*="translate"]').count()).toBe(0)
    const origin = new URL(baseURL!).origin
    expect(requests.filter((url) => !url.startsWith(`${origin}/`) && !/^(data|blob):/.test(url))).toEqual([])
    expect(loads.count).toBe(1)
    expect(problems).toEqual([])
  })

  test("the widget's bars, balloons and body offset never show or move the page", async ({ page }) => {
    await page.goto('/')
    const heading = page.getByRole('heading', { level: 1 })
    const before = (await heading.boundingBox())!
    // What Google's widget adds to a translated page.
    await page.evaluate(() => {
      document.body.insertAdjacentHTML(
        'afterbegin',
        `<div class="skiptranslate" data-test-widget><iframe class="goog-te-banner-frame skiptranslate" style="visibility:visible;height:40px;width:100%"></iframe></div>
         <iframe class="skiptranslate" data-test-widget style="visibility:visible;height:40px"></iframe>
         <div id="goog-gt-tt" data-test-widget style="display:block;height:80px">Testo originale</div>
         <iframe class="goog-te-balloon-frame" data-test-widget></iframe>
         <div class="goog-te-spinner-pos" data-test-widget style="height:40px">…</div>`,
      )
      document.body.style.top = '40px'
      document.body.style.position = 'relative'
    })
    for (const selector of [
      '.goog-te-banner-frame',
      'iframe.skiptranslate',
      '#goog-gt-tt',
      '.goog-te-balloon-frame',
      '.goog-te-spinner-pos',
    ]) {
      await expect(page.locator(selector).first(), selector).toBeHidden()
    }
    expect(
      await page.evaluate(() => [getComputedStyle(document.body).top, getComputedStyle(document.body).position]),
    ).toEqual(['0px', 'static'])
    expect(await heading.boundingBox()).toEqual(before)
  })
})

const translated = [
  { locale: 'en-US', target: 'en' },
  { locale: 'de-DE', target: 'de' },
  { locale: 'zh-TW', target: 'zh-CN' },
]

for (const { locale, target } of translated) {
  test.describe(`a ${locale} browser`, () => {
    test.use({ locale })

    test(`with functional consent: gets googtrans=/it/${target}, loads the widget and reloads exactly once`, async ({
      page,
      context,
    }) => {
      const { requested, loads } = await consentedReturningVisitor(page, context)
      const problems = watchConsole(page)

      await page.goto('/')
      await expect.poll(() => loads.count, { message: 'the page reloads once', timeout: reloadTimeout }).toBe(2)
      // The reloaded page ran the widget again, and the moment a second reload would have been asked for has passed.
      await expect
        .poll(
          () =>
            page
              .evaluate(() => (window as Win).reloadWindowPassed === true && (window as Win).widgetCalls === 1)
              .catch(() => 'navigating'),
          {
            message: 'the reloaded page runs the widget and lets the reload delay pass',
            timeout: reloadTimeout,
          },
        )
        .toBe(true)
      expect(loads.count, 'no second reload').toBe(2)
      expect(
        await page.evaluate(() =>
          performance.getEntriesByType('navigation').map((entry) => (entry as PerformanceNavigationTiming).type),
        ),
      ).toEqual(['reload'])

      const cookies = await translationCookies(context)
      expect(cookies.map(({ value, path, domain }) => ({ value, path, domain }))).toEqual([
        { value: `/it/${target}`, path: '/', domain: 'localhost' },
      ])
      expect(requested).toHaveLength(2)
      expect(new URL(requested[0]!).searchParams.get('cb')).toBe('googleTranslateElementInit')
      expect(await page.evaluate(() => (window as Win).widgetInit)).toEqual({
        options: { pageLanguage: 'it', autoDisplay: false },
        elementId: 'google_translate_element',
      })
      expect(await page.evaluate(() => sessionStorage.getItem('googtrans_reloaded'))).toBe('1')
      expect(await preloaderFlags(page)).toEqual([null, null])
      await expect(page.locator('#google_translate_element')).toBeHidden()
      expect(problems).toEqual([])
    })
  })
}

test.describe('a non-Italian browser without the widget', () => {
  test.use({ locale: 'en-US' })

  test('a blocked widget script leaves the Italian page working, logs a warning and does not reload', async ({
    page,
    context,
  }) => {
    await context.route(widgetScript, (route) => route.abort('blockedbyclient'))
    await presetConsent(page, { functional: true })
    const { warnings, errors } = watchWarningsAndErrors(page)
    const loads = countDocumentLoads(page)

    await page.goto('/')
    await expect
      .poll(() => warnings.some((text) => text.includes('[translate]') && text.includes('stays in Italian')))
      .toBe(true)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(homePage.hero.title)
    await expect(page.locator('html')).toHaveAttribute('lang', 'it')
    expect(await page.evaluate(() => sessionStorage.getItem('googtrans_reloaded'))).toBeNull()
    expect(loads.count).toBe(1)
    expect(errors).toEqual([])

    // Still interactive: the cookie preferences (a client island) open and answer.
    await page.getByRole('button', { name: consentCopy.en.manage, exact: true }).first().click()
    const banner = page.getByRole('region', { name: consentCopy.en.title })
    await banner.getByRole('button', { name: consentCopy.en.save }).click()
    await expect(banner).toBeHidden()
  })

  test('a browser that refuses sessionStorage gets the widget but never a reload loop', async ({ page, context }) => {
    const requested = await serveFakeWidget(context)
    await presetConsent(page, { functional: true })
    await page.addInitScript(() => {
      Object.defineProperty(window, 'sessionStorage', {
        get() {
          throw new DOMException('denied', 'SecurityError')
        },
      })
    })
    const { warnings, errors } = watchWarningsAndErrors(page)
    const loads = countDocumentLoads(page)

    await page.goto('/')
    await expect
      .poll(() => page.evaluate(() => (window as Win).reloadWindowPassed === true).catch(() => 'navigating'), {
        timeout: reloadTimeout,
      })
      .toBe(true)
    expect(loads.count).toBe(1)
    expect(requested).toHaveLength(1)
    expect(warnings.some((text) => text.includes('[translate]') && text.includes('not reloading'))).toBe(true)
    expect(errors).toEqual([])
  })
})

test.describe('a crawler rendering with an English browser', () => {
  test.use({ locale: 'en-US', userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' })

  test('sees the Italian original even with a stored functional consent: no cookie, no widget, no reload', async ({
    page,
    context,
  }) => {
    const { requested, loads } = await consentedReturningVisitor(page, context)
    await page.goto('/', { waitUntil: 'networkidle' })
    // The island has run: it clears the preloader flag before deciding anything else.
    await expect.poll(() => preloaderFlags(page)).toEqual([null, null])
    expect(await page.evaluate(() => navigator.language)).toBe('en-US')
    expect(await translationCookies(context)).toEqual([])
    expect(requested).toEqual([])
    expect(loads.count).toBe(1)
    await expect(page.getByRole('button', { name: readOriginalLabel })).toHaveCount(0)
    await expect(page.getByRole('button', { name: translateOfferLabel })).toHaveCount(0)
  })
})

test.describe('a translated visitor', () => {
  test.use({ locale: 'en-US' })

  test('can go back to the Italian original, once, for the rest of the session', async ({ page, context }) => {
    const requested = await serveFakeWidget(context)
    await presetConsent(page, { functional: true })
    const loads = countDocumentLoads(page)
    await page.goto('/')
    await expect.poll(() => loads.count, { timeout: reloadTimeout }).toBe(2)
    const original = page.getByRole('button', { name: 'Leggi in italiano (originale)' })
    await expect(original).toBeVisible()
    await expect(original).toHaveAttribute('translate', 'no')
    await expectNoAxeViolations(page, { include: 'button[translate="no"]' })

    await original.click()
    await expect.poll(() => loads.count, { message: 'one reload shows the original', timeout: reloadTimeout }).toBe(3)
    await page.waitForLoadState('networkidle')
    expect(await translationCookies(context)).toEqual([])
    await expect(page.getByRole('button', { name: 'Leggi in italiano (originale)' })).toHaveCount(0)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(homePage.hero.title)

    // The choice lasts for the session: another page, no cookie, no widget, no reload loop.
    await page.goto('/contact', { waitUntil: 'networkidle' })
    expect(loads.count).toBe(4)
    expect(requested).toHaveLength(2)
    expect(await translationCookies(context)).toEqual([])
  })
})

/** Every request that left for another host than the site's own. */
function watchForeignRequests(context: BrowserContext, baseURL: string) {
  const origin = new URL(baseURL).origin
  const foreign: string[] = []
  context.on('request', (request) => {
    const url = request.url()
    if (!url.startsWith(`${origin}/`) && !/^(data|blob):/.test(url)) foreign.push(url)
  })
  return foreign
}

const english = consentCopy.en

test.describe('a de-DE browser, before and without functional consent (Garante 2021: nothing third-party first)', () => {
  test.use({ locale: 'de-DE' })

  test('sees the English banner and the offer; no request to another host and no googtrans, before a choice', async ({
    page,
    context,
    baseURL,
  }) => {
    const foreign = watchForeignRequests(context, baseURL!)
    const loads = countDocumentLoads(page)
    await page.goto('/', { waitUntil: 'networkidle' })
    const banner = page.getByRole('region', { name: english.title })
    await expect(banner.getByRole('button', { name: english.acceptAll })).toBeVisible()
    const offer = page.getByRole('button', { name: translateOfferLabel })
    await expect(offer).toBeVisible()
    await expect(offer).toHaveAttribute('lang', 'en')
    expect(await translationCookies(context)).toEqual([])
    expect(foreign).toEqual([])
    expect(loads.count).toBe(1)
  })

  for (const refusal of [english.onlyNecessary, english.close]) {
    test(`after “${refusal}”: still no request to another host and no googtrans, and the offer stays`, async ({
      page,
      context,
      baseURL,
    }) => {
      const foreign = watchForeignRequests(context, baseURL!)
      await page.goto('/', { waitUntil: 'networkidle' })
      const banner = page.getByRole('region', { name: english.title })
      await banner.getByRole('button', { name: refusal, exact: true }).click()
      await expect(banner).toBeHidden()
      await page.goto('/contact', { waitUntil: 'networkidle' })
      await expect(page.getByRole('button', { name: translateOfferLabel })).toBeVisible()
      expect(await translationCookies(context)).toEqual([])
      expect(foreign).toEqual([])
    })
  }

  test('after “Accept all”: googtrans=/it/de and one reload into the translation', async ({ page, context }) => {
    const requested = await serveFakeWidget(context)
    const loads = countDocumentLoads(page)
    await page.goto('/', { waitUntil: 'networkidle' })
    expect(requested).toEqual([])
    await page.getByRole('region', { name: english.title }).getByRole('button', { name: english.acceptAll }).click()
    await expect.poll(() => loads.count, { message: 'the page reloads once', timeout: reloadTimeout }).toBe(2)
    await expect
      .poll(() => page.evaluate(() => (window as Win).reloadWindowPassed === true).catch(() => 'navigating'), {
        timeout: reloadTimeout,
      })
      .toBe(true)
    expect(loads.count, 'no second reload').toBe(2)
    expect((await translationCookies(context)).map(({ value }) => value)).toEqual(['/it/de'])
    expect(requested).toHaveLength(2)
    await expect(page.getByRole('button', { name: readOriginalLabel })).toBeVisible()
    await expect(page.getByRole('button', { name: translateOfferLabel })).toHaveCount(0)
  })

  test('the offer translates the one page it is pressed on; the next page is Italian again', async ({
    page,
    context,
  }) => {
    const requested = await serveFakeWidget(context)
    const loads = countDocumentLoads(page)
    await page.goto('/', { waitUntil: 'networkidle' })
    await page.getByRole('region', { name: english.title }).getByRole('button', { name: english.onlyNecessary }).click()
    expect(requested).toEqual([])

    await page.getByRole('button', { name: translateOfferLabel }).click()
    await expect.poll(() => loads.count, { message: 'one reload applies it', timeout: reloadTimeout }).toBe(2)
    await expect(page.getByRole('button', { name: readOriginalLabel })).toBeVisible({ timeout: reloadTimeout })
    expect(requested).toHaveLength(2)
    expect((await translationCookies(context)).map(({ value }) => value)).toEqual(['/it/de'])
    expect(await page.evaluate(() => sessionStorage.getItem('googtrans_requested'))).toBeNull()

    await page.goto('/contact', { waitUntil: 'networkidle' })
    await expect(page.getByRole('button', { name: translateOfferLabel })).toBeVisible()
    expect(await translationCookies(context)).toEqual([])
    expect(requested, 'no widget on the next page').toHaveLength(2)
    expect(loads.count, 'and no reload').toBe(3)
  })

  test('withdrawing functional consent deletes googtrans and reloads once to the Italian original', async ({
    page,
    context,
  }) => {
    await serveFakeWidget(context)
    // Stored once, unlike presetConsent (every load), so the withdrawal is what the reload reads.
    await page.addInitScript(() => {
      if (window.top !== window || localStorage.getItem('cookieConsent')) return
      const preferences = { necessary: true, analytics: false, functional: true, marketing: false }
      localStorage.setItem(
        'cookieConsent',
        JSON.stringify({ preferences, timestamp: Date.now(), version: '1.0', consentId: crypto.randomUUID() }),
      )
    })
    const loads = countDocumentLoads(page)
    await page.goto('/')
    await expect(page.getByRole('button', { name: readOriginalLabel })).toBeVisible({ timeout: reloadTimeout })
    await expect.poll(() => loads.count, { timeout: reloadTimeout }).toBe(2)

    await page.getByRole('button', { name: english.manage, exact: true }).first().click()
    await page.getByRole('region', { name: english.title }).getByRole('button', { name: english.onlyNecessary }).click()
    await expect.poll(() => loads.count, { message: 'one reload to Italian', timeout: reloadTimeout }).toBe(3)
    await expect(page.getByRole('button', { name: translateOfferLabel })).toBeVisible({ timeout: reloadTimeout })
    expect(await translationCookies(context)).toEqual([])
    expect(loads.count).toBe(3)
  })
})

test.describe('the offer and the banner @mobile', () => {
  test.use({ locale: 'de-DE' })

  test('the offer never covers a button of the banner, on a phone or a desktop', async ({ page }) => {
    await page.goto('/')
    const offer = page.getByRole('button', { name: translateOfferLabel })
    await expect(offer).toBeVisible()
    const box = (await offer.boundingBox())!
    const bannerButtons = page.getByRole('region', { name: english.title }).getByRole('button')
    expect(await bannerButtons.count()).toBeGreaterThan(2)
    for (const button of await bannerButtons.all()) {
      const other = (await button.boundingBox())!
      const apart =
        box.x + box.width <= other.x ||
        other.x + other.width <= box.x ||
        box.y + box.height <= other.y ||
        other.y + other.height <= box.y
      expect(apart, `the offer and “${await button.textContent()}”`).toBe(true)
    }
    await expectNoAxeViolations(page, { include: 'button[lang="en"]' })
  })
})
