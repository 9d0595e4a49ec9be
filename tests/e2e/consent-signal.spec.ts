import { expect, test, type BrowserContext, type Page, type Request } from './playwright'
import { storedItems } from '@/content/legal/cookie-registry'
import { consentCopy } from '@/content/ui/consent'
import { translateOfferLabel } from '@/content/ui/translation'
import { pagePaths } from '@/lib/seo/page-paths'
import { testEnv } from '../../scripts/test-env.mjs'
import { readConsentFromDatabase } from '../hosting/database'
import { pageHydrated, stubGoogleAnalytics } from './support'

/**
 * Global Privacy Control: a browser that sends it (Firefox in private windows, Brave, DuckDuckGo; every
 * browser in California from 2027) is treated as "Solo necessari" without being asked, and the store proves
 * that the refusal was honoured: one record with accept_type 'signal' per visitor.
 */
const copy = consentCopy.it
const database = process.env.CONSENT_DATABASE_URL
const necessaryKeys = new Set(storedItems.filter((item) => item.category === 'necessary').map((item) => item.name))

/** A browser with the signal on, as the spec defines it: the header on every request, the property from the first script. */
async function sendSignal(context: BrowserContext) {
  await context.setExtraHTTPHeaders({ 'Sec-GPC': '1' })
  await context.addInitScript(() =>
    Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true, configurable: true }),
  )
}

const consentPosts = (page: Page) => {
  const posts: Request[] = []
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/consent') posts.push(request)
  })
  return posts
}

const banner = (page: Page) => page.getByRole('region', { name: copy.title })
const notice = (page: Page) => page.getByRole('status').filter({ hasText: copy.signal.notice })

async function storageKeys(page: Page): Promise<string[]> {
  const keys = await page.evaluate(() => [...Object.keys(localStorage), ...Object.keys(sessionStorage)])
  const cookies = (await page.context().cookies()).map((cookie) => cookie.name)
  return [...keys, ...cookies]
}

test.describe('a browser that sends Global Privacy Control', () => {
  test.beforeEach(async ({ context }) => sendSignal(context))

  test('no banner asks on any page, nothing leaves for another host, only necessary storage, one signal record', async ({
    page,
    baseURL,
  }) => {
    // A visit of every page: the first records the refusal, the others honour it.
    test.slow()
    const others: string[] = []
    page.on('request', (request) => {
      const url = new URL(request.url())
      if (url.protocol.startsWith('http') && url.origin !== new URL(baseURL!).origin) others.push(request.url())
    })
    const posts = consentPosts(page)
    const stored = page.waitForResponse(
      (response) => new URL(response.url()).pathname === '/api/consent' && response.request().method() === 'POST',
    )
    await page.goto('/')
    expect((await stored).status()).toBe(201)
    await expect(notice(page)).toBeVisible()
    await expect(banner(page)).toHaveCount(0)
    const body = posts[0].postDataJSON()
    expect(body).toMatchObject({ accept_type: 'signal', gpc_signal: true, analytics: false, functional: false })
    expect(posts[0].headers()['sec-gpc']).toBe('1')

    // Another page of the site, by a link and by a full load each: the refusal stands, and is not recorded again.
    await page.getByRole('navigation', { name: 'Principale' }).getByRole('link', { name: 'Community' }).click()
    await expect(page).toHaveURL(/\/community$/)
    for (const path of pagePaths()) {
      await page.goto(path)
      // Hydrated: the page has decided whether to ask.
      await pageHydrated(page)
      await expect(banner(page), path).toHaveCount(0)
    }
    expect(posts).toHaveLength(1)
    expect(others).toEqual([])
    expect((await storageKeys(page)).filter((key) => !necessaryKeys.has(key))).toEqual([])

    if (database) {
      const row = await readConsentFromDatabase(database, body.session_id)
      expect(row).toMatchObject({ accept_type: 'signal', gpc_signal: true, gpc_header: true, analytics: false })
    }
  })

  test('the visitor can still opt in from "Preferenze cookie": Analytics loads, and the record notes the signal', async ({
    page,
    context,
  }) => {
    const gtag = await stubGoogleAnalytics(context)
    const posts = consentPosts(page)
    await page.goto('/')
    await expect(notice(page)).toBeVisible()
    await notice(page).getByRole('button', { name: copy.manage }).click()
    await banner(page).getByRole('switch', { name: 'Analitici' }).click()
    await banner(page).getByRole('button', { name: copy.save }).click()
    await expect.poll(() => gtag.length).toBeGreaterThan(0)
    expect(gtag[0]).toContain(`id=${testEnv.NEXT_PUBLIC_GA_MEASUREMENT_ID}`)
    await expect.poll(() => posts.length).toBe(2)
    expect(posts[1].postDataJSON()).toMatchObject({ accept_type: 'custom', gpc_signal: true, analytics: true })
    // Both acknowledged by the server before the reload: a record still unanswered would rightly be sent again.
    await expect
      .poll(() => page.evaluate(() => Object.keys(JSON.parse(localStorage.getItem('cookieConsentUnsent') ?? '{}'))))
      .toEqual([])

    // The visitor's own choice wins over the signal on the next visit too.
    await page.reload()
    await expect(notice(page)).toHaveCount(0)
    await expect(banner(page)).toHaveCount(0)
    expect(posts).toHaveLength(2)
  })

  test('a grant stored before the signal does not count until the visitor confirms it in the panel', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      if (localStorage.getItem('cookieConsent')) return
      const preferences = { necessary: true, analytics: true, functional: true, marketing: false }
      localStorage.setItem(
        'cookieConsent',
        JSON.stringify({ preferences, timestamp: Date.now(), version: '1.0', consentId: crypto.randomUUID() }),
      )
    })
    const posts = consentPosts(page)
    await page.goto('/')
    await expect(notice(page)).toBeVisible()
    await expect.poll(() => posts.length).toBe(1)
    expect(posts[0].postDataJSON()).toMatchObject({ accept_type: 'signal', analytics: false, functional: false })
  })

  test.describe('from a German browser', () => {
    test.use({ locale: 'de-DE' })

    test('no automatic translation, and the manual offer stays', async ({ page, context }) => {
      const widget: string[] = []
      await context.route('https://translate.google.com/**', (route) => {
        widget.push(route.request().url())
        return route.abort()
      })
      await page.goto('/')
      await expect(page.getByRole('status').filter({ hasText: consentCopy.en.signal.notice })).toBeVisible()
      await expect(page.getByRole('button', { name: translateOfferLabel })).toBeVisible()
      expect(widget).toEqual([])
      expect(await page.evaluate(() => document.cookie)).not.toContain('googtrans')
    })
  })
})

test('/.well-known/gpc.json says the site honours the signal', async ({ request }) => {
  const response = await request.get('/.well-known/gpc.json')
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toMatch(/^application\/json/)
  expect(await response.json()).toEqual({ gpc: true, lastUpdate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) })
})
