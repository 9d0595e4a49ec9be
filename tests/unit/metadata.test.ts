/** @jest-environment node */
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals'
import type { Metadata } from 'next'
import { agency } from '@/content/agency'
import { localAiLocale, localAiMeta, pageMeta, type PageMetaEntry } from '@/content/page-meta'
import { pagePaths } from '@/lib/seo/page-paths'
import { routes } from '@/lib/routes'

// lib/metadata reads the site URL from lib/env, which reads NEXT_PUBLIC_SITE_URL
// once at import time: each test loads a fresh copy under a known environment.
let savedSiteUrl: string | undefined

beforeEach(() => {
  savedSiteUrl = process.env.NEXT_PUBLIC_SITE_URL
  delete process.env.NEXT_PUBLIC_SITE_URL
})

afterEach(() => {
  if (savedSiteUrl === undefined) delete process.env.NEXT_PUBLIC_SITE_URL
  else process.env.NEXT_PUBLIC_SITE_URL = savedSiteUrl
  jest.resetModules()
})

async function loadMetadata(siteUrl?: string) {
  if (siteUrl !== undefined) process.env.NEXT_PUBLIC_SITE_URL = siteUrl
  jest.resetModules()
  return import('@/lib/seo/metadata')
}

interface OpenGraphView {
  type?: string
  locale?: string
  siteName?: string
  url?: string
  title?: string
  description?: string
  images?: { url: string; width?: number; height?: number; alt?: string }[]
}

interface TwitterView {
  card?: string
  title?: string
  description?: string
  images?: { url: string; alt?: string }[]
  site?: string
}

function views(metadata: Metadata) {
  return {
    og: metadata.openGraph as OpenGraphView,
    twitter: metadata.twitter as TwitterView,
  }
}

const defaultSite = 'https://www.orbitalab.it'

/**
 * The home URL may be written with or without its final slash (the two are the same
 * URL to a crawler): compare it parsed, and check it is absolute with no '//' in its path.
 */
function expectSiteRoot(url: unknown, origin: string) {
  expect(typeof url).toBe('string')
  const text = String(url)
  expect(new URL(text).href).toBe(`${origin}/`)
  expect(text.slice(text.indexOf('://') + 3)).not.toContain('//')
}
const entries = Object.entries(pageMeta) as [string, PageMetaEntry][]

describe('pageTitle', () => {
  it('appends the agency name to a plain title', async () => {
    const { pageTitle } = await loadMetadata()
    expect(pageTitle('Chatbot AI')).toBe('Chatbot AI | Orbita Lab')
  })

  it('leaves a title that already names the agency as it is, whatever its case', async () => {
    const { pageTitle } = await loadMetadata()
    expect(pageTitle('Orbita Lab – Software su misura')).toBe('Orbita Lab – Software su misura')
    expect(pageTitle('Chi è ORBITA LAB')).toBe('Chi è ORBITA LAB')
    expect(pageTitle('benvenuti da orbita lab')).toBe('benvenuti da orbita lab')
  })

  it('names the agency exactly once in every page title', async () => {
    const { pageTitle } = await loadMetadata()
    for (const [, entry] of entries) {
      const title = pageTitle(entry.title)
      expect(title.toLowerCase().split(agency.name.toLowerCase())).toHaveLength(2)
    }
  })
})

describe('absoluteUrl and shareCardPath', () => {
  it('builds absolute URLs on the default site, the home page included', async () => {
    const { absoluteUrl } = await loadMetadata()
    expectSiteRoot(absoluteUrl('/'), defaultSite)
    expect(absoluteUrl('/chatbots')).toBe(`${defaultSite}/chatbots`)
  })

  it('uses a custom NEXT_PUBLIC_SITE_URL and trims its trailing slash', async () => {
    const { absoluteUrl } = await loadMetadata('https://staging.example.com/')
    expectSiteRoot(absoluteUrl('/'), 'https://staging.example.com')
    expect(absoluteUrl('/contact')).toBe('https://staging.example.com/contact')
  })

  it('gives every page its own share card address', async () => {
    const { shareCardPath } = await loadMetadata()
    expect(shareCardPath('/')).toBe('/og/home.png')
    expect(shareCardPath('/products/ai-stock-manager')).toBe('/og/products-ai-stock-manager.png')
    expect(shareCardPath('/PrivacyPolicy?lang=en')).toBe('/og/PrivacyPolicy-lang-en.png')
    const { allPageEntries } = await import('@/lib/seo/page-entries')
    const paths = allPageEntries().map((entry) => shareCardPath(entry.path))
    expect(new Set(paths).size).toBe(paths.length)
  })
})

