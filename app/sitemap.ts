import type { MetadataRoute } from 'next'
import { absoluteUrl } from '@/lib/seo/metadata'
import { sitemapPages } from '@/lib/seo/sitemap'

export default function sitemap(): MetadataRoute.Sitemap {
  return sitemapPages().map(({ path, lastModified }) => ({
    url: absoluteUrl(path),
    lastModified,
    changeFrequency: 'monthly',
    priority: path === '/' ? 1 : 0.7,
  }))
}
