#!/usr/bin/env node
// Independent validators on the production test build: every page of the sitemap plus each
// language variant its pages declare (hreflang). Runs after Playwright, on the same build.
//   node scripts/validators/run.mjs          (scripts/test.mjs calls it; TEST_PORT as there)
//   VALIDATORS=pa11y node scripts/validators/run.mjs   one validator only
// Each check of a page that finds nothing counts as one passed; each finding as one failed,
// printed with its page. Writes test-results/validators.json for the summary line.
import { spawn } from 'node:child_process'
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { TEST_DIST_DIR, TEST_PORT, TEST_RESULTS_DIR, testEnv } from '../test-env.mjs'
import { checkAccessibility } from './accessibility.mjs'
import { checkHtml } from './html.mjs'
import { checkLinks } from './links.mjs'
import { checkStructuredData } from './structured-data.mjs'

const root = fileURLToPath(new URL('../..', import.meta.url))
const base = `http://localhost:${TEST_PORT}`
const started = Date.now()

async function isUp() {
  try {
    return (await fetch(base, { redirect: 'manual' })).status < 500
  } catch {
    return false
  }
}

/** Reuses a server already on TEST_PORT (a developer's), else starts `npm start`'s server.mjs on the test build. */
async function startServer() {
  if (await isUp()) return null
  const server = spawn(process.execPath, ['server.mjs', '-p', String(TEST_PORT)], {
    cwd: root,
    env: { ...process.env, ...testEnv, NEXT_DIST_DIR: TEST_DIST_DIR },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  for (let i = 0; i < 600 && !(await isUp()); i++) await new Promise((r) => setTimeout(r, 100))
  if (!(await isUp())) throw new Error(`the test server did not start on ${base}`)
  return server
}

/** The sitemap's pages (on this server) plus every hreflang alternate they declare. */
async function listPages() {
  const sitemap = await (await fetch(`${base}/sitemap.xml`)).text()
  const urls = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname + new URL(m[1]).search)
  const pages = new Map()
  for (const path of urls) pages.set(path, await (await fetch(base + path)).text())
  for (const html of [...pages.values()]) {
    for (const m of html.matchAll(/<link rel="alternate" hrefLang="[^"]+" href="([^"]+)"/gi)) {
      const url = new URL(m[1].replaceAll('&amp;', '&'))
      const path = url.pathname + url.search
      if (!pages.has(path)) pages.set(path, await (await fetch(base + path)).text())
    }
  }
  return pages
}

const results = { passed: 0, failed: 0, checks: {}, findings: [] }

/** Records one validator's findings: { page, message }[] over `checked` pages. */
function record(name, checked, findings, seconds) {
  const dirty = new Set(findings.map((f) => f.page))
  const clean = checked - dirty.size
  results.passed += clean
  results.failed += findings.length
  results.checks[name] = { checked, findings: findings.length, seconds }
  console.error(`[validators] ${name}: ${findings.length} finding(s) over ${checked} check(s), ${seconds} s`)
  for (const f of findings) console.error(`  ✗ ${f.page}  ${f.message}`)
  results.findings.push(...findings.map((f) => ({ validator: name, ...f })))
}

// VALIDATORS=vnu,pa11y runs only the validators whose names contain one of those words.
const only = process.env.VALIDATORS?.split(',').filter(Boolean)

async function timed(name, fn) {
  if (only?.length && !only.some((word) => name.includes(word))) return
  const t = Date.now()
  try {
    const { checked, findings } = await fn()
    record(name, checked, findings, Math.round((Date.now() - t) / 100) / 10)
  } catch (err) {
    record(name, 1, [{ page: '(all)', message: `could not run: ${err.message}` }], 0)
  }
}

let server = null
try {
  server = await startServer()
  const pages = await listPages()
  console.error(`[validators] ${pages.size} pages: ${[...pages.keys()].join(' ')}`)
  await timed('vnu (HTML)', () => checkHtml(pages))
  await timed('structured data', () => checkStructuredData(pages))
  await timed('linkinator', () => checkLinks(base, [...pages.keys()]))
  await timed('pa11y (WCAG2AA)', () => checkAccessibility(base, [...pages.keys()]))
} catch (err) {
  record('validators', 1, [{ page: '(all)', message: err.message }], 0)
} finally {
  server?.kill()
}
console.error(
  `[validators] ${results.passed} passed, ${results.failed} failed in ${Math.round((Date.now() - started) / 1000)} s`,
)
writeFileSync(join(root, TEST_RESULTS_DIR, 'validators.json'), JSON.stringify(results, null, 2))
process.exit(results.failed > 0 ? 1 : 0)
