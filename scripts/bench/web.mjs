/**
 * npm run bench:web — Lighthouse on every route of the production build beside the floor: an
 * empty Next page (bench/floor, built from the same node_modules). Floor and site alternate
 * route by route in one run, so both see the same machine load. For each route it prints the
 * floor, the site and the difference, then the main thread's work by kind and its long tasks,
 * checks the goals (issues 15 and 26), keeps the raw reports in bench/results/ and writes the
 * summary to docs/performance.md (between the bench:web markers).
 *   ROUTES=/,/contact (only these), RUNS=5, PRESETS=mobile,desktop, SKIP_BUILD=1, BENCH_PORT=3200 (floor: +1)
 *   BEFORE=../other-checkout   that checkout's site too, interleaved (port +2): a before/after in one run
 * Three reference sides run beside them (ports +3 to +5, scripts/bench/reference-sides.mjs): the floor
 * and the site as served less their scripts split the site's main-thread work into what its HTML and
 * CSS cost alone, what the framework's JavaScript costs, and what is left to ours; the floor with the
 * site's stylesheet shows what a render-blocking stylesheet alone does to the floor's LCP.
 */
import { readFileSync, mkdirSync, writeFileSync, existsSync } from 'node:fs'
import { loadavg, cpus } from 'node:os'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse, { desktopConfig } from 'lighthouse'
import { chromiumFlags } from '../chromium-flags.mjs'
import { findChromium } from '../find-chromium.mjs'
import puppeteer from 'puppeteer'
import { build, root, start } from './server.mjs'
import { tracedLongTasks } from './trace.mjs'
import { serveWithStylesheet, serveWithoutScripts } from './reference-sides.mjs'

const presets = (process.env.PRESETS ?? 'mobile').split(',')
const runs = Number(process.env.RUNS ?? 5)
const beforeDir = process.env.BEFORE ? path.resolve(process.env.BEFORE) : null
const distDir = '.next-bench'
const floorDir = path.join(root, 'bench', 'floor')
const port = Number(process.env.BENCH_PORT ?? 3200)
const stamp = new Date().toISOString().replace(/[:.]/g, '-')
const resultsDir = path.join(root, 'bench', 'results', stamp)
const KB = 1024

/** The goals: timing ones (issue 26) relative to the floor measured in the same run, bytes absolute (issue 15). */
const goals = {
  performanceUnderFloor: 2,
  lcpOverFloor: 300,
  tbtOverFloor: 50,
  mainThreadTimesFloor: 1.5,
  cls: 0.01,
  htmlGzip: 25 * KB,
  allBytes: 220 * KB,
}

/** Lighthouse's groups of main-thread work (mainthread-work-breakdown), as the table names them. */
const workGroups = {
  scriptEvaluation: 'script',
  styleLayout: 'style & layout',
  paintCompositeRender: 'rendering',
  parseHTML: 'parse HTML & CSS',
  scriptParseCompile: 'script parse',
  garbageCollection: 'GC',
  other: 'other',
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]

/** The LCP element's render delay (time from its resource, or TTFB for text, to its paint). */
function renderDelay(audits) {
  const tables = audits['largest-contentful-paint-element']?.details?.items ?? []
  const phases = tables.find((table) => table.items?.some((item) => item.phase === 'Render Delay'))
  return phases?.items.find((item) => item.phase === 'Render Delay')?.timing ?? NaN
}

/** A long task of the DevTools trace (scripts/bench/trace.mjs) in a few words: when, how long, on what. */
const describeTask = (task) =>
  `${(task.atMs / 1000).toFixed(2)} s, ${Math.round(task.ms)} ms: ${task.work
    .filter(([, ms]) => ms >= 1)
    .slice(0, 4)
    .map(([kind, ms]) => `${kind} ${Math.round(ms)}`)
    .join(', ')}${task.layoutAlone ? ' (layout alone)' : ''}`

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
    mainThread: audits['mainthread-work-breakdown'].numericValue ?? NaN,
    ...Object.fromEntries(
      Object.keys(workGroups).map((group) => [
        group,
        audits['mainthread-work-breakdown'].details.items.find((item) => item.group === group)?.duration ?? 0,
      ]),
    ),
    domElements: audits['dom-size']?.numericValue ?? NaN,
    longTasks: audits['long-tasks']?.details?.debugData?.tasks.length ?? 0,
  }
}

