import { createHash } from 'node:crypto'
import { expect, test } from './playwright'
import { allPaths } from './support'

test('every route sends the security headers and no framework banner', async ({ request }) => {
  for (const path of [...allPaths, '/robots.txt', '/sitemap.xml']) {
    const response = await request.get(path, { maxRedirects: 0 })
    const headers = response.headers()
    const csp = headers['content-security-policy'] ?? ''
    expect(csp, path).toContain("default-src 'self'")
    expect(csp, path).toContain("object-src 'none'")
    expect(csp, path).toContain("base-uri 'self'")
    expect(csp, path).toContain("form-action 'self'")
    expect(csp, path).toContain("frame-ancestors 'none'")
    expect(csp, path).not.toContain('unsafe-eval')
    expect(headers['strict-transport-security'], path).toMatch(/max-age=\d+/)
    expect(headers['x-content-type-options'], path).toBe('nosniff')
    expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin')
    expect(headers['permissions-policy'], path).toMatch(/camera=\(\).*microphone=\(\).*geolocation=\(\)/)
    // Older browsers ignore frame-ancestors: they need X-Frame-Options to refuse framing.
    expect(headers['x-frame-options'], path).toBe('DENY')
    expect(headers['cross-origin-opener-policy'], path).toBe('same-origin')
    expect(headers['x-powered-by'], path).toBeUndefined()
  }
})

test('scripts and stylesheets carry the headers that protect them, and not the document-only ones', async ({
  request,
}) => {
  const html = await (await request.get('/')).text()
  const assets = [...new Set(html.match(/\/_next\/static\/chunks\/[\w.-]+\.(?:js|css)/g))]
  expect(assets.some((asset) => asset.endsWith('.css')) && assets.some((asset) => asset.endsWith('.js'))).toBe(true)
  for (const asset of assets) {
    const headers = (await request.get(asset)).headers()
    expect(headers['x-content-type-options'], asset).toBe('nosniff')
    expect(headers['cross-origin-resource-policy'], asset).toBe('same-origin')
    // Browsers read these only on documents (HSTS binds the host from the document): on every chunk they would cost about 1.5 KB each.
    expect(headers['strict-transport-security'], asset).toBeUndefined()
    expect(headers['content-security-policy'], asset).toBeUndefined()
    expect(headers['permissions-policy'], asset).toBeUndefined()
  }
})

/** The script-src sources of a policy. */
const scriptSources = (policy: string) =>
  policy
    .split(';')
    .map((directive) => directive.trim().split(/\s+/))
    .find(([name]) => name === 'script-src')
    ?.slice(1) ?? []

test("every page's policy runs its own inline scripts by their hashes, and no answer allows 'unsafe-inline' scripts", async ({
  request,
}) => {
  const answers = [...allPaths, '/PrivacyPolicy?lang=en', '/TerminiCondizioni?lang=en', '/api/health', '/no-such-page']
  for (const path of answers) {
    const response = await request.get(path, { maxRedirects: 0 })
    const sources = scriptSources(response.headers()['content-security-policy'] ?? '')
    expect(sources, path).toContain("'self'")
    expect(sources, path).not.toContain("'unsafe-inline'")
    if (!(response.headers()['content-type'] ?? '').startsWith('text/html')) continue
    // Each inline script the browser would run, hashed as it sees it: its policy must name it.
    const html = await response.text()
    const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*application\/ld\+json)[^>]*>([\s\S]*?)<\/script>/g)]
    expect(inline.length, path).toBeGreaterThan(0)
    for (const [, body] of inline) {
      const hash = `'sha256-${createHash('sha256').update(body).digest('base64')}'`
      expect(sources, `${path}: ${body.slice(0, 60)}`).toContain(hash)
    }
  }
})

test('an inline script changed after the build is refused: the policy names what was built, not any script', async ({
  page,
  cspViolations,
}) => {
  // The page as built, its headers untouched, with one statement slipped into its first inline script.
  await page.route('/', async (route) => {
    const response = await route.fetch()
    const headers = Object.fromEntries(
      Object.entries(response.headers()).filter(([name]) => !['content-encoding', 'content-length'].includes(name)),
    )
    const body = (await response.text()).replace('<script>', '<script>document.documentElement.dataset.injected="ran";')
    await route.fulfill({ status: response.status(), headers, body })
  })
  await page.goto('/')
  await expect.poll(() => cspViolations.length).toBeGreaterThan(0)
  expect(cspViolations[0]).toContain('script-src-elem blocked inline')
  await expect(page.locator('html')).not.toHaveAttribute('data-injected', 'ran')
  // The one violation this test causes on purpose.
  cspViolations.length = 0
})
