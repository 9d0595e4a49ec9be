import { privacyDocument } from '@/content/legal/privacy'
import { termsDocument } from '@/content/legal/terms'
import { contentUpdatedOn } from '@/content/page-dates'
import { englishVariantPaths, languageVariantPath } from '@/lib/legal/language-variants'
import { pagePaths } from '@/lib/seo/page-paths'
import { routes, type RouteKey } from '@/lib/routes'

export interface SitemapPage {
  path: string
  /** ISO date (YYYY-MM-DD) of the last change to what the page shows. */
  lastModified: string
}

const updatedOn: Record<RouteKey, string> = {
  ...contentUpdatedOn,
  privacy: privacyDocument.updatedOn,
  terms: termsDocument.updatedOn,
}

const registryDates = new Map(
  (Object.entries(routes) as [RouteKey, { path: string }][]).map(([key, route]) => [route.path, updatedOn[key]]),
)

/** Every page a crawler should know: the registry's pages, one per product, and each English variant. */
export function sitemapPages(): SitemapPage[] {
  // A path outside the registry is a product page.
  const pages = pagePaths().map((path) => ({ path, lastModified: registryDates.get(path) ?? contentUpdatedOn.product }))
  const variants = pages
    .filter((page) => englishVariantPaths.includes(page.path))
    .map((page) => ({ ...page, path: languageVariantPath(page.path, 'en') }))
  return [...pages, ...variants]
}
