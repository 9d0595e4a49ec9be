import { privacyDocument } from '@/content/legal/privacy'
import { termsDocument } from '@/content/legal/terms'
import { contentUpdatedOn } from '@/content/page-dates'
import { productSlugs } from '@/content/products'
import { englishVariantPaths, languageVariantPath } from '@/lib/language-variants'
import { productPath, routes, type RouteKey } from '@/lib/routes'

export interface SitemapPage {
  path: string
  /** ISO date (YYYY-MM-DD) of the last change to what the page shows. */
  lastModified: string
}

const updatedOn: Record<RouteKey, string> = { ...contentUpdatedOn, privacy: privacyDocument.updatedOn, terms: termsDocument.updatedOn }

/** Every page a crawler should know: the registry's pages, one per product, and each English variant. */
export function sitemapPages(): SitemapPage[] {
  const pages = (Object.entries(routes) as [RouteKey, { path: string }][]).map(([key, route]) => ({ path: route.path, lastModified: updatedOn[key] }))
  const products = productSlugs.map((slug) => ({ path: productPath(slug), lastModified: contentUpdatedOn.product }))
  const variants = pages.filter((page) => englishVariantPaths.includes(page.path)).map((page) => ({ ...page, path: languageVariantPath(page.path, 'en') }))
  return [...pages, ...products, ...variants]
}
