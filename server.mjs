#!/usr/bin/env node
// The Node entry of `npm start`, the standalone server and the container: Next's request handler inside a
// server of ours (Next's documented custom server), which sees the connection before Next builds a fetch Request.
//   PORT (default 3000) or -p, HOSTNAME or -H (default: every interface), NEXT_DIST_DIR (default .next)
import { randomUUID } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import { createServer } from 'node:http'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'

const dir = fileURLToPath(new URL('.', import.meta.url))
const distDir = process.env.NEXT_DIST_DIR || '.next'

/** Written by the build (scripts/build/forbidden-method-answer.ts): the headers and Allow of a 405. */
const refusal = JSON.parse(readFileSync(join(dir, distDir, 'forbidden-method-answer.json'), 'utf8'))

/**
 * Methods a fetch Request cannot carry (fetch standard: forbidden methods): Next would fail on them with a 500.
 * Node's parser itself refuses TRACK; CONNECT arrives as the server's 'connect' event, answered below.
 */
function refuseTrace(request, response) {
  const pathname = (request.url ?? '/').split('?')[0].replace(/\/+$/, '')
  const allow = refusal.allow[pathname] ?? refusal.otherwise
  response.writeHead(405, { ...refusal.headers, Allow: allow, 'Content-Length': '0' }).end()
}

function refuseConnect(request, socket) {
  const headers = Object.entries({ ...refusal.headers, Allow: refusal.otherwise, 'Content-Length': '0' })
  const lines = headers.map(([name, value]) => `${name}: ${value}`)
  socket.end(['HTTP/1.1 405 Method Not Allowed', ...lines, 'Connection: close', '', ''].join('\r\n'))
}

/**
 * The secret the app checks (lib/request/client-address.ts) before it trusts the last X-Forwarded-For entry: random per
 * process and never sent to a client, so no request from outside can carry it. The environment is how a custom
 * server hands configuration to the Next app it runs in the same process.
 */
const peerStamp = randomUUID()
process.env.NODE_SERVER_PEER_STAMP = peerStamp
const peerStampHeader = 'x-orbitalab-peer-stamp'

/**
 * Appends the connection's own address to X-Forwarded-For, as a proxy does, and stamps the request. Next would
 * otherwise fill X-Forwarded-For from the socket only when the client sent none: a client talking to Node
 * directly would choose its own address.
 */
function stampPeerAddress(request) {
  delete request.headers[peerStampHeader]
  const peer = request.socket.remoteAddress
  if (!peer) return
  const forwarded = request.headers['x-forwarded-for']
  request.headers['x-forwarded-for'] = forwarded ? `${forwarded}, ${peer}` : peer
  request.headers[peerStampHeader] = peerStamp
}

/**
 * The standalone output has no next.config: its generated server.js hands Next the build's resolved configuration
 * through this variable, and so do we (Next writes that configuration to required-server-files.json).
 */
function standaloneConfig() {
  const required = join(dir, distDir, 'required-server-files.json')
  if (existsSync(join(dir, 'next.config.ts')) || !existsSync(required)) return undefined
  const { config } = JSON.parse(readFileSync(required, 'utf8'))
  process.env.__NEXT_PRIVATE_STANDALONE_CONFIG = JSON.stringify(config)
  return config
}

const { values: flags } = parseArgs({
  options: { port: { type: 'string', short: 'p' }, hostname: { type: 'string', short: 'H' } },
})
const port = Number(flags.port ?? process.env.PORT ?? 3000)
const hostname = flags.hostname ?? process.env.HOSTNAME
process.env.NODE_ENV = 'production'
process.chdir(dir)
const conf = standaloneConfig()
// After NODE_ENV is set: Next reads it as it loads.
const { default: next } = await import('next')
const app = next({ dev: false, dir, hostname: hostname ?? 'localhost', port, conf })
const handle = app.getRequestHandler()
await app.prepare()

const server = createServer((request, response) => {
  if (request.method === 'TRACE') return refuseTrace(request, response)
  stampPeerAddress(request)
  handle(request, response)
})
server.on('connect', refuseConnect)
server.listen(port, hostname, () => {
  console.log(`[server] ready on http://${hostname ?? 'localhost'}:${port}`)
})
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(0))
