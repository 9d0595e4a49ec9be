import { gzipSync } from 'node:zlib'
import { expect, test, type APIRequestContext, type Page } from './playwright'
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
 * Issue 46 left the contact form's, the demos' and the filter's code out of the start (components/islands): the
 * interactive pages measured 150.5–151.5 KB after it, and their ceiling came down from 175 to 153 KB. It also
 * put the banner's English first layer in the shared script (about 1.3 KB), so that a browser whose first
 * language is not Italian sees the banner with the page, in English, instead of after hydration (its boot
 * script was a server `<script>`, whose text the flight data repeats: 1 KB more HTML on every page, uncached).
 * The other pages measured 149.9–151.8 KB after it, and their ceiling moved from 151.5 to 152 KB for that.
 * Then every page with an island gained its guard (components/islands/served-island-guard.tsx: a tap or a key
 * inside an island still as served no longer makes React hydrate the whole page inside the event; the form's
 * first tap at 4× CPU went from 648 to 120–168 ms INP; a press there is kept for the island) and the wake on a
 * saved draft: 0.3–0.8 KB. Those pages measured 152.2–152.6 KB (/chatbots 153.3): the interactive pages' ceiling
 * moved up by 0.5 KB and the others' by 1 KB, no further.
 * Then the guard moved into every page's head, to hold taps on the browser's own controls from React while the
 * page hydrates: the mobile menu became a popover (with the focus cycle and closing on a new path beside it),
 * the FAQ questions `<details>`; their first taps went from 488 and 576 to 120 and 112 ms INP. +1.1 KB on the
 * pages without an island (149.8 → 150.9 KB), +0.5–0.7 KB on the others (/products 153.3, /chatbots 154.1):
 * both ceilings moved up by 0.5 and 1 KB.
 */
const jsBudget = (path: string) => (interactivePages.includes(path) ? 154.5 : 153.5) * KB
const cssBudget = 20 * KB

/** Chromium's Accept for an image: the image optimizer picks the format by it (AVIF, WebP). */
const imageAccept = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8'

type FileKind = 'script' | 'stylesheet' | 'font' | 'image'

/**
 * The files a page must load, read from its document (not from whatever finished before network idle, which
 * counted Next's prefetches when they came in time): the scripts a current browser runs (not the `nomodule`
 * fallback), the stylesheets it applies (not Next's disabled link, whose copy is inlined), what it preloads,
 * the sprite files its icons use, and every image at the candidate this viewport and pixel ratio pick.
 */
