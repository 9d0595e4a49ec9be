import type { Metadata } from 'next'
import { agency } from '@/content/agency'
import { pageMeta, type PageMetaEntry } from '@/content/page-meta'
import type { Product } from '@/content/products'
import { publicSettings } from '@/lib/environment'
import { productPath } from '@/lib/routes'

const site = publicSettings(process.env)

/** The share cards: one 1200×630 PNG per page, drawn at build time (app/og/[image]/route.tsx). */
export const shareCard = { width: 1200, height: 630 } as const

/** '/' → '/og/home.png', '/products/x' → '/og/products-x.png', '/PrivacyPolicy?lang=en' → '/og/PrivacyPolicy-lang-en.png'. */
export function shareCardPath(pagePath: string): string {
  const name = pagePath === '/' ? 'home' : pagePath.slice(1).replace(/[^A-Za-z0-9]+/g, '-')
  return `/og/${name}.png`
}

export function absoluteUrl(path: string): string {
  return path === '/' ? site.siteUrl : `${site.siteUrl}${path}`
}

/** A product page's metadata entry, from the product itself. */
export function productMetaEntry(product: Product): PageMetaEntry {
  return {
    title: product.name,
    description: product.description,
    keywords: product.tags,
    path: productPath(product.slug),
  }
}

/** A page's Metadata from its own entry in content/page-meta.ts. */
export const pageMetadata = (page: keyof typeof pageMeta) => buildMetadata(pageMeta[page])

/** 'Chatbot AI' → 'Chatbot AI | Orbita Lab'; a title that already names the agency stays as it is. */
export function pageTitle(title: string): string {
  return title.toLowerCase().includes(agency.name.toLowerCase()) ? title : `${title} | ${agency.name}`
}

/**
 * Builds a page's Metadata from its content entry: one shape for every page. A page published
 * in several languages passes `languages`, hreflang → path of each version (e.g.
 * { it: '/privacy', en: '/privacy?lang=en' }): they become <link rel="alternate" hreflang>,
 * while the canonical stays the entry's own path. This option is the one way hreflang is set.
 */
export function buildMetadata(
  entry: PageMetaEntry,
  { languages }: { languages?: Readonly<Record<string, string>> } = {},
): Metadata {
  const title = pageTitle(entry.title)
  const url = absoluteUrl(entry.path)
  const alternates: Metadata['alternates'] = { canonical: url }
  const image = { url: absoluteUrl(shareCardPath(entry.path)), alt: title }
  if (languages)
    alternates.languages = Object.fromEntries(
      Object.entries(languages).map(([lang, path]) => [lang, absoluteUrl(path)]),
    )
  return {
    title: { absolute: title },
    description: entry.description,
    keywords: [...entry.keywords],
    alternates,
    openGraph: {
      type: 'website',
      locale: entry.lang === 'en' ? 'en_GB' : 'it_IT',
      siteName: agency.name,
      url,
      title,
      description: entry.description,
      images: [{ url: image.url, width: shareCard.width, height: shareCard.height, alt: image.alt }],
    },
    twitter: {
      card: 'summary_large_image',
      site: agency.xHandle,
      title,
      description: entry.description,
      images: [image],
    },
    robots: { index: true, follow: true },
    other: { 'content-language': entry.lang ?? 'it' },
  }
}
