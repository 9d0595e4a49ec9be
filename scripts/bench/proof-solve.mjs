// How long a phone takes to solve the contact form's proof of work (lib/contact/proof.ts), as a visitor meets
// it: /contact on Lighthouse's phone (412×823, 4× CPU, its network), the first field tapped, then the time
// from the challenge's request to its solution, as the page measures it itself (the User Timing entry
// 'contact-proof' of components/contact/use-contact-proof.ts). The worker that solves is slowed 4× too.
// Also what a flood pays: a thousand proofs at the phone's median, and at Node's native SHA-256.
import { solveChallenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/sha'
import puppeteer from 'puppeteer'
import { throttleLikeAPhone } from './first-taps.mjs'
import { percentile } from './contact-traffic.mjs'

const cpuSlowdown = 4

/** Slows every worker the page starts as much as its main thread: the phone's cores are all slow. */
function throttleWorkers(page) {
  page.on('workercreated', (worker) =>
    worker.client.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown }).catch(() => {}),
  )
}

/** One visit: the form's first field tapped, and the solve's duration (ms) once the page has measured it. */
async function solveOnce(browser, origin) {
  const context = await browser.createBrowserContext()
  try {
    const page = await context.newPage()
    await throttleLikeAPhone(page)
    throttleWorkers(page)
    await page.goto(new URL('/contact', origin).href, { waitUntil: 'load' })
    await page.locator('::-p-aria([name="Nome"][role="textbox"])').click()
    const handle = await page.waitForFunction(
      () => {
        const [entry] = performance.getEntriesByName('contact-proof')
        return entry && { total: entry.duration, solve: entry.detail.solveMs, counter: entry.detail.counter }
      },
      { timeout: 60_000, polling: 50 },
    )
    return handle.jsonValue()
  } finally {
    await context.close()
  }
}

/** Node's own solve of `challenges` (native SHA-256, one core): what a script pays per proof, in ms. */
async function nodeSolveMs(challenges) {
  const times = []
  for (const challenge of challenges) {
    const started = performance.now()
    await solveChallenge({ challenge, deriveKey })
    times.push(performance.now() - started)
  }
  return times
}

/**
 * `runs` solves on a phone against the site at `origin`, with Chromium at `executablePath`; `newChallenge`:
 * lib/contact/proof.ts's, for Node's side; `maxCounter`: the hardest challenge's counter (lib/contact/limits.ts),
 * whose solve each visit's speed (counters tried per ms) predicts. Resolves with the figures and their lines for the report.
 */
export async function measureProofSolve({ origin, executablePath, runs = 15, newChallenge, maxCounter }) {
  const browser = await puppeteer.launch({ executablePath, args: ['--no-sandbox', '--disable-gpu'] })
  const phone = []
  try {
    for (let run = 0; run < runs; run++) phone.push(await solveOnce(browser, origin))
  } finally {
    await browser.close()
  }
  const node = await nodeSolveMs(await Promise.all(Array.from({ length: runs * 4 }, () => newChallenge())))
  const solve = phone.map((visit) => visit.solve)
  const hardest = phone.map((visit) => (maxCounter * visit.solve) / Math.max(1, visit.counter))
  const total = phone.map((visit) => visit.total)
  const figures = {
    runs,
    solveMedianMs: Math.round(percentile(solve, 50)),
    solveP95Ms: Math.round(percentile(solve, 95)),
    hardestMedianMs: Math.round(percentile(hardest, 50)),
    hardestP95Ms: Math.round(percentile(hardest, 95)),
    totalMedianMs: Math.round(percentile(total, 50)),
    totalP95Ms: Math.round(percentile(total, 95)),
    nodeMeanMs: node.reduce((sum, ms) => sum + ms, 0) / node.length,
  }
  const lines = [
    `**Proof of work** on a phone profile (412×823, ${cpuSlowdown}× CPU on the page and its worker, Lighthouse's mobile network), ${runs} visits of /contact, the first field tapped: the worker solves in median ${figures.solveMedianMs} ms, p95 ${figures.solveP95Ms} ms; the hardest challenge (counter ${maxCounter.toLocaleString('en')}) at each visit's speed, median ${figures.hardestMedianMs} ms, p95 ${figures.hardestP95Ms} ms (goal: at most 1,000 ms); from the tap (challenge requested, solver loaded) to the solution, median ${figures.totalMedianMs} ms, p95 ${figures.totalP95Ms} ms, while the visitor types.`,
    `What a flood of 1,000 proven requests costs: ${figures.solveMedianMs.toLocaleString('en')} s of such a phone's time, or ${figures.nodeMeanMs.toFixed(1)} s of one server core with native SHA-256 (${figures.nodeMeanMs.toFixed(1)} ms a proof, mean of ${node.length}); each proof counts once, and a proven request still meets every per-address, per-mailbox and hourly limit.`,
  ]
  return { figures, lines }
}
