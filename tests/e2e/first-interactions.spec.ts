import { expect, test, type Locator, type Page, type Request } from './playwright'
import { form } from './contact-support'
import { faqQuestion, presetConsent, stubGoogleAnalytics } from './support'

/**
 * A visitor on a slow phone acts as soon as the page shows, before the scripts have finished: each first
 * interaction works on the first try, and none takes longer than a good INP allows. Phone profile only:
 * the menu button exists only at phone width, and the throttling is Lighthouse's mobile preset (4× CPU,
 * 150 ms RTT, 1.6 Mbps down, 750 Kbps up), which means nothing for the desktop project.
 */
// The page with the menu, a FAQ and the contact form.
const route = '/contact'
const banner = (page: Page) => page.getByRole('region', { name: 'Rispettiamo la tua privacy' })
const isConsentPost = (request: Request) =>
  new URL(request.url()).pathname === '/api/consent' && request.method() === 'POST'

async function throttleLikeAPhone(page: Page) {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
  await cdp.send('Network.enable')
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  })
}

/** What the page records for the test (window.__interactions). */
interface Recorded {
  /** The longest Event Timing entry of each interaction, by interactionId. */
  durations: Record<number, number>
  /** The longest time a tap's events took in their handlers (processingEnd − processingStart). */
  handling: number
  /**
   * Each tap: when it began (pointerdown's timeStamp: the touch, even while the page is too busy to handle it), and
   * whether the page was still hydrating then (a box held from React still as served).
   */
  taps: { time: number; hydrating: boolean }[]
  flush: () => void
}

/** Records every interaction's Event Timing entries (as INP counts them) and when each tap began. */
async function observeInteractions(page: Page) {
  await page.addInitScript(() => {
    if (window.top !== window) return
    const recorded = { durations: {}, handling: 0, taps: [], flush: () => {} } as Recorded
    Object.assign(window, { __interactions: recorded })
    const keep = (entries: PerformanceEntryList) => {
      for (const entry of entries as (PerformanceEventTiming & { interactionId?: number })[]) {
        if (!entry.interactionId) continue
        recorded.durations[entry.interactionId] = Math.max(recorded.durations[entry.interactionId] ?? 0, entry.duration)
        if (/^(pointer|mouse|touch)|click/.test(entry.name))
          recorded.handling = Math.max(recorded.handling, entry.processingEnd - entry.processingStart)
      }
    }
    const observer = new PerformanceObserver((list) => keep(list.getEntries()))
    observer.observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit)
    recorded.flush = () => keep(observer.takeRecords())
    // On window, in the capture phase: before any listener of the page's own.
    window.addEventListener(
      'pointerdown',
      (event) =>
        recorded.taps.push({
          time: event.timeStamp,
          hydrating: document.querySelector('[data-island="served"]') !== null,
        }),
      true,
    )
  })
}

/**
 * The slowest interaction since the page loaded, in ms (entries under 16 ms are not reported: 0 means
 * "under 16"), how long after `load` the first tap began, and whether the page was hydrating then. Read a
 * task after two frames, when the browser has painted the interaction's result and queued its entries.
 */
async function interactionFigures(page: Page) {
  return page.evaluate(async () => {
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))
    await new Promise((done) => {
      const channel = new MessageChannel()
      channel.port1.onmessage = done
      channel.port2.postMessage(null)
    })
    const recorded = (window as unknown as { __interactions: Recorded }).__interactions
    recorded.flush()
    const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[]
    return {
      inp: Math.max(0, ...Object.values(recorded.durations)),
      handling: recorded.handling,
      // Negative: the tap came before load.
      tapAfterLoad: recorded.taps[0].time - navigation.loadEventStart,
      hydrating: recorded.taps[0].hydrating,
    }
  })
}

async function report(page: Page, interaction: string) {
  const { inp, tapAfterLoad, handling, hydrating } = await interactionFigures(page)
  const figure = `${interaction}: INP ${inp ? `${Math.round(inp)} ms` : 'under 16 ms'} at 4× CPU`
  // Whether the tap came while the page hydrated depends on how fast this machine hydrates it: said, never a verdict.
  const when = `tapped ${Math.round(tapAfterLoad)} ms after load, ${hydrating ? 'while the page hydrated' : 'once it had hydrated'}`
  test.info().annotations.push({ type: 'INP', description: `${figure}; ${when}` })
  console.log(`[first-interactions] ${figure}; ${when}`)
  return { handling }
}

/**
 * Where no handler of ours waits yet (the banner's buttons before the provider mounts, a field of the form as
 * served) or the browser answers alone (the menu's popover, a FAQ's `<details>`), React must not see the tap:
 * it would hydrate the whole page inside it, 400–1,300 ms at 4× CPU.
 * The events' own handling then stays a few milliseconds; 100 leaves room for a slow machine.
 */
const handledWithoutHydrating = ({ handling }: { handling: number }) =>
  expect(handling, "the tap's longest event handling, ms: React hydrated the page inside it").toBeLessThan(100)

/** Holds the page's script files back until `release` is called: nothing hydrates before then. */
async function holdScripts(page: Page) {
  let release = () => {}
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/_next/static/**/*.js', async (route) => {
    await released
    await route.continue()
  })
  return release
}

