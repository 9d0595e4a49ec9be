import { apiRoutes } from '@/lib/api-routes'

/** Pages are documents: they are read, never written to. */
export const pageMethods = ['GET', 'HEAD'] as const

/**
 * The methods `pathname` answers, for a 405's Allow header: an API route's own list, a page's,
 * or null for an unknown API path (it gets its 404 whatever the method).
 * Pure, so the request layer and the Node server's early guard (instrumentation.ts) share it.
 */
export function allowedMethods(pathname: string): readonly string[] | null {
  const path = pathname.replace(/\/+$/, '')
  const api = Object.values(apiRoutes).find((route) => route.path === path)
  if (api) return api.methods
  return path === '/api' || path.startsWith('/api/') ? null : pageMethods
}

/** A 405's Allow header value when `method` is refused at `pathname`, else null. */
export function refusedMethod(method: string, pathname: string): string | null {
  const allowed = allowedMethods(pathname)
  return allowed && !allowed.includes(method.toUpperCase()) ? allowed.join(', ') : null
}
