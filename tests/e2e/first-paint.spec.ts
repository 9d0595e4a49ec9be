import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { expect, test, type Browser, type Locator, type Route } from './playwright'
import { englishBannerCopy } from '@/content/ui/consent-en'
import { italianBannerCopy } from '@/content/ui/consent-it'
import { routes } from '@/lib/routes'
import { allPaths, layoutShifts, presetTheme, recordLayoutShifts, watchConsole } from './support'

/** The page's script files; its inline scripts (the theme boot script) are in the HTML itself. */
const scriptFiles = /\/_next\/static\/.*\.js(\?|$)/

/**
 * Each prerendered page carries the whole stylesheet in a <style>, and Next's <link> to it disabled and
 * of a type no browser fetches, for React to find (scripts/build/inline-stylesheet.mjs): what the visitor sees first must be the page
 * as Next's own stylesheet draws it, and no visit may fetch or apply the stylesheet a second time.
 * Scripts from files are held back, so the picture is the first paint's (the inline boot scripts still
 * run). Motion is reduced: the drifting particles, even frozen, are composited layers whose edges came
 * out a few pixels apart between two loads (1 run in 10 on /chatbots).
 */
async function firstScreen(
  browser: Browser,
  path: string,
  { mode, stylesheet, width }: { mode: 'dark' | 'light'; stylesheet: boolean; width: number },
) {
  const context = await browser.newContext({
    viewport: { width, height: 823 },
    colorScheme: mode,
    reducedMotion: 'reduce',
  })
  const page = await context.newPage()
  await presetTheme(page, mode)
  await page.route(scriptFiles, (route) => route.abort())
  await page.goto(path)
  if (stylesheet) {
    // The page as Next wrote it: its stylesheet linked, the inlined copy gone.
    const link = page.locator('link[rel="stylesheet"][disabled]')
    await expect(link, "Next's stylesheet link, kept disabled").toHaveCount(1)
    await link.evaluate(
      (element: HTMLLinkElement) =>
        new Promise((resolve, reject) => {
          element.addEventListener('load', resolve)
          element.addEventListener('error', reject)
          // Its type names no styling language, so that no browser fetches it: restored, it loads.
          element.removeAttribute('type')
          element.disabled = false
          document.querySelector('style[data-precedence]')?.remove()
        }),
    )
  }
  const picture = await page.screenshot({ animations: 'disabled', caret: 'hide' })
  await context.close()
  return picture
}

/**
 * The pixels of two screenshots that differ by more than a rendering's rounding (a gradient or a
 * blurred edge drawn twice may differ by a level or two): a shift or a recolour changes hundreds.
 */
async function differingPixels(browser: Browser, first: Buffer, second: Buffer) {
  const page = await browser.newPage()
  const sources = [first, second].map((picture) => `data:image/png;base64,${picture.toString('base64')}`)
  const count = await page.evaluate(async (images) => {
    const pixels = await Promise.all(
      images.map(async (source) => {
        const image = new Image()
        image.src = source
        await image.decode()
        const canvas = new OffscreenCanvas(image.width, image.height)
        const context = canvas.getContext('2d')!
        context.drawImage(image, 0, 0)
        return { data: context.getImageData(0, 0, image.width, image.height).data, width: image.width }
      }),
    )
    const [{ data: a, width }, { data: b }] = pixels
    const found = { count: 0, left: Infinity, top: Infinity, right: -1, bottom: -1 }
    for (let i = 0; i < a.length; i += 4) {
      if (Math.max(Math.abs(a[i] - b[i]), Math.abs(a[i + 1] - b[i + 1]), Math.abs(a[i + 2] - b[i + 2])) <= 8) continue
      const x = (i / 4) % width
      const y = Math.floor(i / 4 / width)
      Object.assign(found, {
        count: found.count + 1,
        left: Math.min(found.left, x),
        top: Math.min(found.top, y),
        right: Math.max(found.right, x),
        bottom: Math.max(found.bottom, y),
      })
    }
    return found
  }, sources)
  await page.close()
  // Device pixels, for the failure message: where the two paints differ.
  return count.count === 0 ? 'none' : `${count.count}, within ${count.left},${count.top}–${count.right},${count.bottom}`
}

const screens = [
  ...allPaths.flatMap((path) => (['dark', 'light'] as const).map((mode) => ({ path, mode, width: 412 }))),
  { path: '/', mode: 'light' as const, width: 1280 },
]

