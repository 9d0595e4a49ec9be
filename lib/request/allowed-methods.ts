import { apiRoutes } from '@/lib/request/api-routes'
import { routes, type RouteEntry } from '@/lib/routes'

/** Pages are documents: they are read, never written to, but for a form that posts to its own page. */
export const pageMethods = ['GET', 'HEAD'] as const
const formPageMethods = [...pageMethods, 'POST'] as const
const formPages = new Set(
  Object.values(routes as Record<string, RouteEntry>)
    .filter((route) => route.takesFormPost)
    .map((route) => route.path),
)

/**
 * The methods `pathname` answers, for a 405's Allow header: an API route's own list, a page's,
 * or null for an unknown API path (it gets its 404 whatever the method).
 * Pure, so the request layer and the Node server's early guard (instrumentation.ts) share it.
 */
export function allowedMethods(pathname: string): readonly string[] | null {
  const path = pathname.replace(/\/+$/, '')
  const api = Object.values(apiRoutes).find((route) => route.path === path)
  if (api) return api.methods
  if (path === '/api' || path.startsWith('/api/')) return null
  return formPages.has(path) ? formPageMethods : pageMethods
}

/** A 405's Allow header value when `method` is refused at `pathname`, else null. */
export function refusedMethod(method: string, pathname: string): string | null {
  const allowed = allowedMethods(pathname)
  return allowed && !allowed.includes(method.toUpperCase()) ? allowed.join(', ') : null
}
