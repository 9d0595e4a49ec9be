import { gzipSync } from 'node:zlib'
import { expect, test, type Page, type Request } from './playwright'
import { routes } from '@/lib/routes'
import { allPaths } from './support'

const KB = 1024
/** First-visit budgets in compressed bytes (issue: performance budgets). */
const interactivePages: string[] = [routes.contact.path, routes.chatbots.path, routes.aiAgents.path]
/**
 * Issues 34 and 35 added 1.3–1.4 KB to every page (measured against the build before them: `/` 148.4 →
 * 149.8 KB, `/products` 149.5 → 150.8 KB): the Global Privacy Control decision, a choice queued the moment
 * it is made (so one made offline still reaches the server), the resend of waiting contact requests on
 * every page, and Google Analytics' gate, which the test build now includes as production does (it names
 * a measurement ID). The ceiling moved from 150 to 151.5 KB for that, and no further.
 */
const jsBudget = (path: string) => (interactivePages.includes(path) ? 175 : 151.5) * KB
const cssBudget = 20 * KB

/**
 * Every request that finished until network idle, with its sizes. The listener stops at network idle:
 * a request finishing later (on a slow machine, while the test ends) once had its sizes() asked of a
 * closing page, and failed the test.
 */
async function requestsUntilNetworkIdle(page: Page, path: string) {
  const finished: Request[] = []
  const collect = (request: Request) => void finished.push(request)
  page.on('requestfinished', collect)
  await page.goto(path, { waitUntil: 'networkidle' })
  page.off('requestfinished', collect)
  return Promise.all(finished.map(async (request) => ({ request, sizes: await request.sizes() })))
}

for (const path of allPaths) {
  test(`${path} stays within its JavaScript and CSS budgets`, async ({ page }) => {
    // The page's own bytes: Next's prefetches of other pages (for the next click) are left out and reported apart in docs.
    await page.route('**/*', (route) =>
      route.request().headers()['next-router-prefetch'] ? route.abort() : route.fallback(),
    )
    const bytes = { script: 0, stylesheet: 0 }
    const files: string[] = []
    for (const { request, sizes } of await requestsUntilNetworkIdle(page, path)) {
      const type = request.resourceType()
      if (type !== 'script' && type !== 'stylesheet') continue
      bytes[type] += sizes.responseBodySize
      files.push(`${new URL(request.url()).pathname} ${sizes.responseBodySize}`)
    }
    // CSS inlined in the HTML (<style> tags) counts too, at its gzip size.
    const inlineCss = await page.evaluate(() =>
      [...document.querySelectorAll('style')].map((style) => style.textContent ?? '').join(''),
    )
    bytes.stylesheet += gzipSync(inlineCss).length
    test.info().annotations.push({ type: 'bytes', description: `${path} js=${bytes.script} css=${bytes.stylesheet}` })
    console.log(`[budget] ${path} js=${(bytes.script / KB).toFixed(1)}KB css=${(bytes.stylesheet / KB).toFixed(1)}KB`)
    // A failure names what loaded, to tell a heavier bundle from a chunk that should have waited.
    expect(bytes.script, `compressed JavaScript bytes of ${files.join(', ')}`).toBeLessThanOrEqual(jsBudget(path))
    expect(bytes.stylesheet, 'compressed CSS bytes').toBeLessThanOrEqual(cssBudget)
  })
}

/**
 * Issue 15: every page near the framework's floor (see docs/performance.md for the floor itself).
 * Issue 36 moved the stylesheet into every document (scripts/build/inline-stylesheet.mjs): 8–9 KB
 * gzip more per page, which then neither waits for a stylesheet before its first paint nor fetches it
 * (9.0 KB gzip) and restyles the page when React hydrates. The document's budget grew from 25 to 34 KB
 * for that (the largest ordinary page, /about, measures 32.6 KB); the total stays, and every page's
 * total went down.
 */
const htmlGzipBudget = 34 * KB
const transferBudget = 220 * KB
const pagesWithVariants = [...allPaths, `${routes.privacy.path}?lang=en`]