for (const { path, mode, width } of screens) {
  test(`${path} (${mode}, ${width} px) paints first as it looks with its stylesheet linked`, async ({ browser }) => {
    const inlined = await firstScreen(browser, path, { mode, stylesheet: false, width })
    const linked = await firstScreen(browser, path, { mode, stylesheet: true, width })
    expect(await differingPixels(browser, inlined, linked), 'pixels that differ from the linked stylesheet').toBe(
      'none',
    )
  })
}

// Chromium 150 fetched Next's disabled link on every load (9.4 KB, never applied) where 156 does not:
// run this with both (CHROMIUM_PATH) when the link changes. The parser asks for a link's file before `load`,
// so waiting for `load` alone sees such a request.
test('no page requests the stylesheet it carries inline', async ({ page }) => {
  const stylesheets: string[] = []
  page.on('request', (request) => {
    const { pathname } = new URL(request.url())
    if (request.resourceType() === 'stylesheet' || pathname.endsWith('.css')) stylesheets.push(pathname)
  })
  for (const path of [...allPaths, `${routes.privacy.path}?lang=en`, `${routes.terms.path}?lang=en`]) {
    await page.goto(path)
    await expect(page.locator('style[data-precedence]'), `${path} carries its stylesheet`).toHaveCount(1)
  }
  expect(stylesheets, 'stylesheet files requested').toEqual([])
})

test('a visit neither fetches nor applies the stylesheet again: hydrating, navigating, opening the menu', async ({
  page,
}) => {
  const stylesheets: string[] = []
  page.on('request', (request) => void (request.resourceType() === 'stylesheet' && stylesheets.push(request.url())))
  await page.setViewportSize({ width: 412, height: 823 })
  await page.goto('/', { waitUntil: 'networkidle' })
  await page.getByRole('button', { name: 'Apri menu' }).click()
  // Drawn by script, styled by the inlined copy alone: an overlay with its place and its backdrop.
  const overlay = page.locator('#mobile-menu')
  await expect(overlay).toHaveCSS('position', 'fixed')
  await expect(page.getByTestId('mobile-menu-backdrop')).toHaveCSS('top', '64px')
  await overlay.getByRole('link', { name: routes.products.label, exact: true }).click()
  await expect(page).toHaveURL(routes.products.path)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  expect(stylesheets, 'stylesheet files requested').toEqual([])
  const applied = await page.evaluate(() =>
    [...document.styleSheets].filter((sheet) => !sheet.disabled).map((sheet) => sheet.ownerNode?.nodeName),
  )
  expect(applied, 'style sheets applied').toEqual(['STYLE'])
})

