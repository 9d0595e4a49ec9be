import { expect, test, watchCspViolations, type BrowserContext } from './playwright'
import { communityPage } from '@/content/pages/community'
import { chatbotDemo } from '@/content/pages/chatbots'
import { consentCopy } from '@/content/ui/consent'
import { readOriginalLabel, translateOfferLabel } from '@/content/ui/translation'
import { holdClock, presetConsent, presetTheme, stubGoogleAnalytics, wakeIsland } from './support'

/**
 * What the visitor allows, once each, on every host (the next start suite and each host suite):
 * every page answers with its own script policy (scripts/build/script-policies.mjs), and the
 * fixture in ./playwright fails a test on any Content-Security-Policy violation. The full
 * behaviour of each is proven in its own spec, against next start.
 */
const italian = consentCopy.it
const english = consentCopy.en

/** Google's translation widget, answered by a stand-in that calls the island's callback. */
async function serveTranslationWidget(context: BrowserContext) {
  const asked: string[] = []
  await context.route('https://translate.google.com/translate_a/element.js**', (route) => {
    asked.push(route.request().url())
    return route.fulfill({
      contentType: 'text/javascript',
      body: `window.google = { translate: { TranslateElement: function () {} } };
        window[new URL(document.currentScript.src).searchParams.get('cb')]();`,
    })
  })
  return asked
}

test('analytics after consent: Google Analytics loads under the page policy', async ({ page, context }) => {
  const asked = await stubGoogleAnalytics(context)
  await page.goto('/')
  expect(asked).toEqual([])
  await page.getByRole('region', { name: italian.title }).getByRole('button', { name: italian.acceptAll }).click()
  await expect.poll(() => asked.length).toBeGreaterThan(0)
})

test.describe('a de-DE browser', () => {
  test.use({ locale: 'de-DE' })

  test('translation after consent: the widget loads and the page reloads into it', async ({ page, context }) => {
    await stubGoogleAnalytics(context)
    const asked = await serveTranslationWidget(context)
    await page.goto('/', { waitUntil: 'networkidle' })
    await page.getByRole('region', { name: english.title }).getByRole('button', { name: english.acceptAll }).click()
    await expect(page.getByRole('button', { name: readOriginalLabel })).toBeVisible({ timeout: 15_000 })
    // The button renders in the commit that requests the widget: the request may reach the route a moment later.
    await expect.poll(() => asked.length).toBeGreaterThan(0)
  })

  test('translation by the manual offer, with only the necessary cookies', async ({ page, context }) => {
    const asked = await serveTranslationWidget(context)
    await page.goto('/', { waitUntil: 'networkidle' })
    await page.getByRole('region', { name: english.title }).getByRole('button', { name: english.onlyNecessary }).click()
    await page.getByRole('button', { name: translateOfferLabel }).click()
    await expect(page.getByRole('button', { name: readOriginalLabel })).toBeVisible({ timeout: 15_000 })
    // The button renders in the commit that requests the widget: the request may reach the route a moment later.
    await expect.poll(() => asked.length).toBeGreaterThan(0)
  })
})

test('the video facade opens the privacy-enhanced player on request', async ({ page }) => {
  await presetConsent(page)
  await page.route('https://www.youtube-nocookie.com/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<p>video</p>' }),
  )
  await page.goto('/community')
  const section = page.getByRole('region', { name: communityPage.channel.title })
  const play = section.getByRole('button', { name: new RegExp(communityPage.channel.video.title) })
  await wakeIsland(page, play)
  await play.click()
  await expect(section.locator('iframe')).toHaveAttribute('src', /^https:\/\/www\.youtube-nocookie\.com\/embed\//)
})

for (const [mode, expected] of [
  ['dark', 'dark'],
  ['light', 'light'],
  ['system', 'light'],
] as const) {
  test(`the theme boot script sets ${mode} mode before the first paint`, async ({ browser }) => {
    const context = await browser.newContext({ colorScheme: 'light' })
    const violations = await watchCspViolations(context)
    const page = await context.newPage()
    await presetTheme(page, mode)
    // The theme before any file of ours runs: the inline boot script alone, run by its hash.
    await page.route(/\/_next\/static\/.*\.js(\?|$)/, (route) => route.abort())
    await page.goto('/')
    await expect(page.locator('html')).toHaveAttribute('data-theme', expected)
    expect(violations).toEqual([])
    await context.close()
  })
}

test('the chat demo plays its conversation', async ({ page }) => {
  await presetConsent(page)
  await holdClock(page)
  await page.goto('/chatbots')
  // The demo's code comes when the pointer does; its button is pressed once the demo is there, and its timers
  // exist once the button offers a restart.
  const start = page.getByRole('button', { name: 'Avvia Demo' })
  await wakeIsland(page, start)
  await start.click()
  await expect(page.getByRole('button', { name: 'Riavvia la demo' })).toBeVisible()
  await page.clock.runFor(1000)
  await expect(
    page.getByRole('log', { name: 'Conversazione di prova' }).getByText(chatbotDemo.messages[0].text),
  ).toBeVisible()
})
