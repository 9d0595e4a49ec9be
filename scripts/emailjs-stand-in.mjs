#!/usr/bin/env node
/**
 * A local stand-in for EmailJS's REST API (POST /api/v1.0/email/send), for the browser tests and bench:contact:
 * it records every call and answers as told, so a test can make EmailJS refuse and recover.
 *   node scripts/emailjs-stand-in.mjs [port]        (EMAILJS_STAND_IN_PORT, default 3199)
 * Control, for the tests:
 *   POST /__script {"email": "a@b.it", "statuses": [503, 426]}   the next calls for that recipient answer these
 *   POST /__mode {"status": 503, "text": "…"} | {"status": null}  every call answers this (null: 200 again)
 *   GET  /__calls[?email=a@b.it]                                  what arrived, oldest first
 *   DELETE /__calls                                                forget them
 */
import { createServer } from 'node:http'
import { fileURLToPath } from 'node:url'
import { resolve } from 'node:path'

const texts = {
  400: 'The Public Key is invalid',
  403: 'API calls are disabled for non-browser applications',
  412: 'Gmail_API: Invalid grant. Please reconnect your Gmail account',
  426: 'You have exceeded the monthly limit',
  429: 'Too Many Requests',
  503: 'Service Unavailable',
}

async function readJson(request) {
  const chunks = []
  for await (const chunk of request) chunks.push(chunk)
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8') || 'null')
  } catch {
    return null
  }
}

export function createEmailjsStandIn() {
  const calls = []
  const scripts = new Map()
  let mode = null
  const answer = (response, status, body, type = 'text/plain') => {
    response.writeHead(status, { 'Content-Type': type })
    response.end(typeof body === 'string' ? body : JSON.stringify(body))
  }
  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://stand-in')
    if (request.method === 'POST' && url.pathname === '/api/v1.0/email/send') {
      const body = await readJson(request)
      const email = String(body?.template_params?.email ?? '').toLowerCase()
      const queued = scripts.get(email)
      const status = queued?.length ? queued.shift() : (mode?.status ?? 200)
      calls.push({ ...body, status, at: new Date().toISOString() })
      return answer(response, status, status === 200 ? 'OK' : (mode?.text ?? texts[status] ?? 'Error'))
    }
    if (request.method === 'POST' && url.pathname === '/__script') {
      const { email, statuses } = (await readJson(request)) ?? {}
      scripts.set(String(email).toLowerCase(), [...statuses])
      return answer(response, 204, '')
    }
    if (request.method === 'POST' && url.pathname === '/__mode') {
      const body = await readJson(request)
      mode = body?.status ? body : null
      return answer(response, 204, '')
    }
    if (url.pathname === '/__calls') {
      if (request.method === 'DELETE') {
        calls.length = 0
        return answer(response, 204, '')
      }
      const email = url.searchParams.get('email')?.toLowerCase()
      const matching = email ? calls.filter((call) => call.template_params?.email?.toLowerCase() === email) : calls
      return answer(response, 200, matching, 'application/json')
    }
    answer(response, 404, 'Not found')
  })
  return server
}

/** Starts the stand-in on 127.0.0.1:`port` (0: any free port); resolves with its origin and a stop(). */
export async function startEmailjsStandIn(port = 0) {
  const server = createEmailjsStandIn()
  await new Promise((done) => server.listen(port, '127.0.0.1', done))
  const origin = `http://127.0.0.1:${server.address().port}`
  return { origin, stop: () => new Promise((done) => server.close(done)) }
}

const isMain = process.argv[1] && fileURLToPath(import.meta.url) === resolve(process.argv[1])
if (isMain) {
  const { origin } = await startEmailjsStandIn(Number(process.argv[2] ?? process.env.EMAILJS_STAND_IN_PORT ?? 3199))
  console.log(`EmailJS stand-in on ${origin}`)
}
