/** What a withdrawal of analytics leaves to clean up: Google Analytics' own first-party cookies. */
import { bareCookieDomain } from '@/lib/translation/decisions'

/** GA4 names its cookies `_ga` (the client id) and `_ga_<container>` (the session). */
const analyticsCookie = /^_ga(_.+)?$/

export function analyticsCookieNames(cookieHeader: string): string[] {
  return cookieHeader
    .split(';')
    .map((entry) => entry.split('=')[0].trim())
    .filter((name) => analyticsCookie.test(name))
}

/**
 * The `document.cookie` assignments that expire a cookie wherever GA may have put it: on the host
 * alone, on the host as a domain, and on the registrable domain (GA's default cookie_domain 'auto').
 */
export function expiredCookieAssignments(name: string, hostname: string): string[] {
  const expired = `${name}=; path=/; max-age=0; SameSite=Lax`
  const domains = new Set([hostname, bareCookieDomain(hostname)].filter((domain) => domain !== null))
  return [expired, ...Array.from(domains, (domain) => `${expired}; domain=${domain}`)]
}

/** Deletes every `_ga` and `_ga_*` cookie this page can see. */
export function removeAnalyticsCookies(): void {
  for (const name of analyticsCookieNames(document.cookie))
    for (const assignment of expiredCookieAssignments(name, window.location.hostname)) document.cookie = assignment
}
