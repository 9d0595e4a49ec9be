/**
 * Pages published in a second language (the legal pages, in English). The public address of a
 * variant is the page's own with ?lang=en; each variant is a separate prerendered page under
 * /en/, reached only through the request layer's rewrite, so each HTML carries one language.
 * Pure functions: the proxy and the tests call them.
 */
import type { LegalLanguage } from '@/content/legal/types'
import { routes } from '@/lib/routes'

/** ?lang=en selects English; Italian is the default and has no parameter. */
export const languageParam = 'lang'

/** Where the prerendered English variants live (app/(english)/en/...). */
export const englishPrefix = '/en'

/** The pages that have an English variant. */
export const englishVariantPaths: readonly string[] = [routes.privacy.path, routes.terms.path]

/** The public address of a page in a language: '/PrivacyPolicy' or '/PrivacyPolicy?lang=en'. */
export function languageVariantPath(path: string, lang: LegalLanguage): string {
  return lang === 'it' ? path : `${path}?${languageParam}=${lang}`
}

export type LanguageDecision =
  { action: 'rewrite'; pathname: string; search: string } | { action: 'redirect'; pathname: string; search: string }

/**
 * The request layer's language decision for a page request, or null to let it through:
 * - /PrivacyPolicy?lang=en is served (rewritten) from the prerendered /en/PrivacyPolicy;
 * - /en/PrivacyPolicy asked directly, or ?lang=it, redirects to the one public address,
 *   so no variant is reachable at two addresses.
 * Other query parameters travel along.
 */
export function resolveLanguageVariant(pathname: string, search: string): LanguageDecision | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
  const params = new URLSearchParams(search)
  const lang = params.get(languageParam)
  params.delete(languageParam)
  const rest = params.toString()
  if (path.startsWith(`${englishPrefix}/`) && englishVariantPaths.includes(path.slice(englishPrefix.length))) {
    const query = new URLSearchParams(rest)
    query.set(languageParam, 'en')
    return { action: 'redirect', pathname: path.slice(englishPrefix.length), search: `?${query}` }
  }
  if (!englishVariantPaths.includes(path) || lang === null) return null
  if (lang === 'en') return { action: 'rewrite', pathname: `${englishPrefix}${path}`, search: rest ? `?${rest}` : '' }
  return { action: 'redirect', pathname: path, search: rest ? `?${rest}` : '' }
}
