/**
 * Local HTTP stand-ins for the webhook tests: a CRM receiver that records each POST (raw body and headers)
 * and answers at once or only when the test releases it, and a host that answers every request with a
 * redirect elsewhere. Each listens on 127.0.0.1 on a free port.
 */
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http'

export interface Received {
  url: string
  headers: IncomingHttpHeaders
  body: string
}

async function listen(server: Server) {
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  const { port } = server.address() as { port: number }
  return {
    origin: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((done) => {
        server.closeAllConnections()
        server.close(() => done())
      }),
  }
}

/** A receiver: answers 200 at once, or with `hold()` keeps every answer until `release()`. */
export async function startReceiver() {
  const received: Received[] = []
  const held: (() => void)[] = []
  const arrivals: (() => void)[] = []
  let holding = false
  const server = createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      received.push({ url: request.url ?? '/', headers: request.headers, body: Buffer.concat(chunks).toString('utf8') })
      const answer = () => response.writeHead(200, { 'Content-Type': 'text/plain' }).end('OK')
      if (holding) held.push(answer)
      else answer()
      for (const arrived of arrivals.splice(0)) arrived()
    })
  })
  const { origin, stop } = await listen(server)
  return {
    origin,
    received,
    /** From now on, no answer until release(): a CRM that hangs. */
    hold: () => void (holding = true),
    release: () => {
      holding = false
      for (const answer of held.splice(0)) answer()
    },
    /** Resolves once `count` requests have arrived in all. */
    arrived: async (count: number) => {
      while (received.length < count) await new Promise<void>((done) => arrivals.push(done))
    },
    stop,
  }
}

/** A host that answers every request `status` with a Location on `target` (another origin). */
export async function startRedirect(target: string, status = 307) {
  let requests = 0
  const server = createServer((request, response) => {
    requests++
    request.resume()
    request.on('end', () => response.writeHead(status, { Location: `${target}${request.url ?? '/'}` }).end())
  })
  const { origin, stop } = await listen(server)
  return { origin, requests: () => requests, stop }
}
