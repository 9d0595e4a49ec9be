import { expect, test } from '@playwright/test'
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
    expect(headers['strict-transport-security'], asset).toMatch(/max-age=\d+/)
    // Browsers read these only on documents; on every chunk they would cost about 1.3 KB each.
    expect(headers['content-security-policy'], asset).toBeUndefined()
    expect(headers['permissions-policy'], asset).toBeUndefined()
  }
})