/** The median of each figure; the long tasks listed are those of the run whose TBT is the median. */
function medianRow(rows) {
  const figures = Object.keys(rows[0]).filter((key) => key !== 'tasks')
  const middle = [...rows].sort((a, b) => a.tbt - b.tbt)[Math.floor(rows.length / 2)]
  return {
    ...Object.fromEntries(figures.map((key) => [key, median(rows.map((row) => row[key]))])),
    tasks: middle.tasks,
  }
}

const header =
  '| route | side | perf | FCP s | LCP s | LCP render delay ms | TBT ms | CLS | JS KB | HTML gzip KB | all bytes KB | of which prefetch KB | goals missed |\n|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|'
const workHeader = `| route | side | main thread ms | ${Object.values(workGroups).join(' | ')} | DOM elements | long tasks (Lighthouse) | layout-alone long tasks after FCP (DevTools trace) |\n|---|---|${'---:|'.repeat(Object.keys(workGroups).length + 4)}`
const workCells = (row) => [
  Math.round(row.mainThread),
  ...Object.keys(workGroups).map((group) => Math.round(row[group])),
  row.domElements,
  row.longTasks,
  row.layoutLongTasks,
]
/**
 * The site's main-thread work split by the reference sides: the framework's JS (the floor less the
 * floor without scripts), the page's own HTML and CSS (the page without scripts less the floor
 * without), and the least the page could take with the framework's JS and none of ours.
 */
function workSplit(medians) {
  const framework = medians.floor.mainThread - medians['floor, no JS'].mainThread
  const withoutScripts = medians['site, no JS'].mainThread
  const lowest = withoutScripts + framework
  return {
    framework,
    withoutScripts,
    content: withoutScripts - medians['floor, no JS'].mainThread,
    lowest,
    ours: medians.site.mainThread - lowest,
    site: medians.site.mainThread,
  }
}
const splitHeader =
  "| route | floor | framework's JS | page without JS | its HTML & CSS | lowest with the framework | site | the site's own JS |\n|---|---:|---:|---:|---:|---:|---:|---:|"
const splitNote = `Framework's JS: the floor less the floor without scripts. Page without JS: the site's page as served less every script. Its HTML & CSS: that, less the floor without scripts. Lowest with the framework: the page without JS plus the framework's JS, the least the page can take as long as Next hydrates it, with no JavaScript of ours and none of React's work on its elements. The site's own JS: the site less that. ×: against the floor; the goal is ×${goals.mainThreadTimesFloor}.`
function splitRow(route, split, floor) {
  const times = (value) => `${Math.round(value)} (×${(value / floor).toFixed(2)})`
  return `| ${route} | ${Math.round(floor)} | ${Math.round(split.framework)} | ${times(split.withoutScripts)} | ${Math.round(split.content)} | ${times(split.lowest)} | ${times(split.site)} | ${Math.round(split.ours)} |`
}

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

/**
 * `lowest`: the least main-thread work the page could take with the framework's JS and none of ours
 * (unknown, and not named, for a side whose page was not measured without scripts);
 * `styledFloor`: the floor's LCP with the site's stylesheet.
 */
