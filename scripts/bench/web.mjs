/**
 * npm run bench:web — Lighthouse on every route of the production build, three runs each,
 * mobile and desktop presets, in the Chromium the tests use. Prints a table per preset,
 * keeps the raw reports in bench/results/ and writes the summary to docs/performance.md.
 *   ROUTES=/,/contact (only these), RUNS=3, PRESETS=mobile,desktop, SKIP_BUILD=1
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse, { desktopConfig } from 'lighthouse'
import { findChromium } from '../find-chromium.mjs'
import { build, root, start } from './server.mjs'

const presets = (process.env.PRESETS ?? 'mobile,desktop').split(',')
const runs = Number(process.env.RUNS ?? 3)
const distDir = '.next-bench'
const port = 3200
const stamp = new Date().toISOString().replace(/[:.]/g, '-')
const resultsDir = path.join(root, 'bench', 'results', stamp)

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]

/** The figures of one Lighthouse run. */
function summarise(result) {
  const { categories, audits } = result.lhr
  const requests = audits['network-requests'].details.items
  const bytes = (type) => requests.filter((request) => request.resourceType === type).reduce((sum, request) => sum + (request.transferSize ?? 0), 0)
  return {
    performance: Math.round((categories.performance.score ?? 0) * 100),
    accessibility: Math.round((categories.accessibility.score ?? 0) * 100),
    bestPractices: Math.round((categories['best-practices'].score ?? 0) * 100),
    seo: Math.round((categories.seo.score ?? 0) * 100),
    lcp: audits['largest-contentful-paint'].numericValue ?? NaN,
    tbt: audits['total-blocking-time'].numericValue ?? NaN,
    cls: audits['cumulative-layout-shift'].numericValue ?? NaN,
    jsBytes: bytes('Script'),
    cssBytes: bytes('Stylesheet'),
  }
}

function medianRow(rows) {
  return Object.fromEntries(Object.keys(rows[0]).map((key) => [key, median(rows.map((row) => row[key]))]))
}

const header = '| route | perf | a11y | best pr. | SEO | LCP (s) | TBT (ms) | CLS | JS (KB) | CSS (KB) |\n|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|'
const line = (route, row) =>
  `| ${route} | ${row.performance} | ${row.accessibility} | ${row.bestPractices} | ${row.seo} | ${(row.lcp / 1000).toFixed(2)} | ${Math.round(row.tbt)} | ${row.cls.toFixed(3)} | ${(row.jsBytes / 1024).toFixed(1)} | ${(row.cssBytes / 1024).toFixed(1)} |`

async function main() {
  build(distDir)
  const server = await start(distDir, port)
  // Every page the sitemap lists: the sitemap is generated from the route registry.
  const sitemap = await (await fetch(`${server.url}/sitemap.xml`)).text()
  const routes = process.env.ROUTES ? process.env.ROUTES.split(',') : [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname)
  const chrome = await chromeLauncher.launch({
    chromePath: await findChromium(),
    // Italian, like the site's audience: other languages would start the automatic translation.
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--lang=it-IT', '--accept-lang=it-IT'],
  })
  mkdirSync(resultsDir, { recursive: true })
  const sections = []
  try {
    for (const preset of presets) {
      const rows = []
      console.log(`\n${preset} preset, median of ${runs} runs\n${header}`)
      for (const route of routes) {
        const results = []
        for (let run = 1; run <= runs; run++) {
          const flags = { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'] }
          const result = await lighthouse(`${server.url}${route}`, flags, preset === 'desktop' ? desktopConfig : undefined)
          if (!result) throw new Error(`Lighthouse returned nothing for ${route}`)
          writeFileSync(path.join(resultsDir, `${preset}${route.replace(/\//g, '_') || '_'}-${run}.json`), result.report)
          results.push(summarise(result))
        }
        const row = line(route, medianRow(results))
        rows.push(row)
        console.log(row)
      }
      sections.push(`### ${preset === 'mobile' ? 'Mobile' : 'Desktop'} preset (simulated throttling), median of ${runs} runs\n\n${header}\n${rows.join('\n')}`)
    }
  } finally {
    await chrome.kill()
    await server.stop()
  }
  mkdirSync(path.join(root, 'docs'), { recursive: true })
  writeFileSync(
    path.join(root, 'docs', 'performance.md'),
    `# Performance\n\nMeasured by \`npm run bench:web\` on ${new Date().toISOString().slice(0, 10)} against \`next start\` on this machine (Debian Chromium, Lighthouse ${(await import('lighthouse/package.json', { with: { type: 'json' } })).default.version}). JS and CSS are the bytes transferred (compressed) during the Lighthouse load. Raw reports: \`bench/results/\` (not in git).\n\n${sections.join('\n\n')}\n`,
  )
  console.log(`\nraw reports in ${path.relative(root, resultsDir)}; summary in docs/performance.md`)
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
