import type { MetadataRoute } from 'next'
import { absoluteUrl } from '@/lib/metadata'
import { sitemapPages } from '@/lib/sitemap'

export default function sitemap(): MetadataRoute.Sitemap {
  return sitemapPages().map(({ path, lastModified }) => ({
    url: absoluteUrl(path),
    lastModified,
    changeFrequency: 'monthly',
    priority: path === '/' ? 1 : 0.7,
  }))
}
