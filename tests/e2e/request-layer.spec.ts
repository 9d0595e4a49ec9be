import { request as httpRequest } from 'node:http'
import { expect, test } from './playwright'

// The request layer's decisions as an operator deploys the site: the server bound to 127.0.0.1
// (the suites start every Node host that way), behind a proxy that forwards the public Host.
// Whatever Host arrives, the English legal pages are served at once, each redirect takes exactly
// one hop to a real page, and no answer names an address other than the one asked for.
// (The ?lang=en rewrite once went to http://localhost:PORT/en/…, which Next proxied as an external
// request that the middleware redirected back: ERR_TOO_MANY_REDIRECTS.)

interface Hop {
  status: number
  location?: string
  body: string
}

/** One request with an explicit Host header (fetch may not set it), no redirect followed. */
function get(url: URL, host: string, method = 'GET'): Promise<Hop> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { method, headers: { host } }, (res) => {
      let body = ''
      res.setEncoding('utf8')
      res.on('data', (chunk) => (body += chunk))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, location: res.headers.location, body }))
    })
    req.on('error', reject)
    req.end()
  })
}

/** Follows redirects by hand, at most `limit` of them; returns every hop. */
async function follow(origin: string, path: string, host: string, limit = 5): Promise<Hop[]> {
  const hops: Hop[] = []
  let url = new URL(path, origin)
  for (let i = 0; i <= limit; i++) {
    const hop = await get(url, host)
    hops.push(hop)
    if (!hop.location) return hops
    const next = new URL(hop.location, `http://${host}`)
    expect(next.host, `${path}: a redirect names only the address asked for`).toBe(host)
    url = new URL(`${next.pathname}${next.search}`, origin)
  }
  return hops
}

const publicHost = 'www.orbitalab.it'

test.describe('the request layer behind a bound address and a public Host', () => {
  for (const hostKind of ['the address the browser used', publicHost]) {
    test(`with Host ${hostKind}: ?lang=en is served at once, each redirect is one hop`, async ({ baseURL }) => {
      const origin = baseURL as string
      const host = hostKind === publicHost ? publicHost : new URL(origin).host

      for (const path of ['/PrivacyPolicy?lang=en', '/TerminiCondizioni?lang=en']) {
        const hops = await follow(origin, path, host)
        expect(
          hops.map((hop) => hop.status),
          path,
        ).toEqual([200])
        expect(hops[0].body, path).toMatch(/<html[^>]* lang="en"/)
      }

      const redirects: [from: string, to: string, status: number][] = [
        ['/en/PrivacyPolicy', '/PrivacyPolicy?lang=en', 308],
        ['/en/TerminiCondizioni?utm_source=x', '/TerminiCondizioni?utm_source=x&lang=en', 308],
        ['/PrivacyPolicy?lang=it', '/PrivacyPolicy', 308],
        ['/services/chatbots', '/chatbots', 308],
        ['/services', '/software-pmi', 308],
        ['/products/prodotto-inesistente', '/products', 307],
        ['/una-pagina-che-non-esiste', '/', 307],
      ]
      for (const [from, to, status] of redirects) {
        const hops = await follow(origin, from, host)
        expect(
          hops.map((hop) => hop.status),
          from,
        ).toEqual([status, 200])
        const landed = new URL(hops[0].location as string, `http://${host}`)
        expect(`${landed.pathname}${landed.search}`, from).toBe(to)
      }

      for (const path of ['/chatbots', '/PrivacyPolicy?lang=en']) {
        expect((await get(new URL(path, origin), host, 'POST')).status, `POST ${path}`).toBe(405)
      }
    })
  }
})
