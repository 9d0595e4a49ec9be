/** @jest-environment node */
import { describe, expect, it } from '@jest/globals'
import {
  contentSecurityPolicy,
  securityHeaders,
  thirdPartyHosts,
  type SecurityOptions,
} from '@/lib/request/security-headers'

type Options = SecurityOptions

/** 'default-src 'self'; img-src ...' → { 'default-src': ["'self'"], ... } */
function parseCsp(policy: string): Record<string, string[]> {
  const directives: Record<string, string[]> = {}
  for (const part of policy.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/)
    if (!name) continue
    expect(directives).not.toHaveProperty(name)
    directives[name] = sources
  }
  return directives
}

const csp = (options: Options) => parseCsp(contentSecurityPolicy(options))
const headersOf = (options: Options) =>
  Object.fromEntries(securityHeaders(options).map(({ key, value }) => [key, value]))
const production = { dev: false, analytics: false, https: true }
const allOptions: Options[] = [
  { dev: false, analytics: false, https: true },
  { dev: false, analytics: true, https: true },
  { dev: true, analytics: false, https: true },
  { dev: true, analytics: true, https: true },
]
const gaHosts = ['https://www.googletagmanager.com', 'https://*.google-analytics.com', 'https://*.analytics.google.com']
/** What Google's translation widget loads, per directive (components/translation/auto-translate.tsx). */
const translateHosts = {
  scripts: ['https://translate.google.com', 'https://translate.googleapis.com', 'https://translate-pa.googleapis.com'],
  assets: [
    'https://www.gstatic.com',
    'https://fonts.gstatic.com',
    'https://translate.google.com',
    'https://translate.googleapis.com',
    'https://www.google.com',
  ],
  connect: ['https://translate.googleapis.com', 'https://translate-pa.googleapis.com'],
  frames: ['https://translate.google.com'],
}
/** The external hosts of one directive, sorted. */
const hostsOf = (policy: Record<string, string[]>, directive: string) =>
  (policy[directive] ?? []).filter((source) => source.startsWith('https://')).sort()
const sorted = (...lists: string[][]) => lists.flat().sort()

describe('Content-Security-Policy', () => {
  it.each(allOptions)('locks down the fallback, plugins, base, forms and framing (%o)', (options) => {
    const policy = csp(options)
    expect(policy['default-src']).toEqual(["'self'"])
    expect(policy['object-src']).toEqual(["'none'"])
    expect(policy['base-uri']).toEqual(["'self'"])
    expect(policy['form-action']).toEqual(["'self'"])
    expect(policy['frame-ancestors']).toEqual(["'none'"])
  })

  it.each(allOptions)('allows no source wildcard and no plain http (%o)', (options) => {
    for (const sources of Object.values(csp(options))) {
      for (const source of sources) {
        expect(source).not.toBe('*')
        expect(source).not.toMatch(/^http:/)
        expect(source).not.toBe('https:')
      }
    }
  })

  it("allows 'unsafe-eval' and inline scripts only in development: a build's pages run theirs by hash", () => {
    for (const analytics of [false, true]) {
      const scripts = csp({ dev: false, analytics, https: true })['script-src']
      expect(scripts).not.toContain("'unsafe-eval'")
      expect(scripts).not.toContain("'unsafe-inline'")
    }
    expect(csp({ dev: true, analytics: false, https: true })['script-src']).toEqual(
      expect.arrayContaining(["'unsafe-eval'", "'unsafe-inline'"]),
    )
  })

  it('lets the page reach our own routes, and never EmailJS: contact requests are sent by our server', () => {
    expect(csp(production)['connect-src']).toContain("'self'")
    expect(contentSecurityPolicy({ dev: false, analytics: true, https: true })).not.toContain('emailjs')
  })

  it('embeds videos from youtube-nocookie only, not youtube.com', () => {
    const frames = csp(production)['frame-src']
    expect(frames).toContain('https://www.youtube-nocookie.com')
    expect(frames).not.toContain('https://www.youtube.com')
  })

  it('keeps every Google Analytics host out when analytics is off', () => {
    const policy = contentSecurityPolicy(production)
    for (const host of gaHosts) expect(policy).not.toContain(host)
    expect(policy).not.toMatch(/google-analytics|googletagmanager|analytics\.google/)
  })

  it('allows the Google Analytics hosts for scripts, beacons and pixels when analytics is on', () => {
    expect([...thirdPartyHosts.analytics]).toEqual(gaHosts)
    const policy = csp({ dev: false, analytics: true, https: true })
    expect(policy['script-src']).toEqual(expect.arrayContaining(gaHosts))
    expect(policy['connect-src']).toEqual(expect.arrayContaining(gaHosts))
    expect(policy['img-src']).toEqual(expect.arrayContaining(gaHosts))
  })

  it("allows exactly the translation widget's hosts, each only where the widget needs them", () => {
    expect([...thirdPartyHosts.translateScripts]).toEqual(translateHosts.scripts)
    expect([...thirdPartyHosts.translateAssets]).toEqual(translateHosts.assets)
    expect([...thirdPartyHosts.translateConnect]).toEqual(translateHosts.connect)
    expect([...thirdPartyHosts.translateFrames]).toEqual(translateHosts.frames)
    const policy = csp(production)
    expect(hostsOf(policy, 'script-src')).toEqual(sorted(translateHosts.scripts))
    expect(hostsOf(policy, 'style-src')).toEqual(sorted(translateHosts.assets))
    expect(hostsOf(policy, 'img-src')).toEqual(sorted(translateHosts.assets))
    expect(hostsOf(policy, 'font-src')).toEqual(sorted(translateHosts.assets))
    expect(hostsOf(policy, 'connect-src')).toEqual(sorted(translateHosts.connect))
    expect(hostsOf(policy, 'frame-src')).toEqual(sorted(['https://www.youtube-nocookie.com'], translateHosts.frames))
  })

  it('upgrades stray http:// subresources only where the site itself is served over https', () => {
    expect(csp(production)['upgrade-insecure-requests']).toEqual([])
    expect(csp({ ...production, https: false })).not.toHaveProperty('upgrade-insecure-requests')
  })

  it('reports violations to our own route, by both the old and the new reporting API', () => {
    expect(csp(production)['report-uri']).toEqual(['/api/csp-report'])
    expect(csp(production)['report-to']).toEqual(['csp'])
    expect(headersOf(production)['Reporting-Endpoints']).toBe('csp="/api/csp-report"')
  })

  it('still loads the site itself', () => {
    const policy = csp(production)
    for (const directive of ['script-src', 'style-src', 'img-src', 'font-src', 'connect-src']) {
      expect(policy[directive]).toContain("'self'")
    }
  })
})

