/**
 * npm run bench:web — Lighthouse on every route of the production build beside the floor: an
 * empty Next page (bench/floor, built from the same node_modules). Floor and site alternate
 * route by route in one run, so both see the same machine load. For each route it prints the
 * floor, the site and the difference, checks the goals of issue 15, keeps the raw reports in
 * bench/results/ and writes the summary to docs/performance.md (between the bench:web markers).
 *   ROUTES=/,/contact (only these), RUNS=3, PRESETS=mobile,desktop, SKIP_BUILD=1, BENCH_PORT=3200 (floor: +1)
 */
import { readFileSync, mkdirSync, writeFileSync, existsSync } from 'node:fs'
import { loadavg, cpus } from 'node:os'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse, { desktopConfig } from 'lighthouse'
import { chromiumFlags } from '../chromium-flags.mjs'
import { findChromium } from '../find-chromium.mjs'
import { build, root, start } from './server.mjs'

const presets = (process.env.PRESETS ?? 'mobile').split(',')
const runs = Number(process.env.RUNS ?? 3)
const distDir = '.next-bench'
const floorDir = path.join(root, 'bench', 'floor')
const port = Number(process.env.BENCH_PORT ?? 3200)
const stamp = new Date().toISOString().replace(/[:.]/g, '-')
const resultsDir = path.join(root, 'bench', 'results', stamp)
const KB = 1024

/** Issue 15's goals; the timing ones are relative to the floor measured in the same run. */
const goals = { performance: 98, lcpOverFloor: 300, tbtOverFloor: 40, cls: 0.01, htmlGzip: 25 * KB, allBytes: 220 * KB }

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]

/** The LCP element's render delay (time from its resource, or TTFB for text, to its paint). */
function renderDelay(audits) {
  const tables = audits['largest-contentful-paint-element']?.details?.items ?? []
  const phases = tables.find((table) => table.items?.some((item) => item.phase === 'Render Delay'))
  return phases?.items.find((item) => item.phase === 'Render Delay')?.timing ?? NaN
}

/** The figures of one Lighthouse run. */
function summarise(result) {
  const { categories, audits } = result.lhr
  const requests = audits['network-requests'].details.items
  const sum = (items) => items.reduce((total, request) => total + (request.transferSize ?? 0), 0)
  return {
    performance: Math.round((categories.performance.score ?? 0) * 100),
    fcp: audits['first-contentful-paint'].numericValue ?? NaN,
    lcp: audits['largest-contentful-paint'].numericValue ?? NaN,
    renderDelay: renderDelay(audits),
    tbt: audits['total-blocking-time'].numericValue ?? NaN,
    cls: audits['cumulative-layout-shift'].numericValue ?? NaN,
    jsBytes: sum(requests.filter((request) => request.resourceType === 'Script')),
    allBytes: audits['total-byte-weight'].numericValue ?? sum(requests),
    // Next's router fetches other pages' flight data with an _rsc query (prefetch, or a navigation).
    prefetchBytes: sum(requests.filter((request) => new URL(request.url).searchParams.has('_rsc'))),
  }
}

function medianRow(rows) {
  return Object.fromEntries(Object.keys(rows[0]).map((key) => [key, median(rows.map((row) => row[key]))]))
}

const header =
  '| route | side | perf | FCP s | LCP s | LCP render delay ms | TBT ms | CLS | JS KB | HTML gzip KB | all bytes KB | of which prefetch KB | goals missed |\n|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|'
const kb = (bytes) => (bytes / KB).toFixed(1)
const signed = (value, text) => (value > 0 ? `+${text}` : text)
const cells = (row) => [
  row.performance,
  (row.fcp / 1000).toFixed(2),
  (row.lcp / 1000).toFixed(2),
  Math.round(row.renderDelay),
  Math.round(row.tbt),
  row.cls.toFixed(3),
  kb(row.jsBytes),
  kb(row.htmlGzip),
  kb(row.allBytes),
  kb(row.prefetchBytes),
]
const deltaCells = (site, floor) => {
  const keys = [
    'performance',
    'fcp',
    'lcp',
    'renderDelay',
    'tbt',
    'cls',
    'jsBytes',
    'htmlGzip',
    'allBytes',
    'prefetchBytes',
  ]
  const format = {
    performance: String,
    fcp: (v) => (v / 1000).toFixed(2),
    lcp: (v) => (v / 1000).toFixed(2),
    renderDelay: (v) => String(Math.round(v)),
    tbt: (v) => String(Math.round(v)),
    cls: (v) => v.toFixed(3),
  }
  return keys.map((key) => {
    const value = site[key] - floor[key]
    return signed(value, (format[key] ?? kb)(value))
  })
}

function missedGoals(site, floor) {
  const missed = []
  if (site.performance < goals.performance) missed.push(`perf ${site.performance} < ${goals.performance}`)
  if (site.lcp - floor.lcp > goals.lcpOverFloor)
    missed.push(`LCP +${Math.round(site.lcp - floor.lcp - goals.lcpOverFloor)} ms over`)
  if (site.tbt - floor.tbt > goals.tbtOverFloor)
    missed.push(`TBT +${Math.round(site.tbt - floor.tbt - goals.tbtOverFloor)} ms over`)
  if (site.cls > goals.cls) missed.push(`CLS ${site.cls.toFixed(3)}`)
  if (site.htmlGzip > goals.htmlGzip) missed.push(`HTML +${kb(site.htmlGzip - goals.htmlGzip)} KB over`)
  if (site.allBytes > goals.allBytes) missed.push(`bytes +${kb(site.allBytes - goals.allBytes)} KB over`)
  return missed.join('; ') || '—'
}