async function requiredFiles(page: Page, servedHtml: string) {
  const files = await page.evaluate(async (html) => {
    const served = new DOMParser().parseFromString(html, 'text/html')
    const referenced = (selector: string, attribute: string, kind: FileKind) =>
      [...served.querySelectorAll(selector)].map((element) => ({ url: element.getAttribute(attribute)!, kind }))
    // A lazy image is one the visitor reaches by scrolling: the page's too, and loading it now settles its candidate.
    for (const image of document.images) image.loading = 'eager'
    await Promise.all([...document.images].map((image) => image.decode().catch(() => undefined)))
    return [
      ...referenced('script[src]:not([nomodule])', 'src', 'script'),
      ...referenced('link[rel="preload"][as="script"], link[rel="modulepreload"]', 'href', 'script'),
      ...referenced('link[rel="stylesheet"]:not([disabled]), link[rel="preload"][as="style"]', 'href', 'stylesheet'),
      ...referenced('link[rel="preload"][as="font"]', 'href', 'font'),
      ...referenced('use[href]', 'href', 'image'),
      ...[...document.images].map((image) => ({ url: image.currentSrc, kind: 'image' as const })),
    ].map(({ url, kind }) => ({ url: new URL(url, location.href).href.replace(/#.*$/, ''), kind }))
  }, servedHtml)
  return [...new Map(files.map((file) => [file.url, file])).values()]
}

/** A file's bytes as the server sends them: gzip's size for what it compresses (scripts, styles, SVG), else the file's. */
async function sentBytes(request: APIRequestContext, { url, kind }: { url: string; kind: FileKind }) {
  const response = await request.get(url, kind === 'image' ? { headers: { accept: imageAccept } } : {})
  expect(response.ok(), `${url} answers`).toBe(true)
  const body = await response.body()
  return response.headers()['content-encoding'] ? gzipSync(body).length : body.length
}

/** What `path` weighs on a first visit, file by file, in the bytes the server sends: the same on every run. */
async function pageWeight(page: Page, request: APIRequestContext, path: string) {
  const html = await (await request.get(path)).body()
  await page.goto(path)
  const files = await Promise.all(
    (await requiredFiles(page, html.toString('utf8'))).map(async (file) => ({
      ...file,
      bytes: await sentBytes(request, file),
    })),
  )
  const bytesOf = (kind: FileKind) =>
    files.filter((file) => file.kind === kind).reduce((sum, file) => sum + file.bytes, 0)
  // CSS inlined in the HTML (<style> tags) counts as CSS too, at its gzip size.
  const inlineCss = await page.evaluate(() =>
    [...document.querySelectorAll('style')].map((style) => style.textContent ?? '').join(''),
  )
  return {
    html,
    htmlGzip: gzipSync(html).length,
    script: bytesOf('script'),
    stylesheet: bytesOf('stylesheet') + gzipSync(inlineCss).length,
    filesBytes: files.reduce((sum, file) => sum + file.bytes, 0),
    files,
  }
}

for (const path of allPaths) {
  test(`${path} stays within its JavaScript and CSS budgets`, async ({ page, request }) => {
    const { script, stylesheet, files } = await pageWeight(page, request, path)
    test.info().annotations.push({ type: 'bytes', description: `${path} js=${script} css=${stylesheet}` })
    console.log(`[budget] ${path} js=${(script / KB).toFixed(1)}KB css=${(stylesheet / KB).toFixed(1)}KB`)
    // A failure names what the page loads, to tell a heavier bundle from a chunk that should have waited.
    const scripts = files
      .filter((file) => file.kind === 'script')
      .map((file) => `${new URL(file.url).pathname} ${file.bytes}`)
    expect(script, `compressed JavaScript bytes of ${scripts.join(', ')}`).toBeLessThanOrEqual(jsBudget(path))
    expect(stylesheet, 'compressed CSS bytes').toBeLessThanOrEqual(cssBudget)
  })
}

/**
 * Issue 15: every page near the framework's floor (see docs/performance.md for the floor itself).
 * Issue 36 moved the stylesheet into every document (scripts/build/inline-stylesheet.mjs): 8–9 KB
 * gzip more per page, which then neither waits for a stylesheet before its first paint nor fetches it
 * (9.0 KB gzip) and restyles the page when React hydrates. The document's budget grew from 25 to 34 KB
 * for that (the largest ordinary page, /about, measures 32.6 KB); the total stays, and every page's
 * total went down.
 * Issue 46 put the mobile menu in every document, a popover the browser opens at the first tap while the page
 * hydrates and without JavaScript, and the guard that holds such taps from React in every head: 0.7–0.9 KB
 * gzip on every page (/products 33.9 → 34.6, /about 33.7 → 34.6). The budget moved from 34 to 35 KB for that.
 * The way back under 34: one navigation for both widths (the desktop links and the overlay's repeat them).
 */
const htmlGzipBudget = 35 * KB
/**
 * The document with every file it must load, in the bytes the server sends. Issue 45 counts these from the
 * document itself; before, it was whatever finished until network idle (prefetches of other pages included,
 * when they came in time), a figure that moved with the machine's speed.
 */
const totalBudget = 220 * KB
const pagesWithVariants = [...allPaths, `${routes.privacy.path}?lang=en`]

/**
 * Pages not at the goal yet (issue 15's closing note says by how much and why: the legal text
 * travels twice, in the HTML and in React's flight data). Today's size plus about 1 KiB (the build
 * id varies a few bytes) is their ceiling, so they cannot grow; remove an entry once the page meets
 * the goal. Measured: HTML 36.0 / 34.6 / 34.3 KiB. Every page's total now meets the goal.
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
 * Issue 46's mobile menu and guard (see the budget above): 54.9 / 53.0 / 46.5 KiB, the ceilings 0.6 KiB above.
 */
const notYetAtGoal: Record<string, { html?: number; total?: number }> = {
  [routes.privacy.path]: { html: 55.5 * KB },
  [`${routes.privacy.path}?lang=en`]: { html: 53.6 * KB },
  [routes.terms.path]: { html: 47.1 * KB },
}

for (const path of pagesWithVariants) {
  const htmlLimit = notYetAtGoal[path]?.html ?? htmlGzipBudget
  const totalLimit = notYetAtGoal[path]?.total ?? totalBudget
  test(`${path}: HTML ≤ ${htmlLimit / KB} KB gzip and ≤ ${totalLimit / KB} KB with every file it must load`, async ({
    page,
    request,
  }) => {
    const { html, htmlGzip, filesBytes, files } = await pageWeight(page, request, path)
    const total = htmlGzip + filesBytes
    console.log(
      `[budget] ${path} html=${(htmlGzip / KB).toFixed(1)}KB gzip (${(html.length / KB).toFixed(1)}KB raw) total=${(total / KB).toFixed(1)}KB in ${files.length + 1} files`,
    )
    expect(htmlGzip, 'HTML document, gzip bytes').toBeLessThanOrEqual(htmlLimit)
    expect(total, 'the document and every file it must load, bytes as sent').toBeLessThanOrEqual(totalLimit)
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
