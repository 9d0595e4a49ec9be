import type { MetadataRoute } from 'next'
import { absoluteUrl } from '@/lib/metadata'
import { pagePaths } from '@/lib/routes'

export default function sitemap(): MetadataRoute.Sitemap {
  return pagePaths().map((path) => ({
    url: absoluteUrl(path),
    changeFrequency: 'monthly',
    priority: path === '/' ? 1 : 0.7,
  }))
}
