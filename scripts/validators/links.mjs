// linkinator over the served site: no broken link, and no internal link that redirects,
// except the footer's /services, which the spec keeps (SPEC: footer).
import { LinkChecker, LinkState } from 'linkinator';

export const allowedRedirects = ['/services'];

export async function checkLinks(base, paths) {
  const checker = new LinkChecker();
  const findings = [];
  checker.on('redirect', ({ url, targetUrl, status }) => {
    const link = new URL(url);
    if (link.origin === base && !allowedRedirects.includes(link.pathname)) findings.push({ page: link.pathname + link.search, message: `internal link redirects (${status}) to ${targetUrl}` });
  });
  const { links } = await checker.check({
    path: paths.map((p) => base + p),
    recurse: true,
    concurrency: 8,
    timeout: 20_000,
    redirects: 'allow',
    // No network in tests: only this server's links are followed.
    linksToSkip: async (link) => !link.startsWith(base),
  });
  for (const link of links.filter((l) => l.state === LinkState.BROKEN)) {
    findings.push({ page: link.parent ? new URL(link.parent).pathname : '(start)', message: `broken link ${link.url} (${link.status ?? 'no response'})` });
  }
  const seen = new Set();
  const unique = findings.filter((f) => !seen.has(f.page + f.message) && seen.add(f.page + f.message));
  return { checked: links.filter((l) => l.state !== LinkState.SKIPPED).length, findings: unique };
}
