/**
 * npm run bench:web — Lighthouse on every route of the production build beside the floor: an
 * empty Next page (bench/floor, built from the same node_modules). Floor and site alternate
 * route by route in one run, so both see the same machine load. For each route it prints the
 * floor, the site and the difference, then the main thread's work by kind and its long tasks,
 * checks the goals (with BEFORE, the before/after ones too: scripts/bench/before-after.mjs) and prints
 * each route's figures beside them, keeps the raw reports in bench/results/ and writes the
 * summary to docs/performance.md (between the bench:web markers).
 *   ROUTES=/,/contact (only these), RUNS=5, PRESETS=mobile,desktop, SKIP_BUILD=1, BENCH_PORT=3200 (floor: +1)
 *   BEFORE=../other-checkout   that checkout's site too, interleaved (port +2): a before/after in one run
 *   THROTTLING=devtools   the preset's throttling applied to the load by DevTools (default: simulated);
 *     TRACES=0 then skips the one traced load per side and route that names the long tasks
 *   BROWSER_LANG=en-US   the browser's language (default it-IT)
 *   Under simulated throttling with the content side, PageSpeed's goals first (scripts/bench/pagespeed-goals.mjs):
 *     the site against the floor, its content against the floor, and the site against its content
 *   SIDES=floor,site,before   only these sides (floor and site always; also floor-nojs, site-nojs, content,
 *     site-reduced-motion: the site in a Chromium that prefers reduced motion)
 *   TAPS=1   with /contact among the routes: the INP of its four first taps right after `load` on the site,
 *     BEFORE's and the framework alone (the floor's /content page), scripts/bench/first-taps.mjs;
 *     TAPS=only   those taps alone, printed, no Lighthouse run and docs/performance.md left as it is
 * Three reference sides run beside them. The floor and the site as served less their scripts (ports
 * +3 and +4, scripts/bench/reference-sides.mjs) split the site's main-thread work into what its HTML
 * and CSS cost alone, what the framework's JavaScript costs, and what is left to ours. The floor's
 * /content pages (bench/floor/app/(content)) render each site page's every element with server
 * components alone: what the framework costs to hydrate that content with no component of ours.
 */
import { readFileSync, mkdirSync, writeFileSync, existsSync } from 'node:fs'
import { loadavg, cpus } from 'node:os'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse, { desktopConfig } from 'lighthouse'
import { throttling as lighthouseThrottling } from 'lighthouse/core/config/constants.js'
import { chromiumFlags } from '../chromium-flags.mjs'
import { findChromium } from '../find-chromium.mjs'
import puppeteer from 'puppeteer'
import { build, root, start } from './server.mjs'
import { tracedLoad } from './trace.mjs'
import { serveWithoutScripts } from './reference-sides.mjs'
import { beforeAfterHeader, beforeAfterNote, beforeAfterRow } from './before-after.mjs'
import { firstTapsSection, tapsRoute } from './first-taps.mjs'
import { pageSpeedHeader, pageSpeedNote, pageSpeedRow } from './pagespeed-goals.mjs'
import { KB, kb, signed, signedDifferences } from './differences.mjs'

const presets = (process.env.PRESETS ?? 'mobile').split(',')
const runs = Number(process.env.RUNS ?? 5)
const beforeDir = process.env.BEFORE ? path.resolve(process.env.BEFORE) : null
const distDir = '.next-bench'
const floorDir = path.join(root, 'bench', 'floor')
const port = Number(process.env.BENCH_PORT ?? 3200)
const stamp = new Date().toISOString().replace(/[:.]/g, '-')
const resultsDir = path.join(root, 'bench', 'results', stamp)
/**
 * Lighthouse's throttling method: 'simulate' (its default: an unthrottled load replayed by Lantern) or
 * 'devtools' (the preset's throttling applied to the load itself, whose LCP is then the paint).
 */
