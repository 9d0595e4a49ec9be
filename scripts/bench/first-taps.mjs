// bench:web's first taps (TAPS=1): the INP of the four first interactions of
// tests/e2e/first-interactions.spec.ts, each tapped the moment `load` fires on a throttled phone, on the
// site, BEFORE's site and the floor's /content page of the same route (the same elements, rendered by
// server components: no handler of ours runs there, so its INP is what a tap pays the framework alone).

/** The route the taps are on: the page with the menu, a FAQ, the banner and the contact form. */
export const tapsRoute = '/contact'
const inpGoalMs = 200

/** The taps, as the spec makes them; the banner's with no stored choice, the others with one (banner closed). */
const taps = [
  { name: 'menu button "Apri menu"', selector: '::-p-aria([name="Apri menu"][role="button"])', consent: true },
  {
    name: 'FAQ "Quanto tempo serve per realizzare un progetto?"',
    // By its words: a <summary> here, a button in 0b08dc8.
    selector: '::-p-text(Quanto tempo serve per realizzare un progetto?)',
    consent: true,
  },
  { name: 'banner "Solo necessari"', selector: '::-p-aria([name="Solo necessari"][role="button"])', consent: false },
  { name: 'form field "Nome"', selector: '::-p-aria([name="Nome"][role="textbox"])', consent: true },
]

/** Runs in the page before its own scripts: every interaction's longest Event Timing entry, and when each tap began. */
function observeInteractions() {
  if (window.top !== window) return
  const recorded = { longest: null, taps: [] }
  window.__firstTaps = recorded
  const keep = (entries) => {
    for (const entry of entries)
      if (entry.interactionId && entry.duration > (recorded.longest?.duration ?? 0))
        recorded.longest = {
          duration: entry.duration,
          inputDelay: entry.processingStart - entry.startTime,
          processing: entry.processingEnd - entry.processingStart,
          presentation: entry.startTime + entry.duration - entry.processingEnd,
        }
  }
  const observer = new PerformanceObserver((list) => keep(list.getEntries()))
  observer.observe({ type: 'event', durationThreshold: 16, buffered: true })
  recorded.flush = () => keep(observer.takeRecords())
  // On window, in the capture phase: before any listener of the page's own.
  window.addEventListener('pointerdown', (event) => recorded.taps.push(event.timeStamp), true)
}

/** A stored "only necessary" choice, as tests/e2e/support.ts presetConsent stores it: the banner stays closed. */
function storeConsent() {
  if (window.top !== window) return
  const preferences = { necessary: true, analytics: false, functional: false, marketing: false }
  const consentId = '00000000-0000-4000-8000-00000000e2e0'
  localStorage.setItem(
    'cookieConsent',
    JSON.stringify({ preferences, timestamp: Date.now(), version: '1.0', consentId }),
  )
}

/** Read after two frames, when the tap's result is painted and its entries queued: the INP (0: under 16 ms) and its parts. */
function readInteraction() {
  return new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done)))).then(() => {
    const recorded = window.__firstTaps
    recorded.flush()
    const [navigation] = performance.getEntriesByType('navigation')
    const { duration = 0, ...parts } = recorded.longest ?? {}
    return { inp: duration, ...parts, tapAfterLoad: recorded.taps[0] - navigation.loadEventStart }
  })
}

/** The spec's phone: 412×823 with touch, Lighthouse's mobile throttling (4× CPU, 150 ms, 1.6 Mbps / 750 Kbps). */
export async function throttleLikeAPhone(page) {
  await page.setViewport({ width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true })
  await page.emulateCPUThrottling(4)
  await page.emulateNetworkConditions({
    latency: 150,
    download: (1.6 * 1024 * 1024) / 8,
    upload: (750 * 1024) / 8,
  })
}

/** Holds the page's script files until the returned release() is called: nothing hydrates before then. */
async function holdScripts(page) {
  let release = () => {}
  const released = new Promise((resolve) => (release = resolve))
  await page.setRequestInterception(true)
  page.on('request', (request) => {
    const { pathname } = new URL(request.url())
    const held = pathname.startsWith('/_next/static/') && pathname.endsWith('.js')
    // A request still held when its context closes can no longer be continued.
    ;(held ? released : Promise.resolve()).then(() => request.continue()).catch(() => {})
  })
  return release
}

/**
 * One tap in a fresh incognito context, as the spec makes it: the target measured once the HTML is parsed
 * (scrolled into view; the scripts wait for it, so `load` never comes first), then tapped at its centre the
 * moment `load` fires. `covered`: something else was at that point (the tap went to it).
 */
