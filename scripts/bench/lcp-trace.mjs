/**
 * node scripts/bench/lcp-trace.mjs <url> [more urls] — a Performance trace of one page load under
 * Lighthouse's mobile throttling (4× CPU, 150 ms RTT, 1.6 Mbps), applied for real by DevTools.
 * Prints what the main thread did between the response and the LCP paint, so a render delay
 * can be explained from the trace rather than guessed. TRACE_DIR=dir keeps the raw traces
 * (open them in DevTools' Performance panel).
 */
import { writeFileSync } from 'node:fs'
import path from 'node:path'
import puppeteer from 'puppeteer'
import { findChromium } from '../find-chromium.mjs'
import { chromiumFlags } from '../chromium-flags.mjs'

const urls = process.argv.slice(2)
if (urls.length === 0) {
  console.error('usage: node scripts/bench/lcp-trace.mjs <url> [more urls]')
  process.exit(1)
}

/** Top-level main-thread work in [from, to], by kind (and by script for evaluations), in ms. */
function mainThreadWork(events, mainThread, from, to) {
  const work = new Map()
  for (const event of events) {
    if (event.ph !== 'X' || event.tid !== mainThread || event.ts < from || event.ts > to) continue
    let kind = event.name
    if (['EvaluateScript', 'v8.compile', 'v8.run'].includes(kind))
      kind = `${kind} ${path.basename(event.args?.data?.url ?? 'inline').slice(0, 40) || 'inline'}`
    if (
      ![
        'ParseHTML',
        'ParseAuthorStyleSheet',
        'Layout',
        'UpdateLayoutTree',
        'Paint',
        'FunctionCall',
        'TimerFire',
        'RunMicrotasks',
        'EventDispatch',
        'v8.callFunction',
        'CompileScript',
      ].includes(event.name) &&
      !kind.startsWith('EvaluateScript')
    )
      continue
    work.set(kind, (work.get(kind) ?? 0) + event.dur / 1000)
  }
  return [...work.entries()].sort((a, b) => b[1] - a[1])
}

async function trace(browser, url) {
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
  const buffer = Buffer.from(await page.tracing.stop())
  await page.close()
  const { traceEvents } = JSON.parse(buffer.toString())
  if (process.env.TRACE_DIR)
    writeFileSync(path.join(process.env.TRACE_DIR, `${new URL(url).pathname.replace(/\W/g, '_') || '_'}.json`), buffer)
  const navigation = traceEvents.find(
    (event) =>
      event.name === 'navigationStart' &&
      event.args?.data?.isLoadingMainFrame &&
      event.args?.data?.documentLoaderURL === url,
  )
  const mainThread = navigation.tid
  const at = (event) => (event ? ((event.ts - navigation.ts) / 1000).toFixed(0) : '—')
  const candidates = traceEvents.filter(
    (event) => event.name === 'largestContentfulPaint::Candidate' && event.ts >= navigation.ts,
  )
  const lcp = candidates.at(-1)
  const response = traceEvents.find(
    (event) => event.name === 'ResourceReceiveResponse' && event.args?.data?.url === url,
  )
  const fcp = traceEvents.find((event) => event.name === 'firstContentfulPaint' && event.ts >= navigation.ts)
  const dcl = traceEvents.find(
    (event) =>
      event.name === 'domContentLoadedEventEnd' &&
      event.ts >= navigation.ts &&
      event.args?.frame === navigation.args?.frame,
  )
  const scripts = traceEvents.filter(
    (event) =>
      event.name === 'EvaluateScript' &&
      event.tid === mainThread &&
      event.ts >= navigation.ts &&
      event.ts <= (lcp?.ts ?? Infinity),
  )
  console.log(
    `\n${url}\n  response ${at(response)} ms, DOMContentLoaded ${at(dcl)} ms, FCP ${at(fcp)} ms, LCP ${at(lcp)} ms (${lcp?.args?.data?.type} ${lcp?.args?.data?.size}px², ${candidates.length} candidates)`,
  )
  console.log(`  scripts evaluated before the LCP paint: ${scripts.length}`)
  // Lantern counts every request that started before the paint as one the paint may have waited for.
  const requested = traceEvents.filter(
    (event) =>
      event.name === 'ResourceSendRequest' &&
      event.args.data.url.startsWith(new URL(url).origin) &&
      event.ts >= navigation.ts &&
      event.ts <= (lcp?.ts ?? Infinity),
  )
  const finished = new Map(
    traceEvents
      .filter((event) => event.name === 'ResourceFinish')
      .map((event) => [event.args.data.requestId, event.args.data.encodedDataLength]),
  )
  const bytes = requested.reduce((sum, event) => sum + (finished.get(event.args.data.requestId) ?? 0), 0)
  console.log(
    `  requests started before the LCP paint: ${requested.length}, ${(bytes / 1024).toFixed(1)} KB: ${requested.map((event) => path.basename(new URL(event.args.data.url).pathname) || '/').join(' ')}`,
  )
  console.log('  main thread, navigation to LCP paint:')
  for (const [kind, ms] of mainThreadWork(traceEvents, mainThread, navigation.ts, lcp?.ts ?? Infinity).slice(0, 12))
    console.log(`    ${ms.toFixed(0).padStart(6)} ms  ${kind}`)
  if (dcl && lcp) {
    console.log('  main thread, DOMContentLoaded to LCP paint:')
    for (const [kind, ms] of mainThreadWork(traceEvents, mainThread, dcl.ts, lcp.ts).slice(0, 8))
      console.log(`    ${ms.toFixed(0).padStart(6)} ms  ${kind}`)
  }
}

const browser = await puppeteer.launch({
  executablePath: await findChromium(),
  args: [...chromiumFlags, '--lang=it-IT'],
})
try {
  for (const url of urls) await trace(browser, url)
} finally {
  await browser.close()
}