const throttling = process.env.THROTTLING ?? 'simulate'
if (!['simulate', 'devtools'].includes(throttling)) throw new Error('THROTTLING: simulate (default) or devtools')
const applied = throttling === 'devtools'
/** BROWSER_LANG=en-US: the browser's language (navigator.languages, Accept-Language); Italian by default. */
const browserLanguage = process.env.BROWSER_LANG ?? 'it-IT'
/** TRACES=0, under applied throttling only: no DevTools-traced load to name the long tasks (about 10 s a side and route). */
const tracing = !applied || process.env.TRACES !== '0'
/** What a preset's throttling is, in words: the settings Lighthouse applies under THROTTLING=devtools. */
function throttlingLabel(preset) {
  if (!applied) return 'simulated throttling'
  const settings = preset === 'desktop' ? desktopConfig.settings.throttling : lighthouseThrottling.mobileSlow4G
  const network = settings.downloadThroughputKbps
    ? `${settings.requestLatencyMs} ms request latency, ${Math.round(settings.downloadThroughputKbps)} Kbps down (Lighthouse's units)`
    : 'no network throttling'
  return `applied (DevTools) throttling: ${settings.cpuSlowdownMultiplier}× CPU, ${network}`
}
/** The reference side that hydrates the site's content with the framework alone. */
const contentSide = 'content, framework only'
/** The site in a browser that prefers reduced motion (SIDES=site-reduced-motion). */
const reducedMotionSide = 'site, reduced motion'
/** A site route's page among the floor's /content pages (the English variants are prerendered under /en). */
const contentPath = (route) => {
  const [pathname, query] = route.split('?')
  const english = new URLSearchParams(query).get('lang') === 'en'
  return `/content${english ? '/en' : ''}${pathname === '/' ? '' : pathname}`
}

/**
 * The goals: timing ones relative to the references measured in the same run, bytes absolute.
 * Main-thread work is held to the least a Next page with that content can cost ("lowest with the
 * framework"), not to the empty floor. The document's budget grew by the stylesheet it now carries
 * (8–9 KB gzip), which spares the visitor the stylesheet's round trip before the first paint and its
 * second application at hydration; the total stays.
 */
