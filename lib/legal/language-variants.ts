/**
 * Pages published in a second language (the legal pages, in English). The public address of a
 * variant is the page's own with ?lang=en; each variant is a separate prerendered page under
 * /en/, reached only through next.config's rewrite, so each HTML carries one language.
 * Pure functions: next.config, the request layer and the tests call them.
 */
// Relative imports: next.config.ts loads this file, and its loader does not resolve '@/'.
import type { LegalLanguage } from '../../content/legal/types'
import { routes } from '../routes'

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

/**
 * next.config's rewrites that serve /PrivacyPolicy?lang=en from the prerendered /en/PrivacyPolicy.
 * A config rewrite, not one from the request layer: the middleware can only rewrite to an absolute
 * URL, and Next proxies one whose origin differs from the address the server is bound to
 * (`next start -H 127.0.0.1`, a proxy's Host) as an external request, which then met the
 * middleware again as /en/… and was redirected back: a loop. `beforeFiles`, because the Italian
 * page exists at the same path.
 * @public (knip's production pass does not read next.config.ts)
 */
export function languageVariantRewrites() {
  return englishVariantPaths.map((path) => ({
    source: path,
    has: [{ type: 'query' as const, key: languageParam, value: 'en' }],
    destination: `${englishPrefix}${path}`,
  }))
}

export interface LanguageRedirect {
  pathname: string
  search: string
}

/**
 * The request layer's language redirect for a page request, or null to let it through:
 * /en/PrivacyPolicy asked directly, or ?lang=it (or an unknown language), redirects to the one
 * public address, so no variant is reachable at two addresses. ?lang=en passes: the rewrite above
 * serves it. Other query parameters travel along.
 */
export function resolveLanguageRedirect(pathname: string, search: string): LanguageRedirect | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
  const params = new URLSearchParams(search)
  const lang = params.get(languageParam)
  params.delete(languageParam)
  const rest = params.toString()
  if (path.startsWith(`${englishPrefix}/`) && englishVariantPaths.includes(path.slice(englishPrefix.length))) {
    const query = new URLSearchParams(rest)
    query.set(languageParam, 'en')
    return { pathname: path.slice(englishPrefix.length), search: `?${query}` }
  }
  if (!englishVariantPaths.includes(path) || lang === null || lang === 'en') return null
  return { pathname: path, search: rest ? `?${rest}` : '' }
}
