import type { Metadata } from 'next'
import { agency } from '@/content/agency'
import type { PageMetaEntry } from '@/content/page-meta'
import type { Product } from '@/content/products'
import { env } from '@/lib/env'
import { productPath } from '@/lib/routes'

/** The share card, a static 1200×630 image in public/. */
export const ogImage = { path: '/og-image.png', width: 1200, height: 630 } as const

export function absoluteUrl(path: string): string {
  return path === '/' ? env.siteUrl : `${env.siteUrl}${path}`
}

/** A product page's metadata entry, from the product itself. */
export function productMetaEntry(product: Product): PageMetaEntry {
  return { title: product.name, description: product.description, keywords: product.tags, path: productPath(product.slug) }
}

/** 'Chatbot AI' → 'Chatbot AI | Orbita Lab'; a title that already names the agency stays as it is. */
export function pageTitle(title: string): string {
  return title.toLowerCase().includes(agency.name.toLowerCase()) ? title : `${title} | ${agency.name}`
}

/**
 * Builds a page's Metadata from its content entry: one shape for every page. A page published
 * in several languages passes `languages`, hreflang → path of each version (e.g.
 * { it: '/privacy', en: '/privacy?lang=en' }): they become <link rel="alternate" hreflang>,
 * while the canonical stays the entry's own path.
 */
export function buildMetadata(entry: PageMetaEntry, extra: Partial<Metadata> = {}, languages?: Readonly<Record<string, string>>): Metadata {
  const title = pageTitle(entry.title)
  const url = absoluteUrl(entry.path)
  const alternates: Metadata['alternates'] = { canonical: url }
  if (languages) alternates.languages = Object.fromEntries(Object.entries(languages).map(([lang, path]) => [lang, absoluteUrl(path)]))
  return {
    title: { absolute: title },
    description: entry.description,
    keywords: [...entry.keywords],
    alternates,
    openGraph: {
      type: 'website',
      locale: 'it_IT',
      siteName: agency.name,
      url,
      title,
      description: entry.description,
      images: [{ url: absoluteUrl(ogImage.path), width: ogImage.width, height: ogImage.height, alt: agency.tagline }],
    },
    twitter: { card: 'summary_large_image', title, description: entry.description, images: [absoluteUrl(ogImage.path)] },
    robots: { index: true, follow: true },
    other: { 'content-language': 'it' },
    ...extra,
  }
}
