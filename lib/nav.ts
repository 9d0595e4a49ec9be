import { routes, servicePaths } from '@/lib/routes'

/** A link is current on its own page; "Prodotti" also on every product page. */
export function isCurrentPath(pathname: string, path: string): boolean {
  if (pathname === path) return true
  return path === routes.products.path && pathname.startsWith(`${path}/`)
}

export function isServicePath(pathname: string): boolean {
  return servicePaths.includes(pathname)
}
