import { NextResponse, type NextRequest } from 'next/server'
import { resolveLanguageVariant } from '@/lib/language-variants'
import { resolveRedirect } from '@/lib/redirects'

/** Sends old and unknown addresses to a real page; the query string travels along. */
export function proxy(request: NextRequest) {
  const variant = resolveLanguageVariant(request.nextUrl.pathname, request.nextUrl.search)
  if (variant) {
    const url = request.nextUrl.clone()
    Object.assign(url, { pathname: variant.pathname, search: variant.search })
    return variant.action === 'rewrite' ? NextResponse.rewrite(url) : NextResponse.redirect(url, 308)
  }
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
