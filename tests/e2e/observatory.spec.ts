import { rmSync } from 'node:fs'
import { expect, test } from './playwright'
import { productPath, routes } from '@/lib/routes'
import { productSlugs } from '@/content/products'
import { TEST_PORT } from '../../scripts/test-env.mjs'

/**
 * The MDN HTTP Observatory's scanner on the home page and one page of each kind, over HTTPS on the
 * host under test: A+ (a score of 100 or more), and a script policy with no 'unsafe-inline'
 * (scripts/build/script-policies.mjs). HTTPS comes from a throwaway certificate: nginx's in front of
 * the Node hosts (the block of docs/hosting.md, listening with TLS), wrangler dev's own on the worker.
 */
const pages = [
  routes.home.path,
  routes.products.path,
  productPath(productSlugs[0]),
  routes.chatbots.path,
  routes.privacy.path,
  `${routes.privacy.path}?lang=en`,
  routes.terms.path,
  `${routes.terms.path}?lang=en`,
  routes.contact.path,
]

/** What the scanner's CLI prints, as far as the tests read it. */
interface ObservatoryReport {
  scan: { score: number; grade: string; testsPassed: number; testsQuantity: number }
  tests: Record<string, { pass: boolean; result: string; data: Record<string, string[]> }>
}

test.describe.configure({ mode: 'serial' })

let host = ''
let certificate = ''
let stop: () => Promise<unknown> = async () => {}
let scan: (host: string, path: string, certificate: string) => Promise<unknown>

test.beforeAll(async () => {
  test.setTimeout(180_000)
  // Playwright compiles a spec's static imports to CommonJS: the hosting scripts are ES modules.
  const { throwawayCertificate } = await import('../../scripts/hosting/throwaway-certificate.mjs')
  const { freePort, startServer } = await import('../../scripts/hosting/servers.mjs')
  const { startNginx } = await import('../../scripts/hosting/nginx.mjs')
  scan = (await import('../../scripts/hosting/observatory.mjs')).observatoryScan
  const tls = throwawayCertificate()
  certificate = tls.certificate
  const port = await freePort()
  if (process.env.HOSTING_TARGET === 'edge') {
    // A second `wrangler dev` of the same worker, serving HTTPS with the throwaway certificate.
    const { edgeServeCommand } = await import('../../scripts/hosting/edge.mjs')
    const { command, args, env, cwd } = edgeServeCommand({ port })
    const server = await startServer({
      label: 'wrangler dev (https)',
      command,
      args: [...args, '--local-protocol', 'https', '--https-key-path', tls.key, '--https-cert-path', tls.certificate],
      env,
      cwd,
      url: `https://localhost:${port}/robots.txt`,
      ca: tls.certificate,
    })
    stop = server.stop
  } else {
    // In front of the host's public address: the server itself under next start, the nginx block of docs/hosting.md otherwise.
    const nginx = await startNginx({ upstreamPort: TEST_PORT, port, tls })
    stop = nginx.stop
  }
  host = `localhost:${port}`
  const folder = tls.folder
  const stopServer = stop
  stop = async () => {
    await stopServer()
    rmSync(folder, { recursive: true, force: true })
  }
})

test.afterAll(async () => {
  await stop()
})

for (const path of pages) {
  test(`${path}: A+ on the MDN HTTP Observatory over HTTPS, with no 'unsafe-inline' script`, async () => {
    test.setTimeout(120_000)
    const { scan: result, tests } = (await scan(host, path, certificate)) as ObservatoryReport
    const summary = Object.fromEntries(Object.entries(tests).map(([name, test]) => [name, test.result]))
    test.info().annotations.push({
      type: 'observatory',
      description: `${path}: ${result.score} (${result.grade}) ${JSON.stringify(summary)}`,
    })
    console.log(
      `[observatory] ${host}${path}: ${result.score} ${result.grade}, ${result.testsPassed}/${result.testsQuantity} tests passed`,
    )
    const csp = tests['content-security-policy']
    expect(csp.pass, `the CSP test: ${csp.result}`).toBe(true)
    expect(csp.data['script-src']).not.toContain("'unsafe-inline'")
    expect(csp.data['script-src'].some((source: string) => source.startsWith("'sha256-"))).toBe(true)
    expect(result.score, `every test: ${JSON.stringify(summary)}`).toBeGreaterThanOrEqual(100)
  })
}
