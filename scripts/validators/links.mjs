// linkinator over the served site: no broken link, no internal link that redirects (except the
// footer's /services, which the spec keeps), and no page that only the sitemap leads to.
import { LinkChecker, LinkState } from 'linkinator'

export const allowedRedirects = ['/services']

export async function checkLinks(base, paths) {
  const checker = new LinkChecker()
  const findings = []
  checker.on('redirect', ({ url, targetUrl, status }) => {
    const link = new URL(url)
    if (link.origin === base && !allowedRedirects.includes(link.pathname))
      findings.push({
        page: link.pathname + link.search,
        message: `internal link redirects (${status}) to ${targetUrl}`,
      })
  })
  const { links } = await checker.check({
    // From the home page only: a page the crawl does not reach is one only the sitemap leads to.
    path: `${base}/`,
    recurse: true,
    concurrency: 8,
    timeout: 20_000,
    redirects: 'allow',
    // No network in tests: only this server's links are followed.
    linksToSkip: async (link) => !link.startsWith(base),
  })
  for (const link of links.filter((l) => l.state === LinkState.BROKEN)) {
    findings.push({
      page: link.parent ? new URL(link.parent).pathname : '(start)',
      message: `broken link ${link.url} (${link.status ?? 'no response'})`,
    })
  }
  const reached = new Set(
    links
      .map((l) => new URL(l.url))
      .filter((url) => url.origin === base)
      .map((url) => url.pathname + url.search),
  )
  for (const path of paths.filter((p) => !reached.has(p)))
    findings.push({ page: path, message: 'orphan: no link leads here from the home page' })
  const seen = new Set()
  const unique = findings.filter((f) => !seen.has(f.page + f.message) && seen.add(f.page + f.message))
  return { checked: links.filter((l) => l.state !== LinkState.SKIPPED).length, findings: unique }
}