describe('securityHeaders', () => {
  const headers = headersOf(production)

  it('isolates the browsing context and keeps our resources to our own pages', () => {
    expect(headers['Cross-Origin-Opener-Policy']).toBe('same-origin')
    expect(headers['Cross-Origin-Resource-Policy']).toBe('same-origin')
  })

  it('sends each header once', () => {
    const keys = securityHeaders(production).map(({ key }) => key.toLowerCase())
    expect(new Set(keys).size).toBe(keys.length)
  })

  it('sends the CSP for the given options', () => {
    expect(headers['Content-Security-Policy']).toBe(contentSecurityPolicy(production))
    const withAnalytics = securityHeaders({ dev: false, analytics: true, https: true }).find(
      ({ key }) => key === 'Content-Security-Policy',
    )
    expect(withAnalytics?.value).toContain('https://www.googletagmanager.com')
  })

  it('enforces HTTPS for at least a year, subdomains included, without asking for the preload list', () => {
    const hsts = headers['Strict-Transport-Security']
    const maxAge = Number(/max-age=(\d+)/.exec(hsts ?? '')?.[1])
    expect(maxAge).toBeGreaterThanOrEqual(31536000)
    expect(hsts).toContain('includeSubDomains')
    // The preload list binds every subdomain to HTTPS for good (docs/security.md, "Headers"): the agency has not chosen that.
    expect(hsts).not.toContain('preload')
  })

  it('forbids MIME sniffing, trims referrers and refuses framing', () => {
    expect(headers['X-Content-Type-Options']).toBe('nosniff')
    expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin')
    expect(headers['X-Frame-Options']).toBe('DENY')
  })

  it('turns off camera, microphone and geolocation', () => {
    const features = (headers['Permissions-Policy'] ?? '').split(',').map((feature) => feature.trim())
    expect(features).toEqual(expect.arrayContaining(['camera=()', 'microphone=()', 'geolocation=()']))
  })
})

describe('next.config', () => {
  /** The header keys next.config sends on `path`, matched the way Next matches a rule's source. */
  async function headerKeysFor(path: string) {
    const { pathToRegexp } = await import('next/dist/compiled/path-to-regexp')
    const { default: nextConfig } = await import('@/next.config')
    const rules = (await nextConfig.headers?.()) ?? []
    const matching = rules.filter(({ source }) => pathToRegexp(source, [], { delimiter: '/' }).test(path))
    return new Set(matching.flatMap(({ headers }) => headers.map(({ key }) => key)))
  }

  it.each([
    '/',
    '/contact',
    '/products/ai-stock-manager',
    '/api/health',
    '/brand-icons/social.svg',
    '/_next/static/media/icon.svg',
  ])('sends the full set on %s', async (path) => {
    const keys = await headerKeysFor(path)
    for (const key of [
      'Content-Security-Policy',
      'Strict-Transport-Security',
      'X-Content-Type-Options',
      'Referrer-Policy',
      'Permissions-Policy',
      'X-Frame-Options',
    ]) {
      expect(keys).toContain(key)
    }
  })

  it('sends a script chunk only what protects a script', async () => {
    const keys = await headerKeysFor('/_next/static/chunks/0abc123.js')
    expect([...keys].sort()).toEqual(['Cross-Origin-Resource-Policy', 'X-Content-Type-Options'])
  })

  it('does not name the framework', async () => {
    const { default: nextConfig } = await import('@/next.config')
    expect(nextConfig.poweredByHeader).toBe(false)
  })
})
