import { expect, test } from './playwright'

const cases: [from: string, to: string, status: number][] = [
  ['/services/software-pmi', '/software-pmi', 308],
  ['/services/ai-agents', '/ai-agents', 308],
  ['/services/chatbots', '/chatbots', 308],
  ['/services/growth-plans', '/growth-plans', 308],
  ['/services/developers', '/developers', 308],
  ['/services/community', '/community', 308],
  ['/services/assistenti-ai-locale', '/assistenti-ai-locale', 308],
  ['/services', '/software-pmi', 308],
  ['/una-pagina-che-non-esiste', '/', 307],
  ['/chatbots/qualcosa', '/', 307],
  ['/products/prodotto-inesistente', '/products', 307],
]

for (const [from, to, status] of cases) {
  test(`${from} redirects to ${to} with ${status}`, async ({ request }) => {
    const response = await request.get(`${from}?utm_source=newsletter`, { maxRedirects: 0 })
    expect(response.status()).toBe(status)
    const location = new URL(response.headers().location, 'http://x')
    expect(location.pathname).toBe(to)
    expect(location.search, 'the query string survives').toBe('?utm_source=newsletter')
  })
}

test('framework files, the API, metadata routes and static assets pass untouched', async ({ request }) => {
  for (const path of [
    '/robots.txt',
    '/sitemap.xml',
    '/icon.svg',
    '/logo.svg',
    '/og/home.png',
    '/favicon.ico',
    '/apple-icon.png',
    '/manifest.webmanifest',
  ]) {
    const response = await request.get(path, { maxRedirects: 0 })
    expect(response.status(), path).toBe(200)
  }
  const missingAsset = await request.get('/immagine-mancante.png', { maxRedirects: 0 })
  expect(missingAsset.status(), 'a missing file is a 404, not a redirect').toBe(404)
})

test('a visitor following an old link lands on the page', async ({ page }) => {
  await page.goto('/services/chatbots')
  await expect(page).toHaveURL(/\/chatbots$/)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
})