const goals = {
  performanceUnderFloor: 1,
  lcpOverFloor: 400,
  tbtOverFloor: 50,
  mainThreadTimesLowest: 1.3,
  cls: 0,
  htmlGzip: 34 * KB,
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
  '| route | side | perf | FCP s | LCP s | LCP painted s | LCP render delay ms | TBT ms | CLS | JS KB | HTML gzip KB | all bytes KB | of which prefetch KB | goals missed |\n|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|'
const workHeader = `| route | side | main thread ms | ${Object.values(workGroups).join(' | ')} | DOM elements | long tasks (Lighthouse) | layout-alone long tasks after FCP (DevTools trace) |\n|---|---|${'---:|'.repeat(Object.keys(workGroups).length + 4)}`
const workCells = (row) => [
  Math.round(row.mainThread),
  ...Object.keys(workGroups).map((group) => Math.round(row[group])),
  row.domElements,
  row.longTasks,
  // Not counted without a traced load (TRACES=0).
  Number.isNaN(row.layoutLongTasks) ? '—' : row.layoutLongTasks,
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
  const hydrated = medians[contentSide].mainThread
  return {
    framework,
    withoutScripts,
    content: withoutScripts - medians['floor, no JS'].mainThread,
    lowest,
    hydrated,
    ours: medians.site.mainThread - hydrated,
    site: medians.site.mainThread,
  }
}
const splitHeader =
  "| route | floor | framework's JS | page without JS | its HTML & CSS | lowest with the framework | its content hydrated by the framework | React's work on the content | site | the site's own JS |\n|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|"
const splitNote = `Framework's JS: the floor less the floor without scripts. Page without JS: the site's page as served less every script. Its HTML & CSS: that, less the floor without scripts. Lowest with the framework: the page without JS plus the framework's JS, the least the page can take as long as Next hydrates it, with no JavaScript of ours and none of React's work on its elements. Its content hydrated by the framework: the same elements rendered by server components alone (the floor's /content pages), which Next hydrates, each one, with no component of ours; React's work on the content: that, less the lowest with the framework. The site's own JS: the site less the content hydrated. ×: against the floor; the goal is the site within ×${goals.mainThreadTimesLowest} of the lowest with the framework.`
function splitRow(route, split, floor) {
  const times = (value) => `${Math.round(value)} (×${(value / floor).toFixed(2)})`
  return `| ${route} | ${Math.round(floor)} | ${Math.round(split.framework)} | ${times(split.withoutScripts)} | ${Math.round(split.content)} | ${times(split.lowest)} | ${times(split.hydrated)} | ${Math.round(split.hydrated - split.lowest)} | ${times(split.site)} | ${Math.round(split.ours)} |`
}

const cells = (row) => [
  row.performance,
  (row.fcp / 1000).toFixed(2),
  (row.lcp / 1000).toFixed(2),
  (row.paintedLcp / 1000).toFixed(2),
  Math.round(row.renderDelay),
  Math.round(row.tbt),
  row.cls.toFixed(3),
  kb(row.jsBytes),
  kb(row.htmlGzip),
  kb(row.allBytes),
  kb(row.prefetchBytes),
]
const deltaCells = (site, floor) =>
  signedDifferences(site, floor, [
    'performance',
    'fcp',
    'lcp',
    'paintedLcp',
    'renderDelay',
    'tbt',
    'cls',
    'jsBytes',
    'htmlGzip',
    'allBytes',
    'prefetchBytes',
  ])

/**
 * The goals a side misses. `lowest`: the least main-thread work the site's page can take with the
 * framework's JS and none of ours. `timingOnly`: the content reference's, whose bytes are not the site's
 * to keep: a timing goal its content misses with no JavaScript of ours is set against the wrong reference.
 */
function missedGoals(site, floor, lowest, { timingOnly = false } = {}) {
  const missed = []
  if (site.performance < floor.performance - goals.performanceUnderFloor)
    missed.push(`perf ${floor.performance - goals.performanceUnderFloor - site.performance} under`)
  if (site.mainThread > lowest * goals.mainThreadTimesLowest)
    missed.push(`main thread ×${(site.mainThread / lowest).toFixed(2)} the lowest with the framework`)
  if (site.layoutLongTasks > 0) missed.push(`${site.layoutLongTasks} layout-alone long task(s)`)
  if (site.paintedLcp - floor.paintedLcp > goals.lcpOverFloor)
    missed.push(`LCP +${Math.round(site.paintedLcp - floor.paintedLcp - goals.lcpOverFloor)} ms over`)
  if (site.tbt - floor.tbt > goals.tbtOverFloor)
    missed.push(`TBT +${Math.round(site.tbt - floor.tbt - goals.tbtOverFloor)} ms over`)
  if (site.cls > goals.cls) missed.push(`CLS ${site.cls.toFixed(4)}`)
  if (timingOnly) return missed.join('; ') || '—'
  if (site.htmlGzip > goals.htmlGzip) missed.push(`HTML +${kb(site.htmlGzip - goals.htmlGzip)} KB over`)
  if (site.allBytes > goals.allBytes) missed.push(`bytes +${kb(site.allBytes - goals.allBytes)} KB over`)
  return missed.join('; ') || '—'
}

const goalsHeader = `| route | LCP painted vs floor (≤ +${goals.lcpOverFloor} ms) | LCP simulated vs floor | perf vs floor (≥ −${goals.performanceUnderFloor}) | main thread vs lowest with the framework (≤ ×${goals.mainThreadTimesLowest}) | main thread vs its content hydrated by the framework | TBT vs floor (≤ +${goals.tbtOverFloor} ms) | TBT of its content hydrated by the framework, vs floor | CLS (${goals.cls}) | HTML gzip (≤ ${goals.htmlGzip / KB} KB) | all bytes (≤ ${goals.allBytes / KB} KB) | goals missed | timing goals its content hydrated by the framework misses |\n|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|---|`

/** One route's figures beside each goal (the site's medians against the references of the same run). */
function goalsRow(route, site, floor, lowest, content) {
  const delta = (value, digits = 0) => signed(value, value.toFixed(digits))
  return `| ${route} | ${delta(site.paintedLcp - floor.paintedLcp)} | ${delta(site.lcp - floor.lcp)} | ${delta(site.performance - floor.performance)} | ×${(site.mainThread / lowest).toFixed(2)} | ×${(site.mainThread / content.mainThread).toFixed(2)} | ${delta(site.tbt - floor.tbt)} | ${delta(content.tbt - floor.tbt)} | ${site.cls === 0 ? '0' : site.cls.toFixed(4)} | ${kb(site.htmlGzip)} | ${kb(site.allBytes)} | ${missedGoals(site, floor, lowest)} | ${missedGoals(content, floor, lowest, { timingOnly: true })} |`
}

/** The document as a crawler gets it, gzipped by us: the same figure for every run and machine. */
async function htmlGzip(url) {
  return gzipSync(Buffer.from(await (await fetch(url)).arrayBuffer())).length
}

/** Every page the sitemap lists (it is generated from the route registry), English legal variants included. */
async function sitemapRoutes(origin) {
  const sitemap = await (await fetch(`${origin}/sitemap.xml`)).text()
  return [
    ...new Set(
      [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) =>
        new URL(match[1].replace(/&amp;/g, '&')).href.slice(new URL(match[1]).origin.length),
      ),
    ),
  ]
}

