import { connect } from 'node:net'
import { expect, test } from './playwright'
import { allowedMethods } from '@/lib/request/allowed-methods'
import { apiRoutes } from '@/lib/request/api-routes'

// TRACK is not here: Node's HTTP parser answers it 400 before any code of ours or Next's runs.
const methods = ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'TRACE', 'PROPFIND']
const pages = ['/', '/contact', '/products/dm-chatbot-whatsapp']
// nginx refuses TRACE itself (405, no Allow) before the request reaches the site: the answer the visitor gets.
const proxyAnswersTrace = process.env.HOSTING_BEHIND_PROXY === '1'

test.describe('every HTTP method, answered before any rendering', () => {
  for (const path of pages) {
    // A page is read with GET and HEAD; the contact page also takes its form's post without JavaScript.
    const allowed = allowedMethods(path) ?? []
    test(`the page ${path} answers ${allowed.join(', ')}, and 405 with that Allow to everything else`, async ({
      request,
    }) => {
      expect(allowed).toEqual(path === '/contact' ? ['GET', 'HEAD', 'POST'] : ['GET', 'HEAD'])
      for (const method of methods) {
        if (allowed.includes(method) && method === 'POST') {
          // A form post (what a browser without JavaScript sends) reaches the page's Server Action, past our layer.
          const posted = await request.fetch(path, { method, multipart: { firstName: 'Giulia' }, maxRedirects: 0 })
          expect(posted.status(), 'a form post is not refused as a method').not.toBe(405)
          continue
        }
        const response = await request.fetch(path, { method, maxRedirects: 0 })
        if (method === 'GET' || method === 'HEAD') {
          expect(response.status(), method).toBe(200)
          continue
        }
        expect(response.status(), method).toBe(405)
        if (method === 'TRACE' && proxyAnswersTrace) continue
        expect(response.headers()['allow'], method).toBe(allowed.join(', '))
        expect(response.headers()['content-security-policy'], `${method} keeps the security headers`).toContain(
          "default-src 'self'",
        )
        expect(response.headers()['x-content-type-options'], method).toBe('nosniff')
        expect(await response.text(), method).not.toMatch(/TypeError|at .*\.js/)
      }
    })
  }

  for (const { path, methods: allowed } of Object.values(apiRoutes)) {
    test(`the API route ${path} lists its own methods`, async ({ request }) => {
      const options = await request.fetch(path, { method: 'OPTIONS' })
      expect(options.status()).toBe(204)
      expect(options.headers()['allow']).toBe(allowed.join(', '))
      for (const method of methods.filter((m) => !(allowed as readonly string[]).includes(m))) {
        const response = await request.fetch(path, { method })
        expect(response.status(), method).toBe(405)
        if (method === 'TRACE' && !proxyAnswersTrace)
          expect(response.headers()['allow'], method).toBe(allowed.join(', '))
      }
    })
  }
})

// The Node server (server.mjs) itself, past any proxy: TRACE and CONNECT are methods a fetch Request cannot carry, so
// they are answered before Next, with the site's headers. The worker has no such entry.
test.describe('the Node server answers the methods Next cannot carry', () => {
  test.skip(process.env.HOSTING_TARGET === 'edge', 'a Node entry only')
  const nodeOrigin = (baseURL: string | undefined) =>
    process.env.UPSTREAM_PORT ? `http://127.0.0.1:${process.env.UPSTREAM_PORT}` : baseURL!

  test('TRACE: 405 with the Allow of the path and the security headers', async ({ request, baseURL }) => {
    for (const path of ['/', '/contact', apiRoutes.consent.path]) {
      const response = await request.fetch(`${nodeOrigin(baseURL)}${path}`, { method: 'TRACE' })
      expect(response.status(), path).toBe(405)
      expect(response.headers()['allow'], path).toBe((allowedMethods(path) ?? []).join(', '))
      expect(response.headers()['content-security-policy'], path).toContain("default-src 'self'")
      expect(await response.text(), path).toBe('')
    }
  })

  test('CONNECT: 405 and the connection closed, no tunnel', async ({ baseURL }) => {
    const { hostname, port } = new URL(nodeOrigin(baseURL))
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = connect(Number(port), hostname)
      let received = ''
      socket.on('data', (chunk) => (received += chunk.toString()))
      socket.on('end', () => resolve(received))
      socket.on('error', reject)
      socket.write('CONNECT example.com:443 HTTP/1.1\r\nHost: example.com:443\r\n\r\n')
    })
    expect(answer).toMatch(/^HTTP\/1\.1 405 /)
    expect(answer).toMatch(/\r\nAllow: GET, HEAD\r\n/)
    expect(answer).toContain('X-Content-Type-Options: nosniff')
  })
})