test.describe('the cookie banner paints with the page', () => {
  /** A page's first paint, every script file held back, in a browser whose first language is `locale`. */
  async function beforeScripts(browser: Browser, path: string, locale: string, saved?: string) {
    const context = await browser.newContext({ locale })
    if (saved) await context.addInitScript((record) => localStorage.setItem('cookieConsent', record), saved)
    const page = await context.newPage()
    await page.route(scriptFiles, (route) => route.abort())
    await page.goto(path)
    return { page, close: () => context.close() }
  }

  test('on a first visit, before any script file runs, in the page’s language', async ({ browser }) => {
    for (const [path, locale, copy] of [
      [routes.products.path, 'it-IT', italianBannerCopy],
      [`${routes.privacy.path}?lang=en`, 'it-IT', englishBannerCopy],
      [`${routes.privacy.path}?lang=en`, 'de-DE', englishBannerCopy],
    ] as const) {
      const { page, close } = await beforeScripts(browser, path, locale)
      const banner = page.getByRole('region', { name: copy.title })
      await expect(banner, `${path} in ${locale}`).toBeVisible()
      await expect(banner.getByRole('button', { name: copy.acceptAll })).toBeVisible()
      await close()
    }
  })

  test('only whole: a document that stops inside the banner paints none of it, and nothing moves', async ({
    browser,
    request,
  }) => {
    // The privacy page as served, sent up to the middle of the banner's text; the rest when released.
    const html = await (await request.get(routes.privacy.path)).text()
    const cut = html.indexOf(italianBannerCopy.closeNote)
    expect(cut, 'the banner is in the HTML').toBeGreaterThan(html.indexOf('<body'))
    let release = () => {}
    const released = new Promise<void>((resolve) => (release = resolve))
    const server = createServer((incoming, response) => {
      if (incoming.url !== '/') return void response.writeHead(404).end()
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
      response.write(html.slice(0, cut))
      void released.then(() => response.end(html.slice(cut)))
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const context = await browser.newContext({ locale: 'it-IT' })
    const page = await context.newPage()
    await recordLayoutShifts(page)
    await page.route(scriptFiles, (route) => route.abort())
    await page.goto(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`, { waitUntil: 'commit' })
    await expect(page.locator('html')).toHaveAttribute('data-consent-ask', '')
    await expect(page.getByText(italianBannerCopy.title)).toBeAttached()
    await expect(page.getByText(italianBannerCopy.title)).toBeHidden()
    release()
    await expect(page.getByRole('region', { name: italianBannerCopy.title })).toBeVisible()
    await page.waitForLoadState('load')
    expect(await layoutShifts(page)).toEqual([])
    await context.close()
    server.close()
  })

  test('not before hydration when hydration might not show it: a saved choice', async ({ browser }) => {
    const saved = JSON.stringify({
      preferences: { necessary: true, analytics: false, functional: false, marketing: false },
      timestamp: Date.now(),
      version: '1.0',
      consentId: '00000000-0000-4000-8000-000000000001',
    })
    const { page, close } = await beforeScripts(browser, routes.products.path, 'it-IT', saved)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.getByText(italianBannerCopy.title)).toBeHidden()
    await close()
  })

  test('in English on an Italian page, for a browser that puts another language first, and hydration keeps it', async ({
    browser,
  }) => {
    const words = [englishBannerCopy.closeNote, englishBannerCopy.policyLink]
    const buttons = [englishBannerCopy.close, englishBannerCopy.acceptAll, englishBannerCopy.onlyNecessary]
    const expectEnglish = async (banner: Locator, when: string) => {
      await expect(banner, when).toBeVisible()
      await expect(banner, when).toHaveAttribute('lang', 'en')
      for (const text of words) await expect(banner, when).toContainText(text)
      for (const name of [...buttons, englishBannerCopy.customise])
        await expect(banner.getByRole('button', { name, exact: true }), when).toBeVisible()
    }
    const before = await beforeScripts(browser, routes.products.path, 'de-DE')
    await expectEnglish(before.page.getByRole('region', { name: englishBannerCopy.title }), 'before any script file')
    await before.close()

    const context = await browser.newContext({ locale: 'de-DE' })
    const page = await context.newPage()
    const problems = watchConsole(page)
    await recordLayoutShifts(page)
    // The provider says so once hydrated and its English words rendered.
    await page.addInitScript(() =>
      window.addEventListener('consent-banner-hydrated', () => document.body.setAttribute('data-test-hydrated', '')),
    )
    const held: Route[] = []
    let released = false
    await page.route(scriptFiles, (route) => (released ? route.continue() : void held.push(route)))
    await page.goto(routes.products.path, { waitUntil: 'domcontentloaded' })
    await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0)
    const painted = await page.locator('[role="region"]').elementHandle()
    released = true
    await Promise.all(held.map((route) => route.continue()))
    await expect(page.locator('body')).toHaveAttribute('data-test-hydrated', '')
    const banner = page.getByRole('region', { name: englishBannerCopy.title })
    await expectEnglish(banner, 'hydrated')
    // The same element all along: never unmounted (a banner gone then back), only ever English.
    expect(await banner.evaluate((element, served) => element === served, painted)).toBe(true)
    await page.waitForLoadState('networkidle')
    expect(await layoutShifts(page)).toEqual([])
    expect(problems).toEqual([])

    const [request] = await Promise.all([
      page.waitForRequest((sent) => sent.url().endsWith('/api/consent') && sent.method() === 'POST'),
      banner.getByRole('button', { name: englishBannerCopy.onlyNecessary }).click(),
    ])
    expect(request.postDataJSON()).toMatchObject({ accept_type: 'necessary', banner_language: 'en' })
    await context.close()
  })
})

for (const path of allPaths) {
  test(`${path} does not move while it loads and hydrates (layout shift 0) @mobile-only`, async ({ page }) => {
    await recordLayoutShifts(page)
    // The scripts wait until the page has painted: on a fast machine React could otherwise hydrate
    // before the first frame, and a shift that hydration causes would go unseen.
    const held: Route[] = []
    let painted = false
    await page.route(scriptFiles, (route) => (painted ? route.continue() : void held.push(route)))
    await page.goto(path, { waitUntil: 'domcontentloaded' })
    await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0)
    painted = true
    await Promise.all(held.map((route) => route.continue()))
    // The banner is the last thing hydration adds: the page has settled once it shows.
    await expect(page.getByRole('region', { name: italianBannerCopy.title })).toBeVisible()
    await page.waitForLoadState('networkidle')
    // Every shift counts: nothing here is an input, whatever the emulated phone reports.
    expect((await layoutShifts(page)).map(({ value, moved }) => `${value.toFixed(5)}: ${moved.join(', ')}`)).toEqual([])
  })
}
