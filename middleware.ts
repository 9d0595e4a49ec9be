import { NextResponse, type NextRequest } from 'next/server'
import { refusedMethod } from '@/lib/allowed-methods'
import { resolveLanguageVariant } from '@/lib/language-variants'
import { resolveRedirect } from '@/lib/redirects'
import { siteSecurityHeaders } from '@/lib/security-headers'

const headers = siteSecurityHeaders()

/**
 * Refuses methods a page does not answer, before any rendering; serves each legal page's language
 * from its own prerendered HTML; sends old and unknown addresses to a real page, query string included.
 * `middleware.ts` on the edge runtime rather than Next 16's `proxy.ts`: the edge adapters
 * (OpenNext for Cloudflare) bundle only edge middleware today (README, "Hosting").
 */
export function middleware(request: NextRequest) {
  const allow = refusedMethod(request.method, request.nextUrl.pathname)
  if (allow) {
    const refusal = new NextResponse(null, { status: 405, headers: { Allow: allow } })
    for (const { key, value } of headers) refusal.headers.set(key, value)
    return refusal
  }
  if (request.nextUrl.pathname.startsWith('/api/')) return NextResponse.next()
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
  // Pages and the API: framework files, metadata routes and anything with a file extension pass untouched.
  matcher: [
    '/((?!_next/|opengraph-image|twitter-image|icon|apple-icon|sitemap\\.xml|robots\\.txt|manifest\\.webmanifest|.*\\.[\\w]+$).*)',
  ],
}
