import { gzipSync } from 'node:zlib'
import { expect, test, type APIRequestContext, type Page } from './playwright'
import { routes } from '@/lib/routes'
import { allPaths } from './support'

const KB = 1024
/** The pages with an interactive island (components/islands): its code may add up to 25 KB to a first visit. */
const interactivePages: string[] = [
  routes.contact.path,
  routes.chatbots.path,
  routes.aiAgents.path,
  routes.products.path,
  routes.community.path,
  routes.localAi.path,
]
/** First-visit JavaScript in compressed bytes. */
const jsBudget = (path: string) => (interactivePages.includes(path) ? 175 : 150) * KB
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

/** The document, gzip: the stylesheet is inlined in it, so a first paint waits for no other file. */
const htmlGzipBudget = 34 * KB
/** The document with every file it must load, in the bytes the server sends. */
const totalBudget = 220 * KB
const pagesWithVariants = [...allPaths, `${routes.privacy.path}?lang=en`]

/**
 * The legal pages carry their whole text twice, in the HTML and in React's flight data (a truthful policy cannot
 * be shorter): each has its own ceiling, today's figure plus a little, so that it cannot grow.
 */
const legalHtmlCeilings: Record<string, number> = {
  [routes.privacy.path]: 54 * KB,
  [`${routes.privacy.path}?lang=en`]: 52 * KB,
  [routes.terms.path]: 45.5 * KB,
}

for (const path of pagesWithVariants) {
  const htmlLimit = legalHtmlCeilings[path] ?? htmlGzipBudget
  test(`${path} stays within its budgets: JavaScript, CSS, HTML ≤ ${htmlLimit / KB} KB gzip, ≤ ${totalBudget / KB} KB in all`, async ({
    page,
    request,
  }) => {
    const { html, htmlGzip, script, stylesheet, filesBytes, files } = await pageWeight(page, request, path)
    const total = htmlGzip + filesBytes
    test.info().annotations.push({ type: 'bytes', description: `${path} js=${script} css=${stylesheet}` })
    console.log(
      `[budget] ${path} js=${script} B (${(script / KB).toFixed(2)} KB) css=${stylesheet} B ` +
        `html=${htmlGzip} B gzip (${(htmlGzip / KB).toFixed(2)} KB; ${html.length} B raw) total=${total} B in ${files.length + 1} files`,
    )
    // A failure names what the page loads, to tell a heavier bundle from a chunk that should have waited.
    const scripts = files
      .filter((file) => file.kind === 'script')
      .map((file) => `${new URL(file.url).pathname} ${file.bytes}`)
    expect(script, `compressed JavaScript bytes of ${scripts.join(', ')}`).toBeLessThanOrEqual(jsBudget(path))
    expect(stylesheet, 'compressed CSS bytes').toBeLessThanOrEqual(cssBudget)
    expect(htmlGzip, 'HTML document, gzip bytes').toBeLessThanOrEqual(htmlLimit)
    expect(total, 'the document and every file it must load, bytes as sent').toBeLessThanOrEqual(totalBudget)
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
