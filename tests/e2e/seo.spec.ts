import { expect, test } from '@playwright/test'
import { agency } from '@/content/agency'
import { allPaths } from './support'

/** What a crawler sees: the raw HTML, no JavaScript run. */
test.describe('every page ships its metadata in the server HTML', () => {
  for (const path of allPaths) {
    test(`metadata of ${path}`, async ({ request, baseURL }) => {
      const response = await request.get(path, { maxRedirects: 0 })
      expect(response.status()).toBe(200)
      const html = await response.text()
      const meta = (selector: string) => {
        const match = html.match(new RegExp(`<meta[^>]*${selector}[^>]*content="([^"]*)"`)) ?? html.match(new RegExp(`<meta[^>]*content="([^"]*)"[^>]*${selector}`))
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
      expect(meta('property="og:image"')).toMatch(/^http.*\/og-image\.png$/)
      expect(meta('name="twitter:card"')).toBe('summary_large_image')
      expect(html).toMatch(/<h1[^>]*>/)

      const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((match) => JSON.parse(match[1]))
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

test('sitemap.xml lists every page and robots.txt points to it', async ({ request, baseURL }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text()
  const listed = [...sitemap.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => new URL(match[1]).pathname)
  expect(listed.sort()).toEqual([...allPaths].sort())
  const robots = await (await request.get('/robots.txt')).text()
  expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`)
  expect(robots).toMatch(/Allow: \//)
})

test('the share image and the logo are served from our own origin', async ({ request }) => {
  for (const asset of ['/og-image.png', agency.logo]) {
    const response = await request.get(asset)
    expect(response.status(), asset).toBe(200)
  }
})