describe('buildMetadata', () => {
  it('gives a page its absolute title, description, keywords and absolute canonical', async () => {
    const { buildMetadata } = await loadMetadata()
    const metadata = buildMetadata(pageMeta.chatbots)
    expect(metadata.title).toEqual({ absolute: 'Chatbot AI per assistenza e vendite | Orbita Lab' })
    expect(metadata.description).toBe(pageMeta.chatbots.description)
    expect(metadata.keywords).toEqual([...pageMeta.chatbots.keywords])
    expect(metadata.alternates?.canonical).toBe(`${defaultSite}/chatbots`)
  })

  it('does not append the agency name twice on the home page, whose canonical is the site root', async () => {
    const { buildMetadata } = await loadMetadata()
    const metadata = buildMetadata(pageMeta.home)
    expect(metadata.title).toEqual({ absolute: pageMeta.home.title })
    expectSiteRoot(metadata.alternates?.canonical, defaultSite)
    expectSiteRoot(views(metadata).og.url, defaultSite)
  })

  it('fills Open Graph for an Italian website share card with an absolute image', async () => {
    const { buildMetadata } = await loadMetadata()
    const { og } = views(buildMetadata(pageMeta.growthPlans))
    expect(og).toMatchObject({
      type: 'website',
      locale: 'it_IT',
      siteName: 'Orbita Lab',
      url: `${defaultSite}/growth-plans`,
      title: 'Piani di Crescita: marketing e software per PMI | Orbita Lab',
      description: pageMeta.growthPlans.description,
    })
    expect(og.images).toEqual([
      expect.objectContaining({
        url: `${defaultSite}/og/growth-plans.png`,
        alt: 'Piani di Crescita: marketing e software per PMI | Orbita Lab',
      }),
    ])
  })

  it("asks for a large Twitter card with the same title, description, absolute image with alt text, and the agency's account", async () => {
    const { buildMetadata } = await loadMetadata()
    const { twitter } = views(buildMetadata(pageMeta.developers))
    expect(twitter).toEqual({
      card: 'summary_large_image',
      site: agency.xHandle,
      title: 'Team di sviluppo dedicato per la tua azienda | Orbita Lab',
      description: pageMeta.developers.description,
      images: [
        { url: `${defaultSite}/og/developers.png`, alt: 'Team di sviluppo dedicato per la tua azienda | Orbita Lab' },
      ],
    })
  })

  it('lets every page be indexed and followed, in Italian', async () => {
    const { buildMetadata } = await loadMetadata()
    for (const [, entry] of entries) {
      const metadata = buildMetadata(entry)
      expect(metadata.robots).toEqual({ index: true, follow: true })
      expect(metadata.other).toEqual({ 'content-language': 'it' })
    }
  })

  it('builds canonical, og:url and images on a custom site URL without a double slash', async () => {
    const { buildMetadata } = await loadMetadata('https://staging.example.com/')
    const metadata = buildMetadata(pageMeta.aiAgents)
    const { og, twitter } = views(metadata)
    expect(metadata.alternates?.canonical).toBe('https://staging.example.com/ai-agents')
    expect(og.url).toBe('https://staging.example.com/ai-agents')
    expect(og.images?.[0]?.url).toBe('https://staging.example.com/og/ai-agents.png')
    expect(twitter.images?.[0]?.url).toBe('https://staging.example.com/og/ai-agents.png')
    expectSiteRoot(buildMetadata(pageMeta.home).alternates?.canonical, 'https://staging.example.com')
  })

  it('gives every page a distinct absolute canonical', async () => {
    const { buildMetadata } = await loadMetadata()
    const canonicals = entries
      .map(([, e]) => e)
      .map((entry) => new URL(String(buildMetadata(entry).alternates?.canonical)))
    for (const canonical of canonicals) expect(canonical.origin).toBe(defaultSite)
    expect(new Set(canonicals.map((url) => url.href)).size).toBe(canonicals.length)
  })
})

