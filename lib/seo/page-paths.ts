/**
 * Every concrete page path: the registry's pages plus one per product. Kept apart from
 * lib/routes.ts so the catalogue stays out of the navbar's module graph: only the sitemap,
 * the request layer (lib/request/redirects.ts) and the tests read it.
 */
import { productSlugs } from '@/content/products'
import { productPath, routes } from '@/lib/routes'

export function pagePaths(): string[] {
  return [...Object.values(routes).map((route) => route.path), ...productSlugs.map(productPath)]
}