async function tapOnce(browser, side, tap) {
  const context = await browser.createBrowserContext()
  try {
    const page = await context.newPage()
    await throttleLikeAPhone(page)
    await page.evaluateOnNewDocument(observeInteractions)
    if (tap.consent) await page.evaluateOnNewDocument(storeConsent)
    const releaseScripts = await holdScripts(page)
    const loaded = new Promise((resolve) => page.once('load', resolve))
    await page.goto(side.url, { waitUntil: 'domcontentloaded' })
    // The content page has none of the site's inline scripts, so no pre-paint script shows its banner to a first visit.
    if (!tap.consent && side.withoutBootScripts)
      await page.evaluate(() => document.documentElement.setAttribute('data-consent-ask', ''))
    const target = await page.waitForSelector(tap.selector, { timeout: 10_000 })
    await target.scrollIntoView()
    const box = await target.boundingBox()
    if (!box) throw new Error(`${tap.name} has no box on ${side.url}`)
    const [x, y] = [box.x + box.width / 2, box.y + box.height / 2]
    const covered = await target.evaluate((element, x, y) => !element.contains(document.elementFromPoint(x, y)), x, y)
    releaseScripts()
    await loaded
    await page.touchscreen.tap(x, y)
    return { ...(await page.evaluate(readInteraction)), covered }
  } finally {
    await context.close()
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]

/** A side's taps of one kind: the median INP with the parts of the run it comes from, the median tap time, the covered runs. */
function medianTap(results) {
  const middle = [...results].sort((a, b) => a.inp - b.inp)[Math.floor(results.length / 2)]
  return {
    ...middle,
    tapAfterLoad: median(results.map((result) => result.tapAfterLoad)),
    covered: results.filter((result) => result.covered).length,
  }
}

const ms = (value) => String(Math.round(value))
/** One side's cell: INP (input delay / processing / presentation), ms. */
const inpCell = (tap) =>
  `${tap.inp ? `${ms(tap.inp)} (${ms(tap.inputDelay)} / ${ms(tap.processing)} / ${ms(tap.presentation)})` : '< 16'}${
    tap.covered ? `, covered in ${tap.covered} run(s)` : ''
  }`

const verdict = (inp) => (inp <= inpGoalMs ? 'met' : `+${ms(inp - inpGoalMs)} ms over`)

/** The table's rows: per tap, each side's median, each side against the goal, and when the taps came. */
function tapsTable(sides, medians) {
  const header = `| tap | ${sides.map((side) => `${side.name}: INP ms (input delay / processing / presentation)`).join(' | ')} | goal: INP ≤ ${inpGoalMs} ms | tapped after load ms (${sides.map((side) => side.name).join(' / ')}) |`
  const rows = taps.map((tap) => {
    const bySide = sides.map((side) => medians[tap.name][side.name])
    // Beside the site's, the other sides' own: a goal the framework alone misses is set against the wrong reference.
    const goal = sides.map(({ name }) => `${name} ${verdict(medians[tap.name][name].inp)}`).join('; ')
    return `| ${tap.name} | ${bySide.map(inpCell).join(' | ')} | ${goal} | ${bySide.map((figures) => ms(figures.tapAfterLoad)).join(' / ')} |`
  })
  return [header, `|---|${'---:|'.repeat(sides.length)}---|---:|`, ...rows].join('\n')
}

/**
 * Each tap `runs` times on every side ({ name, url } of tapsRoute, `site` among them; `withoutBootScripts`: a
 * page without the site's inline scripts, whose banner the bench shows as they would), interleaved side by
 * side (each round starts with the next side), in `browser` (puppeteer). Prints the table and resolves
 * with its section of docs/performance.md.
 */
export async function firstTapsSection(browser, sides, runs) {
  const results = Object.fromEntries(taps.map((tap) => [tap.name, Object.fromEntries(sides.map((s) => [s.name, []]))]))
  for (let run = 1; run <= runs; run++) {
    const started = Date.now()
    const order = [...sides.slice(run % sides.length), ...sides.slice(0, run % sides.length)]
    for (const tap of taps)
      for (const side of order) results[tap.name][side.name].push(await tapOnce(browser, side, tap))
    console.error(
      `[bench] first taps on ${tapsRoute} run ${run}/${runs}: ${((Date.now() - started) / 1000).toFixed(0)} s`,
    )
  }
  const medians = Object.fromEntries(
    taps.map((tap) => [tap.name, Object.fromEntries(sides.map((s) => [s.name, medianTap(results[tap.name][s.name])]))]),
  )
  const note = `Each tap in a fresh incognito context at 412×823 with touch, 4× CPU, 150 ms latency, 1.6 Mbps down / 750 Kbps up; the page's scripts held until the target is measured, the tap at its centre the moment \`load\` fires (tests/e2e/first-interactions.spec.ts's way); INP: the longest Event Timing entry of the tap, split into input delay, processing and presentation; median of ${runs} per tap and side, interleaved. Framework only: the floor's /content page of ${tapsRoute}, the same elements with no handler of ours, so its INP is what a tap right after \`load\` pays for the framework's start-up alone. "Covered": something else lay over the target's centre and took the tap.`
  const section = `### First taps on ${tapsRoute}\n\n${note}\n\n${tapsTable(sides, medians)}`
  console.log(`\n${section}`)
  return section
}
