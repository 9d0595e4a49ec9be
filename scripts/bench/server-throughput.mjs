#!/usr/bin/env node
// npm run bench:server — requests/s and latency of `npm start` for /, /products and /chatbots,
// against the same prerendered HTML served as plain files by a minimal static server (the
// floor this machine allows). 30 s, 50 connections each; prints the ratio.
//   DURATION=30, CONNECTIONS=50, SKIP_BUILD=1
import { readFile } from 'node:fs/promises'
import { createServer } from 'node:http'
import path from 'node:path'
import autocannon from 'autocannon'
import { build, root, start } from './server.mjs'

const distDir = '.next-bench'
const routes = ['/', '/products', '/chatbots']
const duration = Number(process.env.DURATION ?? 30)
const connections = Number(process.env.CONNECTIONS ?? 50)

/** The HTML Next prerendered for each route, served from memory with the same compression-free answer. */
async function staticServer(port) {
  const pages = new Map()
  for (const route of routes)
    pages.set(
      route,
      await readFile(path.join(root, distDir, 'server', 'app', `${route === '/' ? 'index' : route.slice(1)}.html`)),
    )
  const server = createServer((request, response) => {
    const body = pages.get(new URL(request.url, 'http://x').pathname)
    if (!body) return response.writeHead(404).end()
    response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Content-Length': body.length }).end(body)
  })
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve))
  return { url: `http://127.0.0.1:${port}`, stop: () => new Promise((resolve) => server.close(resolve)) }
}

const load = (url) =>
  new Promise((resolve, reject) =>
    autocannon({ url, duration, connections }, (error, result) => (error ? reject(error) : resolve(result))),
  )

build(distDir)
const next = await start(distDir, 3200)
const plain = await staticServer(3201)
const rows = []
try {
  for (const route of routes) {
    const nextResult = await load(`${next.url}${route}`)
    const plainResult = await load(`${plain.url}${route}`)
    rows.push({ route, next: nextResult, plain: plainResult })
    const fmt = (result) =>
      `${Math.round(result.requests.average)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms${result.non2xx || result.errors ? `, ${result.non2xx} non-2xx, ${result.errors} errors` : ''}`
    console.log(
      `${route}\n  npm start    ${fmt(nextResult)}\n  static file  ${fmt(plainResult)}\n  ratio        ${(nextResult.requests.average / plainResult.requests.average).toFixed(2)} of the static floor`,
    )
  }
} finally {
  await next.stop()
  await plain.stop()
}