/**
 * Loads the page and taps `target` the moment `load` fires, whatever the page is busy with, as a visitor
 * would: at the place where the target was once the HTML was parsed (nothing moves afterwards), scrolled
 * into view while the page loaded. The scripts wait for that measuring, so that `load` never comes first;
 * actionability checks would wait for a busy main thread, and so tap late. The tap works on the first try and
 * is handled quickly whether the page is still hydrating then or not: the test holds to both either way.
 */
async function tapRightAfterLoad(page: Page, target: Locator) {
  const releaseScripts = await holdScripts(page)
  await page.goto(route, { waitUntil: 'domcontentloaded' })
  await target.scrollIntoViewIfNeeded()
  const box = await target.boundingBox()
  if (!box) throw new Error('the target has no box')
  releaseScripts()
  await page.waitForLoadState('load')
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2)
}

async function expectOnlyNecessaryRecorded(page: Page, posted: Promise<Request>) {
  await expect(banner(page)).toBeHidden()
  expect((await posted).postDataJSON()).toMatchObject({ accept_type: 'necessary', analytics: false })
  const saved = await page.evaluate(() => JSON.parse(localStorage.getItem('cookieConsent') ?? 'null'))
  expect(saved?.preferences).toMatchObject({ analytics: false, functional: false, marketing: false })
  await expect(page.getByRole('button', { name: 'Preferenze cookie', exact: true })).toBeVisible()
}

test.describe('the first interactions on a slow phone work on the first try @mobile-only', () => {
  let analytics: string[]
  test.beforeEach(async ({ page, context }) => {
    test.slow()
    analytics = await stubGoogleAnalytics(context)
    await observeInteractions(page)
    await throttleLikeAPhone(page)
  })

  test('the banner\'s "Solo necessari", tapped right after load, closes it and records the choice', async ({
    page,
  }) => {
    const posted = page.waitForRequest(isConsentPost)
    await tapRightAfterLoad(page, banner(page).getByRole('button', { name: 'Solo necessari' }))
    await expectOnlyNecessaryRecorded(page, posted)
    expect(analytics).toEqual([])
    handledWithoutHydrating(await report(page, 'banner "Solo necessari"'))
  })

  test('a banner button clicked before any script has run counts, once, and nothing third-party comes first', async ({
    page,
  }) => {
    // The page's scripts wait until the visitor has chosen: the click surely lands before hydration.
    const releaseScripts = await holdScripts(page)
    const consentPosts: Request[] = []
    page.on('request', (request) => void (isConsentPost(request) && consentPosts.push(request)))
    await page.goto(route, { waitUntil: 'domcontentloaded' })
    await banner(page).getByRole('button', { name: 'Accetta tutto' }).click()
    await expect(banner(page), 'hidden at once, before any script file').toBeHidden()
    expect(analytics, 'nothing third-party before the choice is saved').toEqual([])
    releaseScripts()
    // Hydrating on a throttled phone takes seconds, more on a busy machine.
    await expect(page.getByRole('button', { name: 'Preferenze cookie', exact: true })).toBeVisible({ timeout: 20_000 })
    await expect.poll(() => consentPosts.length).toBe(1)
    expect(consentPosts[0].postDataJSON()).toMatchObject({ accept_type: 'all', analytics: true })
    await expect(banner(page)).toBeHidden()
    // Saved once: then analytics, as the choice allows.
    await expect.poll(() => analytics.length).toBeGreaterThan(0)
    expect(consentPosts).toHaveLength(1)
    await report(page, 'banner "Accetta tutto" before any script')
  })

  test.describe('with the choice already made', () => {
    test.beforeEach(async ({ page }) => presetConsent(page))

    test('the menu button opens the menu', async ({ page }) => {
      await tapRightAfterLoad(page, page.getByRole('button', { name: 'Apri menu' }))
      await expect(page.locator('#mobile-menu')).toBeVisible()
      await expect(page.getByRole('button', { name: 'Chiudi menu' })).toBeVisible()
      handledWithoutHydrating(await report(page, 'menu button'))
    })

    test('a FAQ question shows its answer', async ({ page }) => {
      const faq = page.getByRole('region', { name: 'Domande frequenti' })
      const question = faqQuestion(faq, 'Quanto tempo serve per realizzare un progetto?')
      await tapRightAfterLoad(page, question.summary)
      await expect(question.item).toHaveAttribute('open')
      await expect(faq.getByText(/2-4 settimane.*2-6 mesi/)).toBeVisible()
      handledWithoutHydrating(await report(page, 'FAQ question'))
    })

    test("the form's first field takes focus and keeps what is typed", async ({ page }) => {
      const firstName = form(page).getByLabel('Nome', { exact: true })
      await tapRightAfterLoad(page, firstName)
      await expect(firstName).toBeFocused()
      await page.keyboard.type('Maria')
      await expect(firstName).toHaveValue('Maria')
      await expect(firstName).toBeFocused()
      handledWithoutHydrating(await report(page, 'form first field (tap and typing)'))
    })
  })
})