describe('content/page-meta', () => {
  const registryPaths = Object.values(routes).map((route) => route.path)

  it.each(entries)('%s has a title, a description, keywords and a registered path', (_key, entry) => {
    expect(entry.title.trim()).not.toBe('')
    expect(entry.description.trim()).not.toBe('')
    expect(entry.keywords.length).toBeGreaterThan(0)
    for (const keyword of entry.keywords) expect(keyword.trim()).not.toBe('')
    expect(registryPaths).toContain(entry.path)
    expect(pagePaths()).toContain(entry.path)
  })

  it('has the growthPlans and developers entries on their own pages', () => {
    expect(pageMeta.growthPlans.path).toBe('/growth-plans')
    expect(pageMeta.developers.path).toBe('/developers')
  })

  it('covers every static page of the registry', () => {
    const described = new Set(entries.map(([, entry]) => entry.path))
    for (const path of registryPaths) expect(described).toContain(path)
  })

  it('gives every page its own title and description', () => {
    const all = entries.map(([, e]) => e)
    expect(new Set(all.map((e) => e.title)).size).toBe(all.length)
    expect(new Set(all.map((e) => e.description)).size).toBe(all.length)
  })
})

describe('content/page-meta: the local AI entry, from its locale object with defaults', () => {
  it('returns the Italian entry on the local AI page by default', () => {
    const meta = localAiMeta()
    expect(meta).toEqual({
      title: 'Assistenti AI in locale, privati e senza cloud',
      description: localAiLocale.it.meta.description,
      keywords: localAiLocale.it.meta.keywords,
      path: '/assistenti-ai-locale',
    })
    expect(meta.description.trim()).not.toBe('')
    expect(meta.keywords.length).toBeGreaterThan(0)
    expect(localAiMeta('it')).toEqual(meta)
    expect(pageMeta.localAi).toEqual(meta)
  })

  it('falls back to the defaults for an unknown locale, still on the local AI page', () => {
    const meta = localAiMeta('xx')
    expect(meta.title).toBe('Assistenti AI in Locale')
    expect(meta.description.trim()).not.toBe('')
    expect(meta.keywords.length).toBeGreaterThan(0)
    expect(meta.path).toBe(routes.localAi.path)
  })

  it('gets the agency name appended to its title', async () => {
    const { buildMetadata } = await loadMetadata()
    expect(buildMetadata(pageMeta.localAi).title).toEqual({
      absolute: 'Assistenti AI in locale, privati e senza cloud | Orbita Lab',
    })
    expect(buildMetadata(pageMeta.localAi).alternates?.canonical).toBe(`${defaultSite}/assistenti-ai-locale`)
  })
})

describe("every page's title and description, as search results show them", () => {
  /** Every metadata entry the site renders: static pages, the local AI page, products, English variants. */
  async function allEntries(): Promise<PageMetaEntry[]> {
    await loadMetadata()
    return (await import('@/lib/seo/page-entries')).allPageEntries()
  }

  it('keeps each title within 60 characters and each description within 160, suffix included', async () => {
    const { pageTitle } = await loadMetadata()
    const tooLong = (await allEntries()).flatMap((entry) => [
      ...(pageTitle(entry.title).length > 60 ? [`${entry.path} title: ${pageTitle(entry.title).length}`] : []),
      ...(entry.description.length > 160 ? [`${entry.path} description: ${entry.description.length}`] : []),
    ])
    expect(tooLong).toEqual([])
  })

  it('never gives two pages the same title or the same description', async () => {
    const all = await allEntries()
    expect(new Set(all.map((entry) => entry.title)).size).toBe(all.length)
    expect(new Set(all.map((entry) => entry.description)).size).toBe(all.length)
  })
})