const fileName = (side) => side.name.replace(/\W+/g, '-')

/** One Lighthouse run of `url`, its report kept in the results folder as `name`. */
async function lighthouseRun(chrome, preset, url, name) {
  const flags = {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    throttlingMethod: throttling,
    // The report's element screenshots: 1–2 s a run that no figure here needs.
    disableFullPageScreenshot: true,
  }
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

/**
 * Every side on one route, `runs` rounds: each side's medians, and the long tasks of its median traced
 * load. Under applied throttling Lighthouse's LCP is the paint itself, so one traced load per side, in
 * the last round, only names the long tasks; under simulated throttling every round traces one.
 */
async function measureRoute(route, preset, { sides, browsers }) {
  const results = Object.fromEntries(sides.map((side) => [side.name, []]))
  const loads = Object.fromEntries(sides.map((side) => [side.name, []]))
  for (let run = 1; run <= runs; run++) {
    const started = Date.now()
    const name = `${route.replace(/[/?=]/g, '_') || '_'}-${run}`
    // Each run starts with the next side: a load that always follows another would carry any
    // order effect (a browser still settling, a warmer server) into one side's median alone.
    const order = [...sides.slice(run % sides.length), ...sides.slice(0, run % sides.length)]
    for (const side of order) {
      const { chrome, tracer } = side.reducedMotion ? browsers.reducedMotion : browsers.plain
      results[side.name].push(await lighthouseRun(chrome, preset, side.url(route), `${fileName(side)}${name}`))
      if (!applied || (tracing && run === runs)) loads[side.name].push(await tracedLoad(tracer, side.url(route)))
    }
    console.error(`[bench] ${preset} ${route} run ${run}/${runs}: ${((Date.now() - started) / 1000).toFixed(0)} s`)
  }
  const medians = Object.fromEntries(sides.map((side) => [side.name, medianRow(results[side.name])]))
  // The loads under DevTools' real throttling: their LCP is the paint itself (Lighthouse's simulated
  // one is not), and their long tasks are named by what filled them (Lighthouse's carry no breakdown).
  const traced = {}
  for (const side of sides) {
    const byPaint = [...loads[side.name]].sort((a, b) => a.lcpMs - b.lcpMs)
    const middle = byPaint[Math.floor(byPaint.length / 2)] ?? { lcpMs: NaN, tasks: [] }
    medians[side.name].paintedLcp = applied ? medians[side.name].lcp : middle.lcpMs
    medians[side.name].htmlGzip = await htmlGzip(side.url(route))
    traced[side.name] = middle.tasks
    medians[side.name].layoutLongTasks = tracing ? traced[side.name].filter((task) => task.layoutAlone).length : NaN
  }
  return { medians, traced }
}

/** One route's row of every side, with the goals each misses, and the site's difference from the floor. */
function sideLines(route, sides, medians, lowest) {
  const floorRow = medians.floor
  const lines = sides.map(
    (side, index) =>
      `| ${index === 0 ? route : ''} | ${side.name} | ${cells(medians[side.name]).join(' | ')} | ${
        side.name === contentSide
          ? missedGoals(medians[side.name], floorRow, lowest, { timingOnly: true })
          : side.reference || side.name === 'floor'
            ? ''
            : // The bound is the current site's page, a BEFORE checkout's too.
              missedGoals(medians[side.name], floorRow, lowest)
      } |`,
  )
  lines.push(`| | Δ site − floor | ${deltaCells(medians.site, floorRow).join(' | ')} | |`)
  if (medians[reducedMotionSide])
    lines.push(
      `| | Δ motion: site − ${reducedMotionSide} | ${deltaCells(medians.site, medians[reducedMotionSide]).join(' | ')} | |`,
    )
  return lines
}

/** Which LCP the goals hold to, in words. */
const lcpSource = applied
  ? "Lighthouse's, which under applied throttling is the paint itself"
  : "the paint itself, from the DevTools-throttled loads of scripts/bench/trace.mjs, not Lighthouse's simulated LCP"

/** The long tasks' note: where they come from under each throttling. */
const tasksNote = `The long tasks of ${applied ? 'one more load' : `the median (by its paint) of ${runs} more loads`} of each page under DevTools' real throttling (4× CPU, 150 ms RTT, 1.6 Mbps, 412×823), until 3 s after the network fell idle: start, length, and the top-level work inside (scripts/bench/trace.mjs). "Layout alone": after the first paint, style, layout and paint fill half the task or more, with under a tenth of script.`

/** A preset's section of docs/performance.md: the goals tables the run's sides allow, then every figure. */
function sectionText(title, tables) {
  const parts = [`### ${title}`]
  if (tables.pageSpeed.length)
    parts.push(`#### PageSpeed's goals\n\n${pageSpeedNote}\n\n${pageSpeedHeader}\n${tables.pageSpeed.join('\n')}`)
  if (tables.beforeAfter.length)
    parts.push(
      `#### Goals against before\n\n${beforeAfterNote(lcpSource)}\n\n${beforeAfterHeader}\n${tables.beforeAfter.join('\n')}`,
    )
  if (tables.goals.length) parts.push(`#### Goals against the references\n\n${goalsHeader}\n${tables.goals.join('\n')}`)
  parts.push(`#### Every side\n\n${header}\n${tables.rows.join('\n')}`)
  parts.push(`#### Main-thread work (ms) and long tasks\n\n${workHeader}\n${tables.work.join('\n')}`)
  if (tables.split.length)
    parts.push(
      `#### Where the main-thread work goes (ms, medians)\n\n${splitNote}\n\n${splitHeader}\n${tables.split.join('\n')}`,
    )
  parts.push(`${tasksNote}\n\n${tables.tasks.join('\n')}`)
  return parts.join('\n\n')
}

/** One preset over every route: printed as it goes, and returned as its section of docs/performance.md. */
async function presetSection(preset, routes, bench) {
  const { sides } = bench
  // The reference goals and the split of the main-thread work need the three reference sides; the before/after ones, BEFORE's site.
  const withReferences = sides.filter((side) => side.reference).length === 3
  const withBefore = sides.some((side) => side.name === 'before')
  // PageSpeed's goals hold under its own method, and need the content side to tell its share from ours.
  const withPageSpeed = !applied && sides.some((side) => side.name === contentSide)
  const tables = { pageSpeed: [], beforeAfter: [], goals: [], rows: [], work: [], split: [], tasks: [] }
  const title = `${preset === 'mobile' ? 'Mobile' : 'Desktop'} preset (${throttlingLabel(preset)}), median of ${runs} runs, ${sides.map((side) => side.name).join('; ')} interleaved`
  console.log(`\n${title}\n${header}`)
  for (const route of routes) {
    const { medians, traced } = await measureRoute(route, preset, bench)
    const split = withReferences ? workSplit(medians) : null
    if (split) {
      tables.split.push(splitRow(route, split, medians.floor.mainThread))
      tables.goals.push(goalsRow(route, medians.site, medians.floor, split.lowest, medians[contentSide]))
    }
    if (withBefore) tables.beforeAfter.push(beforeAfterRow(route, medians))
    if (withPageSpeed) tables.pageSpeed.push(pageSpeedRow(route, { ...medians, content: medians[contentSide] }))
    const lines = sideLines(route, sides, medians, split?.lowest ?? NaN)
    tables.rows.push(...lines)
    console.log(lines.join('\n'))
    tables.work.push(
      ...sides.map(
        (side, index) =>
          `| ${index === 0 ? route : ''} | ${side.name} | ${workCells(medians[side.name]).join(' | ')} |`,
      ),
    )
    for (const side of sides)
      tables.tasks.push(
        `- \`${route}\` ${side.name}: ${!tracing ? 'not traced (TRACES=0)' : traced[side.name].map(describeTask).join('; ') || 'no long task'}`,
      )
  }
  const section = sectionText(title, tables)
  console.log(`\n${section.slice(section.indexOf('####'))}`)
  return section
}

/** What the summary's figures are: the throttling first, then each column that needs a word. */
function introduction(loadNote) {
  const lighthouseVersion = JSON.parse(
    readFileSync(path.join(root, 'node_modules/lighthouse/package.json'), 'utf8'),
  ).version
  const throttlingNote = applied
    ? `Throttling: applied by DevTools to each Lighthouse load (\`THROTTLING=devtools\`, the preset's settings: ${presets.map((preset) => `${preset}: ${throttlingLabel(preset).replace(/^.*?: /, '')}`).join('; ')}), so Lighthouse's LCP is the paint itself; "LCP painted" repeats it.`
    : `Throttling: simulated (Lighthouse's default, Lantern, from an unthrottled load). LCP painted: the median of ${runs} more loads of each side under DevTools' applied throttling (4× CPU, 150 ms RTT, 1.6 Mbps, scripts/bench/trace.mjs), the time of the paint itself; Lighthouse's LCP beside it is simulated, and counts every request that started before that load's paint as one the paint waited for, the framework's scripts included, which never block it ("LCP: the paint and its simulation" below).`
  return `Measured by \`npm run bench:web\` on ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC against \`npm start\` on this machine (Debian Chromium in ${browserLanguage}, Lighthouse ${lighthouseVersion}). ${throttlingNote} The floor is \`bench/floor\`: one heading, the system font, the next-themes provider, built with the same Next. Up to three references run beside them (\`SIDES\` may leave them out): the floor and the site as served less their scripts (\`scripts/bench/reference-sides.mjs\`), and the site's content hydrated by the framework alone (the floor's \`/content\` pages: each site page's every element, rendered by server components, with the floor's theme provider and no component of ours). They split the site's main-thread work into its HTML and CSS, the framework's JavaScript, React's work on the content, and ours ("Where the main-thread work goes"). ${loadNote} HTML gzip is the document gzipped at zlib's default level; all bytes are everything transferred until network idle (Lighthouse's total byte weight), prefetches included; "of which prefetch" is the flight data of other pages (\`?_rsc=\` requests). Goals (with the three references): perf ≥ floor − ${goals.performanceUnderFloor}, LCP painted ≤ floor + ${goals.lcpOverFloor} ms, TBT ≤ floor + ${goals.tbtOverFloor} ms, main-thread work ≤ ${goals.mainThreadTimesLowest}× the lowest with the framework, no long task after the first paint that layout or style alone causes, CLS ${goals.cls}, HTML ≤ ${goals.htmlGzip / KB} KB gzip, all bytes ≤ ${goals.allBytes / KB} KB. Main-thread work is Lighthouse's mainthread-work-breakdown by group; long tasks are its long-tasks (≥ 50 ms${applied ? '' : ', simulated'}). Raw reports: \`bench/results/\` (not in git).`
}

/**
 * The summary, between the markers of its throttling in docs/performance.md (`bench:web simulate`, `bench:web
 * devtools`): a run of each mode keeps the other's, and notes written by hand around them stay.
 */
function writeSummary(sections, load) {
  const loadNote = `Machine load (1/5/15-min load average, ${load.cores} cores): ${load.before.map((v) => v.toFixed(1)).join('/')} at the start, ${load.after.map((v) => v.toFixed(1)).join('/')} at the end.`
  const [open, close] = [`<!-- bench:web ${throttling} -->`, `<!-- /bench:web ${throttling} -->`]
  const generated = `${open}\n${introduction(loadNote)}\n\n${sections.join('\n\n')}\n${close}`
  console.log(`\n${loadNote}`)
  const docPath = path.join(root, 'docs', 'performance.md')
  mkdirSync(path.dirname(docPath), { recursive: true })
  const existing = existsSync(docPath) ? readFileSync(docPath, 'utf8') : ''
  const start = existing.indexOf(open)
  const end = existing.indexOf(close)
  const document =
    start >= 0 && end > start
      ? existing.slice(0, start) + generated + existing.slice(end + close.length)
      : `${existing.trimEnd() || '# Performance'}\n\n${generated}\n`
  writeFileSync(docPath, document)
}

/**
 * The sides SIDES names, in their interleaving order (default: all; `before` with BEFORE only). Floor and
 * site are always measured: every goal holds the site to the floor.
 */
function wantedSides() {
  const all = [
    'floor',
    'floor-nojs',
    ...(beforeDir ? ['before'] : []),
    'site',
    'site-reduced-motion',
    'site-nojs',
    'content',
  ]
  if (!process.env.SIDES) return all
  const asked = process.env.SIDES.split(',').map((key) => key.trim())
  const unknown = asked.filter((key) => !all.includes(key))
  if (unknown.length > 0)
    throw new Error(`SIDES: ${unknown.join(', ')}? The sides are ${all.join(', ')} (before needs BEFORE=<checkout>)`)
  return all.filter((key) => ['floor', 'site', ...asked].includes(key))
}

/**
 * Builds and starts what the wanted sides need: the site, the floor, BEFORE's site, the reference proxies.
 * Resolves with the sides, each a name and the url of a route on it, and the servers to stop.
 */
async function startSides(wanted) {
  build(distDir)
  // The floor's /content pages are the site's, read from the build just made.
  build(
    distDir,
    { BENCH_SITE_PAGES: path.join(root, distDir, 'server', 'app'), BENCH_SITE_URL: `http://127.0.0.1:${port}` },
    floorDir,
  )
  if (wanted.includes('before')) build(distDir, {}, beforeDir)
  const server = await start(distDir, port)
  const floor = await start(distDir, port + 1, {}, floorDir)
  const before = wanted.includes('before') ? await start(distDir, port + 2, {}, beforeDir) : null
  const floorWithoutScripts = wanted.includes('floor-nojs') ? await serveWithoutScripts(floor.url, port + 3) : null
  const siteWithoutScripts = wanted.includes('site-nojs') ? await serveWithoutScripts(server.url, port + 4) : null
  // One run of each per round: floor, [before,] site, and the references (the floor and the site less
  // their scripts, the content hydrated by the framework alone), which meet no goal of their own.
  const every = {
    floor: { name: 'floor', url: () => `${floor.url}/` },
    'floor-nojs': { name: 'floor, no JS', url: () => `${floorWithoutScripts.url}/`, reference: true },
    before: { name: 'before', url: (route) => `${before.url}${route}` },
    site: { name: 'site', url: (route) => `${server.url}${route}` },
    // The same pages in a browser that prefers reduced motion, where the site's CSS stops its animations: what
    // the motion costs the load.
    'site-reduced-motion': { name: reducedMotionSide, url: (route) => `${server.url}${route}`, reducedMotion: true },
    'site-nojs': { name: 'site, no JS', url: (route) => `${siteWithoutScripts.url}${route}`, reference: true },
    content: { name: contentSide, url: (route) => `${floor.url}${contentPath(route)}`, reference: true },
  }
  const servers = [server, floor, before, floorWithoutScripts, siteWithoutScripts].filter(Boolean)
  // The first taps' sides (TAPS=1): this site, BEFORE's, and the framework alone.
  const tapSides = [
    { name: 'site', url: every.site.url(tapsRoute) },
    ...(before ? [{ name: 'before', url: every.before.url(tapsRoute) }] : []),
    { name: 'framework only', url: every.content.url(tapsRoute), withoutBootScripts: true },
  ]
  return { sides: wanted.map((key) => every[key]), servers, siteUrl: server.url, tapSides }
}

/**
 * Chromium for Lighthouse, with `extraFlags`, and the same browser driven by puppeteer for the DevTools traces.
 * Italian by default, like the site's audience: other languages would start the automatic translation, and on
 * an Italian page the consent banner then waits for hydration to be shown in English.
 */
async function launchBrowser(extraFlags) {
  const chrome = await chromeLauncher.launch({
    chromePath: await findChromium(),
    chromeFlags: [
      '--headless=new',
      ...chromiumFlags,
      `--lang=${browserLanguage}`,
      `--accept-lang=${browserLanguage}`,
      ...extraFlags,
    ],
  })
  return { chrome, tracer: await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` }) }
}

async function main() {
  const tapsOnly = process.env.TAPS === 'only'
  const wanted = wantedSides()
  const { sides, servers, siteUrl, tapSides } = await startSides(wanted)
  const load = { before: loadavg(), cores: cpus().length }
  const routes = process.env.ROUTES ? process.env.ROUTES.split(',') : await sitemapRoutes(siteUrl)
  const browsers = { plain: await launchBrowser([]) }
  if (sides.some((side) => side.reducedMotion))
    browsers.reducedMotion = await launchBrowser(['--force-prefers-reduced-motion'])
  mkdirSync(resultsDir, { recursive: true })
  const stopAll = () =>
    Promise.allSettled([
      ...Object.values(browsers).flatMap(({ chrome, tracer }) => [tracer.disconnect(), chrome.kill()]),
      ...servers.map((server) => server.stop()),
    ])
  // Ctrl-C or kill: leave no server or browser behind.
  for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => stopAll().then(() => process.exit(130)))
  const sections = []
  const started = Date.now()
  try {
    if (!tapsOnly) for (const preset of presets) sections.push(await presetSection(preset, routes, { sides, browsers }))
    if ((process.env.TAPS === '1' || tapsOnly) && routes.includes(tapsRoute))
      sections.push(await firstTapsSection(browsers.plain.tracer, tapSides, runs))
  } finally {
    await stopAll()
  }
  load.after = loadavg()
  if (tapsOnly) return
  writeSummary(sections, load)
  console.log(
    `measured in ${((Date.now() - started) / 60000).toFixed(1)} min; raw reports in ${path.relative(root, resultsDir)}; summary in docs/performance.md`,
  )
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
