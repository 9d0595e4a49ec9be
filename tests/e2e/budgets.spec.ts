import { gzipSync } from 'node:zlib'
import { expect, test } from '@playwright/test'
import { routes } from '@/lib/routes'
import { allPaths } from './support'

const KB = 1024
/** First-visit budgets in compressed bytes (issue: performance budgets). */
const interactivePages: string[] = [routes.contact.path, routes.chatbots.path, routes.aiAgents.path]
const jsBudget = (path: string) => (interactivePages.includes(path) ? 175 : 150) * KB
const cssBudget = 20 * KB

for (const path of allPaths) {
  test(`${path} stays within its JavaScript and CSS budgets`, async ({ page }) => {
    // The page's own bytes: Next's prefetches of other pages (for the next click) are left out and reported apart in docs.
    await page.route('**/*', (route) => (route.request().headers()['next-router-prefetch'] ? route.abort() : route.fallback()))
    const bytes = { script: 0, stylesheet: 0 }
    const pending: Promise<void>[] = []
    page.on('requestfinished', (request) => {
      const type = request.resourceType()
      if (type !== 'script' && type !== 'stylesheet') return
      pending.push(request.sizes().then((sizes) => void (bytes[type] += sizes.responseBodySize)))
    })
    await page.goto(path, { waitUntil: 'networkidle' })
    await Promise.all(pending)
    // CSS inlined in the HTML (<style> tags) counts too, at its gzip size.
    const inlineCss = await page.evaluate(() => [...document.querySelectorAll('style')].map((style) => style.textContent ?? '').join(''))
    bytes.stylesheet += gzipSync(inlineCss).length
    test.info().annotations.push({ type: 'bytes', description: `${path} js=${bytes.script} css=${bytes.stylesheet}` })
    console.log(`[budget] ${path} js=${(bytes.script / KB).toFixed(1)}KB css=${(bytes.stylesheet / KB).toFixed(1)}KB`)
    expect(bytes.script, 'compressed JavaScript bytes').toBeLessThanOrEqual(jsBudget(path))
    expect(bytes.stylesheet, 'compressed CSS bytes').toBeLessThanOrEqual(cssBudget)
  })
}
