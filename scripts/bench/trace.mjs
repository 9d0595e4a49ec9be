// Traces of one page load under Lighthouse's mobile throttling (4× CPU, 150 ms RTT, 1.6 Mbps), applied
// for real by DevTools, and what the main thread did in them: scripts/bench/lcp-trace.mjs prints one,
// scripts/bench/web.mjs names its long tasks with them.

import path from 'node:path'

/** Thread ids are per process: the browser's own UI pages trace threads of the same number. */
export const onThread = (event, thread) => event.pid === thread.pid && event.tid === thread.tid

/** Main-thread work in [from, to], by kind (and by script for evaluations), in ms; work nested in other work counts under each. */
export function mainThreadWork(events, mainThread, from, to) {
  const work = new Map()
  for (const event of events) {
    if (event.ph !== 'X' || !onThread(event, mainThread) || event.ts < from || event.ts > to) continue
    if (!workKinds.includes(event.name)) continue
    const kind =
      event.name === 'EvaluateScript'
        ? `EvaluateScript ${path.basename(event.args?.data?.url ?? 'inline').slice(0, 40) || 'inline'}`
        : event.name
    work.set(kind, (work.get(kind) ?? 0) + event.dur / 1000)
  }
  return [...work.entries()].sort((a, b) => b[1] - a[1])
}

/** Work that runs script: ours, the framework's, or an event handler's. */
const scriptKinds = [
  'EvaluateScript',
  'FunctionCall',
  'TimerFire',
  'FireAnimationFrame',
  'EventDispatch',
  'RunMicrotasks',
]
/** The kinds of work that are style, layout and paint: a long task they fill alone comes from no script of ours. */
const renderingKinds = ['UpdateLayoutTree', 'Layout', 'PrePaint', 'Paint', 'Layerize']
/** Every kind of top-level work a long task is broken down into. */
const taskKinds = [...scriptKinds, 'ParseHTML', 'ParseAuthorStyleSheet', ...renderingKinds, 'MajorGC', 'MinorGC']
/** The kinds mainThreadWork sums: a long task's, and V8's own calls and compiles. */
const workKinds = [...taskKinds, 'v8.callFunction', 'CompileScript']

/** What the main thread's long tasks in [from, to] spent their time on: the top-level kinds of work inside each. */
export function longTasks(events, mainThread, from, to) {
  const onMain = events.filter(
    (event) => event.ph === 'X' && onThread(event, mainThread) && event.ts >= from && event.ts <= to,
  )
  return onMain
    .filter((event) => event.name === 'RunTask' && event.dur >= 50_000)
    .map((task) => {
      const inside = onMain.filter(
        (event) => taskKinds.includes(event.name) && event.ts >= task.ts && event.ts + event.dur <= task.ts + task.dur,
      )
      // Only the outermost work of each kind: a Layout forced inside a FunctionCall counts once, as script.
      const outermost = inside.filter(
        (event) =>
          !inside.some(
            (outer) =>
              outer !== event &&
              outer.ts <= event.ts &&
              outer.ts + outer.dur >= event.ts + event.dur &&
              outer.dur > event.dur,
          ),
      )
      const work = new Map()
      for (const event of outermost) work.set(event.name, (work.get(event.name) ?? 0) + event.dur / 1000)
      return { start: task.ts, ms: task.dur / 1000, work: [...work.entries()].sort((a, b) => b[1] - a[1]) }
    })
}

/** A long task after the first paint that style, layout and paint fill at least half of, with next to no script. */
function isLayoutAlone(task, firstPaint) {
  const spent = (kinds) => task.work.filter(([kind]) => kinds.includes(kind)).reduce((total, [, ms]) => total + ms, 0)
  return task.start > firstPaint && spent(renderingKinds) >= task.ms / 2 && spent(scriptKinds) < task.ms / 10
}

/**
 * Loads `url` in a new phone-sized page of `browser` (puppeteer) with the throttling on (THROTTLE=0:
 * off, Lighthouse's own way) and traces it until 3 s after the network fell idle: late tasks (a
 * resource that lands after the first paint, a timer) belong in the picture. Resolves with the
 * raw trace, its events, the navigation and the page's main thread.
 */
export async function recordLoad(browser, url) {
  // A trace now and then lacks the navigation on a loaded machine: one more load, as for Lighthouse's.
  return (await recordOnce(browser, url)) ?? (await recordOnce(browser, url)) ?? unusable(url)
}

function unusable(url) {
  throw new Error(`two traces of ${url} in a row had no navigation to measure from`)
}

async function recordOnce(browser, url) {
  const page = await browser.newPage()
  await page.setViewport({ width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true })
  const cdp = await page.createCDPSession()
  await cdp.send('Network.enable')
  // THROTTLE=0: Lighthouse's own way, an unthrottled load whose trace its simulation (Lantern) then replays.
  if (process.env.THROTTLE !== '0')
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 150,
      downloadThroughput: (1.6 * 1024 * 1024) / 8,
      uploadThroughput: (750 * 1024) / 8,
    })
  if (process.env.THROTTLE !== '0') await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
  await page.tracing.start({
    categories: [
      'devtools.timeline',
      'disabled-by-default-devtools.timeline',
      'loading',
      'blink.user_timing',
      'v8.execute',
    ],
  })
  await page.goto(url, { waitUntil: 'networkidle0' })
  // Tasks that come late (a resource that lands after the first paint, a timer) belong in the picture too.
  await new Promise((resolve) => setTimeout(resolve, 3000))
  const buffer = Buffer.from(await page.tracing.stop())
  await page.close()
  const { traceEvents } = JSON.parse(buffer.toString())
  const navigation = traceEvents.find(
    (event) =>
      event.name === 'navigationStart' &&
      event.args?.data?.isLoadingMainFrame &&
      event.args?.data?.documentLoaderURL === url,
  )
  if (!navigation) return null
  return { buffer, traceEvents, navigation, mainThread: { pid: navigation.pid, tid: navigation.tid } }
}

/**
 * One load under the throttling: when its largest contentful paint happened (ms after navigation, the
 * paint itself rather than Lighthouse's simulation of it), and its long tasks, each with its start,
 * length, work and whether layout alone made it.
 */
export async function tracedLoad(browser, url) {
  const { traceEvents, navigation, mainThread } = await recordLoad(browser, url)
  const after = (name) => traceEvents.filter((event) => event.name === name && event.ts >= navigation.ts)
  const firstPaint = after('firstContentfulPaint')[0]
  const lcp = after('largestContentfulPaint::Candidate').at(-1)
  const tasks = longTasks(traceEvents, mainThread, navigation.ts, Infinity).map((task) => ({
    ...task,
    atMs: (task.start - navigation.ts) / 1000,
    layoutAlone: isLayoutAlone(task, firstPaint?.ts ?? Infinity),
  }))
  return { lcpMs: lcp ? (lcp.ts - navigation.ts) / 1000 : NaN, tasks }
}
