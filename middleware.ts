import { NextResponse, type NextRequest } from 'next/server'
import { refusedMethod } from '@/lib/request/allowed-methods'
import { refusedFormPost } from '@/lib/request/form-post-limit'
import { resolveLanguageRedirect } from '@/lib/legal/language-variants'
import { resolveRedirect } from '@/lib/request/redirects'
import { siteSecurityHeaders } from '@/lib/request/security-headers'

const headers = siteSecurityHeaders()

/**
 * The request layer's own answers carry the site's headers, policy included: next.config's rules reach
 * what Next renders, and OpenNext's worker does not apply them to a response the middleware makes.
 */
function withSiteHeaders(response: NextResponse): NextResponse {
  for (const { key, value } of headers) response.headers.set(key, value)
  return response
}

/**
 * Refuses methods a page does not answer, and a form post past its limit or of no length, before any
 * rendering; sends a legal page's language to its one public address (next.config rewrites ?lang=en to its prerendered HTML); sends old and unknown
 * addresses to a real page, query string included. It never rewrites: a rewrite here must be an
 * absolute URL, which breaks behind a bound address (lib/legal/language-variants.ts).
 * `middleware.ts` on the edge runtime rather than Next 16's `proxy.ts`: the edge adapters
 * (OpenNext for Cloudflare) bundle only edge middleware today (docs/hosting.md).
 */
export function middleware(request: NextRequest) {
  const allow = refusedMethod(request.method, request.nextUrl.pathname)
  if (allow) return withSiteHeaders(new NextResponse(null, { status: 405, headers: { Allow: allow } }))
  if (request.nextUrl.pathname.startsWith('/api/')) return NextResponse.next()
  // A form post Next would answer with a 500: past the Server Action's limit, or of no announced length.
  const refusal = refusedFormPost(request.method, request.headers.get('content-length'))
  if (refusal)
    return withSiteHeaders(
      new NextResponse(refusal.text, {
        status: refusal.status,
        headers: { 'Content-Type': 'text/plain; charset=utf-8' },
      }),
    )
  const language = resolveLanguageRedirect(request.nextUrl.pathname, request.nextUrl.search)
  if (language) {
    const url = request.nextUrl.clone()
    Object.assign(url, language)
    return withSiteHeaders(NextResponse.redirect(url, 308))
  }
  const decision = resolveRedirect(request.nextUrl.pathname)
  if (!decision) return NextResponse.next()
  const url = request.nextUrl.clone()
  url.pathname = decision.destination
  return withSiteHeaders(NextResponse.redirect(url, decision.status))
}

export const config = {
  // Pages and the API: framework files, metadata routes and anything with a file extension pass untouched.
  matcher: [
    '/((?!_next/|opengraph-image|twitter-image|icon|apple-icon|sitemap\\.xml|robots\\.txt|manifest\\.webmanifest|.*\\.[\\w]+$).*)',
  ],
}
