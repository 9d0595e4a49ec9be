/**
 * node scripts/bench/lcp-trace.mjs <url> [more urls] — a Performance trace of one page load under
 * Lighthouse's mobile throttling (4× CPU, 150 ms RTT, 1.6 Mbps), applied for real by DevTools.
 * Prints what the main thread did between the response and the LCP paint, so a render delay
 * can be explained from the trace rather than guessed, then every long task (≥ 50 ms) until 3 s
 * after the network fell idle, with what it spent its time on. TRACE_DIR=dir keeps the raw traces
 * (open them in DevTools' Performance panel).
 */
import { writeFileSync } from 'node:fs'
import path from 'node:path'
import puppeteer from 'puppeteer'
import { findChromium } from '../find-chromium.mjs'
import { chromiumFlags } from '../chromium-flags.mjs'
import { longTasks, mainThreadWork, onThread, recordLoad } from './trace.mjs'

const urls = process.argv.slice(2)
if (urls.length === 0) {
  console.error('usage: node scripts/bench/lcp-trace.mjs <url> [more urls]')
  process.exit(1)
}

async function trace(browser, url) {
  const { buffer, traceEvents, navigation, mainThread } = await recordLoad(browser, url)
  if (process.env.TRACE_DIR)
    writeFileSync(path.join(process.env.TRACE_DIR, `${new URL(url).pathname.replace(/\W/g, '_') || '_'}.json`), buffer)
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
      onThread(event, mainThread) &&
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
  const tasks = longTasks(traceEvents, mainThread, navigation.ts, Infinity)
  console.log(`  long tasks: ${tasks.length} (FCP at ${at(fcp)} ms)`)
  for (const task of tasks)
    console.log(
      `    at ${at({ ts: task.start }).padStart(5)} ms ${task.ms.toFixed(0).padStart(5)} ms: ${task.work.map(([kind, ms]) => `${kind} ${ms.toFixed(0)}`).join(', ')}`,
    )
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
