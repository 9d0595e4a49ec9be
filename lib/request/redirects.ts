import { productSlugs } from '@/content/products'
import { pagePaths } from '@/lib/seo/page-paths'
import { legacyPaths, productPath, routes, servicesPrefixedPaths } from '@/lib/routes'

export interface RedirectDecision {
  destination: string
  /** 308 for addresses that moved for good, 307 for the catch-all fallback. */
  status: 307 | 308
}

const knownPaths = new Set(pagePaths())
const servicesPrefix = legacyPaths.services.path

/**
 * Decides where a page request goes: null lets it through, otherwise a redirect.
 * Pure (path in, decision out) so the middleware stays a thin adapter and tests can call it.
 */
export function resolveRedirect(pathname: string): RedirectDecision | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
  if (knownPaths.has(path)) return null
  if (path === servicesPrefix) return { destination: legacyPaths.services.target, status: 308 }
  if (path.startsWith(`${servicesPrefix}/`)) {
    const target = path.slice(servicesPrefix.length)
    if (servicesPrefixedPaths.includes(target)) return { destination: target, status: 308 }
  }
  if (path.startsWith(`${routes.products.path}/`) && !productSlugs.some((slug) => productPath(slug) === path)) {
    return { destination: routes.products.path, status: 307 }
  }
  return { destination: routes.home.path, status: 307 }
}
