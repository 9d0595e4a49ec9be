// Relative imports: next.config.ts loads this file, and its loader does not resolve '@/'.
import { apiRoutes } from './api-routes'
import { publicSettings } from '../environment'

/**
 * The security headers sent with every response. The CSP has no nonce, so every page stays
 * prerendered, and allows only the hosts the site really uses. Its script-src names no inline script:
 * the build adds each prerendered page's own script hashes in a rule for that page
 * (scripts/build/script-policies.mjs), and every other answer runs none but the 404 and error pages'.
 */
export const thirdPartyHosts = {
  /** Google's translation widget (components/translation/auto-translate.tsx), by what it loads. */
  translateScripts: [
    'https://translate.google.com',
    'https://translate.googleapis.com',
    'https://translate-pa.googleapis.com',
  ],
  translateAssets: [
    'https://www.gstatic.com',
    'https://fonts.gstatic.com',
    'https://translate.google.com',
    'https://translate.googleapis.com',
    'https://www.google.com',
  ],
  translateConnect: ['https://translate.googleapis.com', 'https://translate-pa.googleapis.com'],
  translateFrames: ['https://translate.google.com'],
  videoFrame: ['https://www.youtube-nocookie.com'],
  analytics: ['https://www.googletagmanager.com', 'https://*.google-analytics.com', 'https://*.analytics.google.com'],
} as const

export interface SecurityOptions {
  dev: boolean
  analytics: boolean
  /** The site is served over https: tell browsers to upgrade any stray http:// subresource. */
  https: boolean
}

/** Where browsers send Content-Security-Policy violation reports (app/api/csp-report). */
export const cspReportPath = apiRoutes.cspReport.path

export function contentSecurityPolicy({ dev, analytics, https }: SecurityOptions): string {
  const { translateScripts, translateAssets, translateConnect, translateFrames, videoFrame } = thirdPartyHosts
  const ga = analytics ? thirdPartyHosts.analytics : []
  const directives: Record<string, readonly string[]> = {
    'default-src': ["'self'"],
    // Inline scripts run by their hashes, which the build adds per page; `next dev` renders every
    // request afresh, and its scripts change with every edit.
    'script-src': ["'self'", ...(dev ? ["'unsafe-inline'", "'unsafe-eval'"] : []), ...translateScripts, ...ga],
    'style-src': ["'self'", "'unsafe-inline'", ...translateAssets],
    'img-src': ["'self'", 'data:', 'blob:', ...translateAssets, ...ga],
    'font-src': ["'self'", ...translateAssets],
    // The contact form's proof of work runs in a worker of our own (components/contact/proof-worker.ts).
    'worker-src': ["'self'"],
    // Contact requests go to our own route: the page never talks to EmailJS.
    'connect-src': ["'self'", ...translateConnect, ...ga],
    'frame-src': [...videoFrame, ...translateFrames],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    ...(https ? { 'upgrade-insecure-requests': [] } : {}),
    'report-uri': [cspReportPath],
    'report-to': ['csp'],
  }
  return Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ')
}

export function securityHeaders(options: SecurityOptions) {
  return [
    { key: 'Content-Security-Policy', value: contentSecurityPolicy(options) },
    { key: 'Reporting-Endpoints', value: `csp="${cspReportPath}"` },
    { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
    { key: 'Cross-Origin-Resource-Policy', value: 'same-origin' },
    // No `preload`: it would commit every subdomain of the agency's domain to HTTPS for good (docs/security.md, "Headers").
    { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), browsing-topics=()' },
    { key: 'X-Frame-Options', value: 'DENY' },
  ]
}

/** This deployment's headers: next.config for Next's responses, the request layer and the Node guard for their own. */
export function siteSecurityHeaders() {
  const site = publicSettings(process.env)
  return securityHeaders({
    dev: process.env.NODE_ENV === 'development',
    analytics: Boolean(site.gaMeasurementId),
    https: site.siteUrl.startsWith('https:'),
  })
}

/** Next's hashed scripts and stylesheets. Only documents (and SVGs opened as one) read a CSP. */
export const scriptChunksPrefix = '/_next/static/chunks/'

/**
 * What a script or stylesheet needs: no MIME sniffing, no cross-origin embedding. The document-only
 * headers (CSP, framing, permissions, referrer, opener) would add about 1.5 KB to each of the dozen
 * chunks a page loads, and browsers ignore them there; HSTS binds the whole host from the document
 * that loads them, so on each chunk it would only repeat itself.
 */
const chunkHeaderKeys = new Set(['X-Content-Type-Options', 'Cross-Origin-Resource-Policy'])

/**
 * next.config's `headers()`: the full set everywhere but the chunks, which get their share.
 * @public (knip's production pass does not read next.config.ts)
 */
export function securityHeaderRules() {
  const headers = siteSecurityHeaders()
  const chunks = scriptChunksPrefix.slice(1, -1)
  return [
    { source: `/:path((?!${chunks}/).*)`, headers },
    { source: `${scriptChunksPrefix}:file*`, headers: headers.filter(({ key }) => chunkHeaderKeys.has(key)) },
  ]
}
