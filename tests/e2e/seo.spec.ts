import { expect, test } from './playwright'
import { agency } from '@/content/agency'
import { shareCardPath } from '@/lib/seo/metadata'
import { allPageEntries } from '@/lib/seo/page-entries'
import { routes } from '@/lib/routes'
import { sitemapPages } from '@/lib/seo/sitemap'
import { allPaths } from './support'

/** Width and height of a PNG: the big-endian integers at bytes 16 and 20 of its IHDR chunk. */
const pngSize = (png: Buffer) => ({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) })

/** What a crawler sees: the raw HTML, no JavaScript run. */
test.describe('every page ships its metadata in the server HTML', () => {
  for (const path of allPaths) {
    test(`metadata of ${path}`, async ({ request, baseURL }) => {
      const response = await request.get(path, { maxRedirects: 0 })
      expect(response.status()).toBe(200)
      const html = await response.text()
      const meta = (selector: string) => {
        const match =
          html.match(new RegExp(`<meta[^>]*${selector}[^>]*content="([^"]*)"`)) ??
          html.match(new RegExp(`<meta[^>]*content="([^"]*)"[^>]*${selector}`))
        return match?.[1]
      }
      const title = html.match(/<title>([^<]*)<\/title>/)?.[1] ?? ''
      expect(title).toContain(agency.name)
      expect(title.split(agency.name).length - 1, 'the agency name appears once').toBe(1)
      expect(html).toMatch(/<html[^>]*lang="it"/)
      expect(meta('name="description"')?.length).toBeGreaterThan(50)
      expect(meta('name="keywords"')).toBeTruthy()
      expect(meta('name="robots"')).toBe('index, follow')
      const canonical = html.match(/<link rel="canonical" href="([^"]*)"/)?.[1]
      expect(canonical).toBe(path === '/' ? baseURL : `${baseURL}${path}`)
      expect(meta('property="og:type"')).toBe('website')
      expect(meta('property="og:locale"')).toBe('it_IT')
      expect(meta('property="og:site_name"')).toBe(agency.name)
      expect(meta('property="og:url"')).toBe(canonical)
      expect(meta('property="og:image"')).toBe(`${baseURL}${shareCardPath(path)}`)
      expect(meta('property="og:image:alt"')).toBe(title)
      // The size the card is announced at is the size it is drawn at (the share-card test below).
      expect({ width: meta('property="og:image:width"'), height: meta('property="og:image:height"') }).toEqual({
        width: '1200',
        height: '630',
      })
      expect(meta('name="twitter:image:alt"')).toBe(title)
      expect(meta('name="twitter:site"')).toBe(agency.xHandle)
      expect(meta('name="twitter:card"')).toBe('summary_large_image')
      expect(html).toMatch(/<h1[^>]*>/)

      const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((match) =>
        JSON.parse(match[1]),
      )
      const organization = jsonLd.find((entry) => entry['@type'] === 'ProfessionalService')
      expect(organization?.address?.addressLocality).toBe('Roma')
      expect(organization?.email).toBe(agency.email)
      expect(organization?.sameAs).toContain(agency.social.linkedin.url)
      const breadcrumbs = jsonLd.find((entry) => entry['@type'] === 'BreadcrumbList')
      if (path === '/') expect(breadcrumbs).toBeUndefined()
      else expect(breadcrumbs.itemListElement.at(-1).item).toBe(canonical)
    })
  }
})

