// Start a server, time how long it takes to answer, measure time to first byte, stop it.
import { spawn } from 'node:child_process'
import { readFileSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { request } from 'node:http'
import { request as httpsRequest } from 'node:https'
import { consentRecord } from '../consent-record.mjs'

/** A port the system says is free right now. */
export function freePort() {
  return new Promise((resolvePort, reject) => {
    const server = createServer()
    server.on('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address()
      server.close(() => resolvePort(port))
    })
  })
}

/** Stops `child` with `signal` (at once if it has already exited), then removes its working `folder`. */
export function stopAndRemove(child, signal, folder) {
  return new Promise((done) => {
    child.once('exit', () => {
      rmSync(folder, { recursive: true, force: true })
      done()
    })
    if (child.exitCode !== null) child.emit('exit')
    else child.kill(signal)
  })
}

/** The status `url` answers with (no redirect followed), or 0; `ca`: a certificate file to trust for https. */
function statusOf(url, ca) {
  if (!ca)
    return fetch(url, { redirect: 'manual' }).then(
      (r) => r.status,
      () => 0,
    )
  return new Promise((done) => {
    const req = httpsRequest(url, { ca: readFileSync(ca) }, (res) => {
      res.resume()
      done(res.statusCode ?? 0)
    })
    req.on('error', () => done(0))
    req.end()
  })
}

/** Spawns `command` and waits until `url` answers; returns { child, startSeconds, stop() }. */
export async function startServer({ label, command, args, env, cwd, url, ca, timeoutMs = 120_000 }) {
  const started = Date.now()
  const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true })
  const log = []
  const keep = (chunk) => log.push(String(chunk))
  child.stdout.on('data', keep)
  child.stderr.on('data', keep)
  let exited = null
  child.on('exit', (code) => (exited = code))
  const stop = () =>
    new Promise((done) => {
      if (exited !== null) return done()
      child.once('exit', () => done())
      // The whole process group: wrangler runs workerd as a child of its own.
      try {
        process.kill(-child.pid, 'SIGTERM')
      } catch {
        done()
      }
    })
  while (Date.now() - started < timeoutMs) {
    if (exited !== null)
      throw new Error(`${label} exited with code ${exited} before answering:\n${log.join('').slice(-3000)}`)
    const status = await statusOf(url, ca)
    if (status > 0 && status < 500) return { child, startSeconds: (Date.now() - started) / 1000, stop, log }
    await new Promise((r) => setTimeout(r, 200))
  }
  await stop()
  throw new Error(`${label} did not answer ${url} within ${timeoutMs / 1000} s:\n${log.join('').slice(-3000)}`)
}

/** Milliseconds until the first byte of the response body arrives. */
function timeToFirstByte(url, { method = 'GET', body, headers = {} } = {}) {
  return new Promise((done, fail) => {
    const started = process.hrtime.bigint()
    const req = request(
      url,
      { method, headers: body ? { 'content-type': 'application/json', ...headers } : headers },
      (res) => {
        res.once('data', () => {
          done({ ms: Number(process.hrtime.bigint() - started) / 1e6, status: res.statusCode })
          res.resume()
        })
        res.once('end', () => done({ ms: Number(process.hrtime.bigint() - started) / 1e6, status: res.statusCode }))
      },
    )
    req.on('error', fail)
    req.end(body)
  })
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]

/** A consent the banner would send, with a fresh session id each time. */
export function consentBody(origin) {
  return JSON.stringify(consentRecord({ user_agent: 'hosting-ttfb', page_url: `${origin}/` }))
}

/** Median TTFB of `/`, `/contact` and `POST /api/consent` over `rounds` sequential requests, after one warm-up. */
export async function measureTtfb(origin, rounds = 15) {
  const probes = {
    '/': () => timeToFirstByte(`${origin}/`),
    '/contact': () => timeToFirstByte(`${origin}/contact`),
    'POST /api/consent': () => timeToFirstByte(`${origin}/api/consent`, { method: 'POST', body: consentBody(origin) }),
  }
  const result = {}
  for (const [name, probe] of Object.entries(probes)) {
    const first = await probe()
    const times = []
    for (let i = 0; i < rounds; i++) times.push((await probe()).ms)
    result[name] = { medianMs: Number(median(times).toFixed(1)), status: first.status }
  }
  return result
}