/**
 * Pages not at the goal yet (issue 15's closing note says by how much and why: the legal text
 * travels twice, in the HTML and in React's flight data). Today's size plus about 1 KiB (the build
 * id varies a few bytes) is their ceiling, so they cannot grow; remove an entry once the page meets
 * the goal. Measured: HTML 36.0 / 34.6 / 34.3 KiB. Every page's transfer now meets the goal.
 * Issue 23 grew both privacy variants by 3.1 KiB: the cookie section now declares everything stored,
 * in a table generated from content/legal/cookie-registry.ts (17 rows), and says how the X, the footer
 * link, the consent ID and the translation offer work; a truthful declaration cannot be shorter. Every
 * page also carries about 0.4 KiB more chrome (the banner's X icon, the footer's "Preferenze cookie"
 * link, the two banner text hashes the consent proof needs). Measured after it: HTML 39.8 / 38.3 /
 * 34.9 KiB; the ceilings sit about 0.6 KiB above, as before.
 * Issues 34 and 35 grew the privacy variants by 4.0 KiB: the policy now says how contact requests are kept
 * by us and delivered by our server (EmailJS, the webhook, the limits and their hashed counters, 3 years),
 * and how a Global Privacy Control signal is honoured and recorded. Measured after them: HTML 43.8 / 42.1 /
 * 35.5 KiB (the terms page by the chrome alone); the ceilings sit about 0.6 KiB above.
 * Issue 36 inlined the stylesheet in each page: 52.5 / 50.9 / 44.3 KiB, the ceilings again about 0.6 KiB above.
 * Then it put the cookie banner in every page's HTML, with its pre-paint script, so a first visit paints it
 * with the page: 53.6 / 52.1 / 45.4 KiB, the ceilings about 0.6 KiB above.
 */
const notYetAtGoal: Record<string, { html?: number; transferred?: number }> = {
  [routes.privacy.path]: { html: 54.2 * KB },
  [`${routes.privacy.path}?lang=en`]: { html: 52.7 * KB },
  [routes.terms.path]: { html: 46.0 * KB },
}

for (const path of pagesWithVariants) {
  const htmlLimit = notYetAtGoal[path]?.html ?? htmlGzipBudget
  const transferLimit = notYetAtGoal[path]?.transferred ?? transferBudget
  test(`${path}: HTML ≤ ${htmlLimit / KB} KB gzip and ≤ ${transferLimit / KB} KB transferred until network idle, prefetches included`, async ({
    page,
    request,
  }) => {
    const html = await (await request.get(path)).body()
    const htmlGzip = gzipSync(html).length
    const sizes = (await requestsUntilNetworkIdle(page, path)).map(
      ({ sizes }) => sizes.responseHeadersSize + sizes.responseBodySize,
    )
    const transferred = sizes.reduce((sum, size) => sum + size, 0)
    console.log(
      `[budget] ${path} html=${(htmlGzip / KB).toFixed(1)}KB gzip (${(html.length / KB).toFixed(1)}KB raw) transferred=${(transferred / KB).toFixed(1)}KB in ${sizes.length} requests`,
    )
    expect(htmlGzip, 'HTML document, gzip bytes').toBeLessThanOrEqual(htmlLimit)
    expect(transferred, 'bytes transferred until network idle').toBeLessThanOrEqual(transferLimit)
  })
}

test('other pages are fetched ahead on intent (pointer, focus), not when their links come into view', async ({
  page,
}) => {
  const prefetched: string[] = []
  page.on(
    'request',
    (request) =>
      void (new URL(request.url()).searchParams.has('_rsc') && prefetched.push(new URL(request.url()).pathname)),
  )
  await page.goto('/', { waitUntil: 'networkidle' })
  expect(prefetched, 'flight data fetched without any intent').toEqual([])
  const products = page
    .getByRole('navigation', { name: 'Principale' })
    .getByRole('link', { name: routes.products.label, exact: true })
  await Promise.all([
    page.waitForRequest((request) => request.url().includes(`${routes.products.path}?_rsc=`)),
    products.hover(),
  ])
  const about = page.getByRole('navigation', { name: 'Link utili' }).getByRole('link', { name: routes.about.label })
  await Promise.all([
    page.waitForRequest((request) => request.url().includes(`${routes.about.path}?_rsc=`)),
    about.focus(),
  ])
})