function missedGoals(site, floor, { lowest, styledFloor }) {
  const missed = []
  if (site.performance < floor.performance - goals.performanceUnderFloor)
    missed.push(`perf ${floor.performance - goals.performanceUnderFloor - site.performance} under`)
  if (site.mainThread > floor.mainThread * goals.mainThreadTimesFloor)
    missed.push(
      `main thread ×${(site.mainThread / floor.mainThread).toFixed(2)}${lowest > floor.mainThread * goals.mainThreadTimesFloor ? ` (×${(lowest / floor.mainThread).toFixed(2)} with no JS of ours)` : ''}`,
    )
  if (site.layoutLongTasks > 0) missed.push(`${site.layoutLongTasks} layout-alone long task(s)`)
  if (site.lcp - floor.lcp > goals.lcpOverFloor)
    missed.push(
      `LCP +${Math.round(site.lcp - floor.lcp - goals.lcpOverFloor)} ms over${styledFloor - floor.lcp > goals.lcpOverFloor ? ` (the floor with our stylesheet: +${Math.round(styledFloor - floor.lcp)} ms)` : ''}`,
    )
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
  if (beforeDir) build(distDir, {}, beforeDir)
  const load = { before: loadavg(), cores: cpus().length }
  const server = await start(distDir, port)
  const floor = await start(distDir, port + 1, {}, floorDir)
  const before = beforeDir ? await start(distDir, port + 2, {}, beforeDir) : null
  const floorWithoutScripts = await serveWithoutScripts(floor.url, port + 3)
  const siteWithoutScripts = await serveWithoutScripts(server.url, port + 4)
  // The site has one stylesheet, the same on every page.
  const stylesheet = (await (await fetch(server.url)).text()).match(/<link rel="stylesheet" href="([^"]+)"/)?.[1]
  if (!stylesheet) throw new Error(`no stylesheet in ${server.url}/`)
  const floorWithStylesheet = await serveWithStylesheet(floor.url, port + 5, new URL(stylesheet, server.url).href)
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
  // The same browser, driven by puppeteer for the DevTools traces.
  const tracer = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` })
  mkdirSync(resultsDir, { recursive: true })
  const stopAll = () =>
    Promise.allSettled([
      tracer.disconnect(),
      chrome.kill(),
      server.stop(),
      floor.stop(),
      before?.stop(),
      floorWithoutScripts.stop(),
      siteWithoutScripts.stop(),
      floorWithStylesheet.stop(),
    ])
  // Ctrl-C or kill: leave no server or browser behind.
  for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => stopAll().then(() => process.exit(130)))
  // The sides measured on each route, one run of each per round: floor, [before,] site, and the
  // references (the floor and the site less their scripts, the floor with our stylesheet), which meet
  // no goal of their own.
  const sides = [
    { name: 'floor', url: () => `${floor.url}/` },
    { name: 'floor, no JS', url: () => `${floorWithoutScripts.url}/`, reference: true },
    { name: 'floor + our CSS', url: () => `${floorWithStylesheet.url}/`, reference: true },
    ...(before ? [{ name: 'before', url: (route) => `${before.url}${route}` }] : []),
    { name: 'site', url: (route) => `${server.url}${route}` },
    { name: 'site, no JS', url: (route) => `${siteWithoutScripts.url}${route}`, reference: true },
  ]
  const fileName = (side) => side.name.replace(/\W+/g, '-')
  const sections = []
  try {
    for (const preset of presets) {
      const rows = []
      const workRows = []
      const splitRows = []
      const taskLines = []
      console.log(
        `\n${preset} preset, median of ${runs} runs, ${sides.map((side) => side.name).join('; ')} interleaved\n${header}`,
      )
      const lighthouseRun = async (url, name) => {
        const flags = { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] }
        const config = preset === 'desktop' ? desktopConfig : undefined
        // A trace now and then comes back unusable on a loaded machine (NO_NAVSTART, or a main-thread
        // breakdown that errored): one more try.
        const unusable = (result) =>
          !result || result.lhr.runtimeError || !result.lhr.audits['mainthread-work-breakdown']?.details
        let result = await lighthouse(url, flags, config)
        if (unusable(result)) result = await lighthouse(url, flags, config)
        if (unusable(result))
          throw new Error(
            `Lighthouse failed on ${url}: ${result?.lhr.runtimeError?.message ?? result?.lhr.audits['mainthread-work-breakdown']?.errorMessage ?? 'no result'}`,
          )
        writeFileSync(path.join(resultsDir, `${preset}-${name}.json`), result.report)
        return summarise(result)
      }
      for (const route of routes) {
        const results = Object.fromEntries(sides.map((side) => [side.name, []]))
        for (let run = 1; run <= runs; run++) {
          const name = `${route.replace(/[/?=]/g, '_') || '_'}-${run}`
          // Each run starts with the next side: a load that always follows another would carry any
          // order effect (a browser still settling, a warmer server) into one side's median alone.
          const order = [...sides.slice(run % sides.length), ...sides.slice(0, run % sides.length)]
          for (const side of order)
            results[side.name].push(await lighthouseRun(side.url(route), `${fileName(side)}${name}`))
        }
        const medians = Object.fromEntries(sides.map((side) => [side.name, medianRow(results[side.name])]))
        // Lighthouse's simulated tasks carry no breakdown: one load under DevTools' real throttling names them.
        const traced = {}
        for (const side of sides) {
          medians[side.name].htmlGzip = await htmlGzip(side.url(route))
          traced[side.name] = await tracedLongTasks(tracer, side.url(route))
          medians[side.name].layoutLongTasks = traced[side.name].filter((task) => task.layoutAlone).length
        }
        const floorRow = medians.floor
        const siteRow = medians.site
        const split = workSplit(medians)
        splitRows.push(splitRow(route, split, floorRow.mainThread))
        const lines = sides.map(
          (side, index) =>
            `| ${index === 0 ? route : ''} | ${side.name} | ${cells(medians[side.name]).join(' | ')} | ${
              side.reference || side.name === 'floor'
                ? ''
                : missedGoals(medians[side.name], floorRow, {
                    // The bound is the current site's page: a BEFORE checkout's page may differ.
                    lowest: side.name === 'site' ? split.lowest : undefined,
                    styledFloor: medians['floor + our CSS'].lcp,
                  })
            } |`,
        )
        lines.push(`| | Δ site − floor | ${deltaCells(siteRow, floorRow).join(' | ')} | |`)
        rows.push(...lines)
        console.log(lines.join('\n'))
        workRows.push(
          ...sides.map(
            (side, index) =>
              `| ${index === 0 ? route : ''} | ${side.name} | ${workCells(medians[side.name]).join(' | ')} |`,
          ),
        )
        for (const side of sides)
          taskLines.push(
            `- \`${route}\` ${side.name}: ${traced[side.name].map(describeTask).join('; ') || 'no long task'}`,
          )
      }
      console.log(
        `\n${workHeader}\n${workRows.join('\n')}\n\n${splitHeader}\n${splitRows.join('\n')}\n\n${taskLines.join('\n')}`,
      )
      const title = `${preset === 'mobile' ? 'Mobile' : 'Desktop'} preset (simulated throttling), median of ${runs} runs, ${sides.map((side) => side.name).join('; ')} interleaved`
      sections.push(
        `### ${title}\n\n${header}\n${rows.join('\n')}\n\n#### Main-thread work (ms) and long tasks\n\n${workHeader}\n${workRows.join('\n')}\n\n#### Where the main-thread work goes (ms, medians)\n\n${splitNote}\n\n${splitHeader}\n${splitRows.join('\n')}\n\nThe long tasks of one more load of each page under DevTools' real throttling (4× CPU, 150 ms RTT, 1.6 Mbps, 412×823), until 3 s after the network fell idle: start, length, and the top-level work inside (scripts/bench/trace.mjs). "Layout alone": after the first paint, style, layout and paint fill half the task or more, with under a tenth of script.\n\n${taskLines.join('\n')}`,
      )
    }
  } finally {
    await stopAll()
  }
  load.after = loadavg()
  const loadNote = `Machine load (1/5/15-min load average, ${load.cores} cores): ${load.before.map((v) => v.toFixed(1)).join('/')} at the start, ${load.after.map((v) => v.toFixed(1)).join('/')} at the end.`
  const lighthouseVersion = JSON.parse(
    readFileSync(path.join(root, 'node_modules/lighthouse/package.json'), 'utf8'),
  ).version
  const generated = `<!-- bench:web -->\nMeasured by \`npm run bench:web\` on ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC against \`next start\` on this machine (Debian Chromium, Lighthouse ${lighthouseVersion}). The floor is \`bench/floor\`: one heading, the system font, the next-themes provider, built with the same Next. Beside them run three references (\`scripts/bench/reference-sides.mjs\`): the floor and the site as served less their scripts split the site's main-thread work into its HTML and CSS, the framework's JavaScript and ours ("Where the main-thread work goes"); the floor with the site's stylesheet linked in its head shows what a render-blocking stylesheet in front of the framework's scripts does to the floor's LCP. ${loadNote} HTML gzip is the document gzipped at zlib's default level; all bytes are everything transferred until network idle (Lighthouse's total byte weight), prefetches included; "of which prefetch" is the flight data of other pages (\`?_rsc=\` requests). Goals (issues 26 and 15): perf ≥ floor − ${goals.performanceUnderFloor}, LCP ≤ floor + ${goals.lcpOverFloor} ms, TBT ≤ floor + ${goals.tbtOverFloor} ms, main-thread work ≤ ${goals.mainThreadTimesFloor}× the floor's, no long task after the first paint that layout or style alone causes, CLS ≤ ${goals.cls}, HTML ≤ 25 KB gzip, all bytes ≤ 220 KB. Main-thread work is Lighthouse's mainthread-work-breakdown by group; long tasks are its long-tasks (≥ 50 ms, simulated). Raw reports: \`bench/results/\` (not in git).\n\n${sections.join('\n\n')}\n<!-- /bench:web -->`
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