test('sitemap.xml lists every page and language variant, each with its content date, and robots.txt points to it', async ({
  request,
  baseURL,
}) => {
  const sitemap = await (await request.get('/sitemap.xml')).text()
  const listed = [...sitemap.matchAll(/<url>\s*<loc>([^<]*)<\/loc>\s*<lastmod>([^<]*)<\/lastmod>/g)].map(
    ([, loc, lastmod]) => {
      const url = new URL(loc.replaceAll('&amp;', '&'))
      return { path: url.pathname + url.search, lastmod }
    },
  )
  const expected = [...allPaths, `${routes.privacy.path}?lang=en`, `${routes.terms.path}?lang=en`]
  expect(listed.map((entry) => entry.path).sort()).toEqual(expected.sort())
  const dates = new Map(sitemapPages().map((page) => [page.path, page.lastModified]))
  for (const { path, lastmod } of listed) expect(lastmod, path).toMatch(new RegExp(`^${dates.get(path)}`))
  // The legal pages carry their documents' own dates, not the build's.
  expect(listed.find((entry) => entry.path === routes.terms.path)?.lastmod).toMatch(/^2025-05-01/)
  const robots = await (await request.get('/robots.txt')).text()
  expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`)
  expect(robots).toMatch(/Allow: \//)
})

test('every page has its own 1200×630 share card, a static PNG from our origin', async ({ request }) => {
  const seen = new Set<string>()
  for (const entry of allPageEntries()) {
    const response = await request.get(shareCardPath(entry.path))
    expect(response.status(), entry.path).toBe(200)
    expect(response.headers()['content-type']).toBe('image/png')
    // Prerendered at build time, not drawn per request.
    expect(response.headers()['x-nextjs-cache'] ?? 'HIT', entry.path).not.toBe('MISS')
    const png = await response.body()
    expect(pngSize(png), entry.path).toEqual({ width: 1200, height: 630 })
    seen.add(png.toString('base64'))
  }
  expect(seen.size, 'each card shows its own title').toBe(allPageEntries().length)
  expect((await request.get(agency.logo)).status()).toBe(200)
})

test('a file-like address the request layer lets through gets the Italian 404 in the site layout', async ({ page }) => {
  for (const path of ['/x.html', '/wp-login.php']) {
    const response = await page.goto(path)
    expect(response?.status(), path).toBe(404)
    await expect(page.locator('html')).toHaveAttribute('lang', 'it')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pagina non trovata')
    await expect(page.getByRole('navigation', { name: 'Principale' })).toBeVisible()
    const suggestions = page.getByRole('navigation', { name: 'Pagine principali' })
    await expect(suggestions.getByRole('link', { name: routes.contact.label })).toHaveAttribute(
      'href',
      routes.contact.path,
    )
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex')
  }
})

test('an unknown /api address answers a JSON 404', async ({ request }) => {
  for (const method of ['get', 'post'] as const) {
    const response = await request[method]('/api/does-not-exist')
    expect(response.status()).toBe(404)
    expect(response.headers()['content-type']).toContain('application/json')
    expect(await response.json()).toEqual({ error: 'Not found' })
  }
})

test("the page's h1 is the first heading of the document, with the cookie banner open", async ({ page }) => {
  await page.goto(routes.contact.path)
  await expect(page.getByRole('region', { name: 'Rispettiamo la tua privacy' })).toBeVisible()
  expect(await page.evaluate(() => document.querySelector('h1, h2, h3, h4, h5, h6')?.tagName)).toBe('H1')
})

test('the icons and the manifest: favicon.ico, a 180×180 apple icon, a manifest with name, colours and icons', async ({
  request,
}) => {
  const html = await (await request.get('/')).text()
  expect(html).toMatch(/<link rel="icon" href="\/favicon\.ico[^"]*"[^>]*type="image\/x-icon"/)
  expect(html).toMatch(/<link rel="apple-touch-icon" href="\/apple-icon\.png[^"]*"[^>]*sizes="180x180"/)
  expect(html).toMatch(/<link rel="manifest" href="\/manifest\.webmanifest"/)
  const favicon = await (await request.get('/favicon.ico')).body()
  expect([...favicon.subarray(0, 4)], 'an ICO header').toEqual([0, 0, 1, 0])
  expect(pngSize(await (await request.get('/apple-icon.png')).body())).toEqual({ width: 180, height: 180 })
  const manifest = await (await request.get('/manifest.webmanifest')).json()
  expect(manifest).toMatchObject({
    short_name: agency.name,
    theme_color: expect.stringMatching(/^#/),
    background_color: expect.stringMatching(/^#/),
  })
  for (const icon of manifest.icons) expect((await request.get(icon.src)).status(), icon.src).toBe(200)
})