/** The document as a crawler gets it, gzipped by us: the same figure for every run and machine. */
async function htmlGzip(url) {
  return gzipSync(Buffer.from(await (await fetch(url)).arrayBuffer())).length
}

async function main() {
  build(distDir)
  build(distDir, {}, floorDir)
  const load = { before: loadavg(), cores: cpus().length }
  const server = await start(distDir, port)
  const floor = await start(distDir, port + 1, {}, floorDir)
  // Every page the sitemap lists (it is generated from the route registry), English legal variants included.
  const sitemap = await (await fetch(`${server.url}/sitemap.xml`)).text()
  const routes = process.env.ROUTES
    ? process.env.ROUTES.split(',')
    : [
        ...new Set(
          [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) =>
            new URL(match[1].replace(/&amp;/g, '&')).href.slice(new URL(match[1]).origin.length),
          ),
        ),
      ]
  const chrome = await chromeLauncher.launch({
    chromePath: await findChromium(),
    // Italian, like the site's audience: other languages would start the automatic translation.
    chromeFlags: ['--headless=new', ...chromiumFlags, '--lang=it-IT', '--accept-lang=it-IT'],
  })
  mkdirSync(resultsDir, { recursive: true })
  // Ctrl-C or kill: leave no server or browser behind.
  for (const signal of ['SIGINT', 'SIGTERM'])
    process.once(signal, () =>
      Promise.allSettled([chrome.kill(), server.stop(), floor.stop()]).then(() => process.exit(130)),
    )
  const sections = []
  try {
    for (const preset of presets) {
      const rows = []
      console.log(`\n${preset} preset, median of ${runs} runs, floor and site interleaved\n${header}`)
      const lighthouseRun = async (url, name) => {
        const flags = { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] }
        let result = await lighthouse(url, flags, preset === 'desktop' ? desktopConfig : undefined)
        // A trace now and then comes back unusable (NO_NAVSTART and the like) on a loaded machine: one more try.
        if (result?.lhr.runtimeError)
          result = await lighthouse(url, flags, preset === 'desktop' ? desktopConfig : undefined)
        if (!result || result.lhr.runtimeError)
          throw new Error(`Lighthouse failed on ${url}: ${result?.lhr.runtimeError?.message ?? 'no result'}`)
        writeFileSync(path.join(resultsDir, `${preset}-${name}.json`), result.report)
        return summarise(result)
      }
      const floorHtml = await htmlGzip(`${floor.url}/`)
      for (const route of routes) {
        const results = { floor: [], site: [] }
        for (let run = 1; run <= runs; run++) {
          const name = `${route.replace(/[/?=]/g, '_') || '_'}-${run}`
          results.floor.push(await lighthouseRun(`${floor.url}/`, `floor${name}`))
          results.site.push(await lighthouseRun(`${server.url}${route}`, `site${name}`))
        }
        const floorRow = { ...medianRow(results.floor), htmlGzip: floorHtml }
        const siteRow = { ...medianRow(results.site), htmlGzip: await htmlGzip(`${server.url}${route}`) }
        const lines = [
          `| ${route} | floor | ${cells(floorRow).join(' | ')} | |`,
          `| | site | ${cells(siteRow).join(' | ')} | ${missedGoals(siteRow, floorRow)} |`,
          `| | Δ | ${deltaCells(siteRow, floorRow).join(' | ')} | |`,
        ]
        rows.push(...lines)
        console.log(lines.join('\n'))
      }
      sections.push(
        `### ${preset === 'mobile' ? 'Mobile' : 'Desktop'} preset (simulated throttling), median of ${runs} runs, floor and site interleaved\n\n${header}\n${rows.join('\n')}`,
      )
    }
  } finally {
    await chrome.kill()
    await server.stop()
    await floor.stop()
  }
  load.after = loadavg()
  const loadNote = `Machine load (1/5/15-min load average, ${load.cores} cores): ${load.before.map((v) => v.toFixed(1)).join('/')} at the start, ${load.after.map((v) => v.toFixed(1)).join('/')} at the end.`
  const lighthouseVersion = JSON.parse(
    readFileSync(path.join(root, 'node_modules/lighthouse/package.json'), 'utf8'),
  ).version
  const generated = `<!-- bench:web -->\nMeasured by \`npm run bench:web\` on ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC against \`next start\` on this machine (Debian Chromium, Lighthouse ${lighthouseVersion}). The floor is \`bench/floor\`: one heading, the system font, the next-themes provider, built with the same Next. ${loadNote} HTML gzip is the document gzipped at zlib's default level; all bytes are everything transferred until network idle (Lighthouse's total byte weight), prefetches included; "of which prefetch" is the flight data of other pages (\`?_rsc=\` requests). Goals (issue 15): perf ≥ ${goals.performance}, LCP ≤ floor + ${goals.lcpOverFloor} ms, TBT ≤ floor + ${goals.tbtOverFloor} ms, CLS ≤ ${goals.cls}, HTML ≤ 25 KB gzip, all bytes ≤ 220 KB. Raw reports: \`bench/results/\` (not in git).\n\n${sections.join('\n\n')}\n<!-- /bench:web -->`
  console.log(`\n${loadNote}`)
  const docPath = path.join(root, 'docs', 'performance.md')
  mkdirSync(path.dirname(docPath), { recursive: true })
  const existing = existsSync(docPath) ? readFileSync(docPath, 'utf8') : ''
  // Notes written by hand around the generated part stay.
  const document = /<!-- bench:web -->[\s\S]*<!-- \/bench:web -->/.test(existing)
    ? existing.replace(/<!-- bench:web -->[\s\S]*<!-- \/bench:web -->/, () => generated)
    : `# Performance\n\n${generated}\n`
  writeFileSync(docPath, document)
  console.log(`raw reports in ${path.relative(root, resultsDir)}; summary in docs/performance.md`)
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
