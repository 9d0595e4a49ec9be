// bench:web's reference sides: a document as its server sends it, rewritten. The site and the floor
// less their scripts tell what a page's own HTML and CSS cost the main thread, apart from what the
// framework's JavaScript and ours add (docs/performance.md, "Where the main-thread work goes").
import http from 'node:http'
import { gzipSync } from 'node:zlib'

/** The document less its <script> elements (JSON-LD runs nothing and stays) and its script preloads. */
const stripScripts = (html) =>
  html
    .replace(/<script\b(?![^>]*application\/ld\+json)[^>]*>[\s\S]*?<\/script>/g, '')
    .replace(/<link\b[^>]*\bas="script"[^>]*>/g, '')

/** Headers the proxy sets itself: the body it sends is not the one the upstream measured. */
const ownHeaders = new Set(['content-length', 'content-encoding', 'transfer-encoding', 'connection', 'keep-alive'])

/**
 * A server on `port` that answers like `upstream` (`npm start`), with every HTML document passed
 * through `rewrite`. Bodies the upstream compressed are
 * gzipped again, as `npm start` does, so the network side of the load stays comparable.
 */
async function serveRewritten(upstream, port, rewrite) {
  const server = http.createServer(async (request, response) => {
    try {
      const asked = Object.entries(request.headers).filter(([name]) => name !== 'host' && !ownHeaders.has(name))
      const source = `${upstream}${request.url}`
      const answer = await fetch(source, { headers: asked, redirect: 'manual' })
      let body = Buffer.from(await answer.arrayBuffer())
      if (answer.headers.get('content-type')?.startsWith('text/html'))
        body = Buffer.from(rewrite(body.toString('utf8')))
      const gzipped = answer.headers.get('content-encoding') === 'gzip'
      const headers = Object.fromEntries([...answer.headers].filter(([name]) => !ownHeaders.has(name)))
      response.writeHead(answer.status, gzipped ? { ...headers, 'content-encoding': 'gzip' } : headers)
      response.end(gzipped ? gzipSync(body) : body)
    } catch (error) {
      response.writeHead(502, { 'content-type': 'text/plain' }).end(String(error))
    }
  })
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve))
  return { url: `http://127.0.0.1:${port}`, stop: () => new Promise((resolve) => server.close(resolve)) }
}

/** `upstream`'s pages less every script. Resolves with its url and a stop(). */
export const serveWithoutScripts = (upstream, port) => serveRewritten(upstream, port, stripScripts)
