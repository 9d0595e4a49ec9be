import { NextResponse, type NextRequest } from 'next/server'
import { resolveRedirect } from '@/lib/redirects'

/**
 * Sends old and unknown addresses to a real page; the query string travels along.
 * `middleware.ts` on the edge runtime rather than Next 16's `proxy.ts`: the edge adapters
 * (OpenNext for Cloudflare) bundle only edge middleware today (README, "Hosting").
 */
export function middleware(request: NextRequest) {
  const decision = resolveRedirect(request.nextUrl.pathname)
  if (!decision) return NextResponse.next()
  const url = request.nextUrl.clone()
  url.pathname = decision.destination
  return NextResponse.redirect(url, decision.status)
}

export const config = {
  // Pages only: framework files, the API, metadata routes and anything with a file extension pass untouched.
  matcher: ['/((?!_next/|api/|opengraph-image|twitter-image|icon|apple-icon|sitemap\\.xml|robots\\.txt|manifest\\.webmanifest|.*\\.[\\w]+$).*)'],
}
