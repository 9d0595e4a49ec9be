import { expect, test, type Locator, type Page } from './playwright'
import { routes } from '@/lib/routes'
import { entranceAttribute, motionGateAttribute, offScreenAttribute } from '@/lib/motion/gate'
import { allPaths, faqQuestion, holdClock, pageHydrated, presetConsent, runHeldClockUntil } from './support'

const KB = 1024
const faqQuestionText = 'Quanto tempo serve per realizzare un progetto?'

type WaapiCall = { id: string; duration: number; properties: string[] }

/** Records every call to Element.animate (motion's WAAPI path): on which element, how long, which properties. */
async function recordWaapi(page: Page) {
  await page.addInitScript(() => {
    const calls: WaapiCall[] = []
    ;(window as unknown as { waapiCalls: WaapiCall[] }).waapiCalls = calls
    const animate = Element.prototype.animate
    Element.prototype.animate = function (keyframes, options) {
      const duration = typeof options === 'number' ? options : Number(options?.duration ?? 0)
      calls.push({
        id: this.id,
        duration,
        properties: Object.keys(Array.isArray(keyframes) ? (keyframes[0] ?? {}) : (keyframes ?? {})),
      })
      return animate.call(this, keyframes, options)
    }
  })
}
const waapiCalls = (page: Page) => page.evaluate(() => (window as unknown as { waapiCalls: WaapiCall[] }).waapiCalls)
/** The first interaction fetches the motion runtime and its features; wait until animations can run. */
async function interact(page: Page) {
  await expect(page.locator('html')).not.toHaveAttribute('data-motion', 'ready')
  // The listener arrives with hydration, which may follow the first movement on a busy machine: move until it loads.
  await expect(async () => {
    await page.mouse.move(5, 5)
    await page.mouse.move(40, 40)
    await expect(page.locator('html')).toHaveAttribute('data-motion', 'ready', { timeout: 2_000 })
  }).toPass({ timeout: 20_000 })
}

/** /contact, recorded and interacted with (so the motion runtime is in), and its first FAQ question. */
async function openContactAfterInteraction(page: Page) {
  await recordWaapi(page)
  await page.goto(routes.contact.path)
  await interact(page)
  const faq = page.getByRole('region', { name: 'Domande frequenti' })
  return { faq, question: faqQuestion(faq, faqQuestionText) }
}

/**
 * Opens the question and follows its height frame by frame until it has opened and then held still for three
 * frames: how many different heights it passed through (2: closed and open, at once; more: it unfolded).
 */
async function heightsWhileOpening({ item, summary }: ReturnType<typeof faqQuestion>) {
  await item.evaluate((details) => {
    const closed = details.getBoundingClientRect().height
    const seen = [closed]
    const follow = () => {
      seen.push(details.getBoundingClientRect().height)
      const [a, b, c] = seen.slice(-3)
      if (a > closed && a === b && b === c) details.dataset.heightsSeen = String(new Set(seen).size)
      else if (seen.length < 600) requestAnimationFrame(follow)
    }
    details.addEventListener('click', () => requestAnimationFrame(follow), { once: true })
  })
  await summary.click()
  await expect(item).toHaveAttribute('data-heights-seen')
  return Number(await item.getAttribute('data-heights-seen'))
}

test.beforeEach(async ({ page }) => presetConsent(page))

test.describe('motion', () => {
  test('no page fetches motion before the visitor interacts; the first interaction does', async ({ page }) => {
    const scripts: { url: string; bytes: Promise<number> }[] = []
    page.on('requestfinished', (request) => {
      if (request.resourceType() === 'script')
        scripts.push({ url: request.url(), bytes: request.sizes().then((sizes) => sizes.responseBodySize) })
    })
    await page.goto(routes.contact.path, { waitUntil: 'networkidle' })
    const firstLoad = scripts.length
    await interact(page)
    const lazy = scripts.slice(firstLoad)
    expect(lazy.length, 'the motion runtime and its features arrive after the first interaction').toBeGreaterThan(0)
    const bytes = (await Promise.all(lazy.map((script) => script.bytes))).reduce((sum, size) => sum + size, 0)
    test.info().annotations.push({
      type: 'bytes',
      description: `motion after first interaction: ${lazy.length} scripts, ${bytes} bytes`,
    })
    console.log(
      `[motion] lazy after first interaction: ${lazy.length} scripts, ${(bytes / KB).toFixed(1)}KB compressed`,
    )
  })

  test('animates: the FAQ height unfolds over several frames and the services panel fades in', async ({ page }) => {
    const { faq, question } = await openContactAfterInteraction(page)
    expect(await heightsWhileOpening(question), 'the answer unfolds over several frames').toBeGreaterThan(2)
    await expect(faq.getByText(/2-4 settimane.*2-6 mesi/)).toBeVisible()

    const services = page.getByRole('navigation', { name: 'Principale' }).getByRole('button', { name: 'Servizi' })
    await services.click()
    const servicesPanel = (await services.getAttribute('aria-controls'))!
    await expect
      .poll(async () => (await waapiCalls(page)).some((call) => call.id === servicesPanel && call.duration > 0), {
        message: 'the panel fades in',
      })
      .toBe(true)
  })

  test('reduced motion: the same panels open at once, with no animation at all', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    const { faq, question } = await openContactAfterInteraction(page)
    expect(await heightsWhileOpening(question), 'the answer is simply there').toBe(2)
    await expect(faq.getByText(/2-4 settimane.*2-6 mesi/)).toBeVisible()

    const services = page.getByRole('navigation', { name: 'Principale' }).getByRole('button', { name: 'Servizi' })
    await services.click()
    await expect(page.locator(`[id="${await services.getAttribute('aria-controls')}"]`)).toBeVisible()
    expect(
      (await waapiCalls(page)).filter((call) => call.duration > 0),
      'no timed WAAPI animation',
    ).toEqual([])
  })

  test("nothing in any page's server HTML starts invisible", async ({ request }) => {
    for (const path of allPaths) {
      const html = await (await request.get(path)).text()
      const styles = [...html.matchAll(/style="([^"]*)"/g)].map((match) => match[1])
      expect(
        styles.filter((style) => /opacity:\s*0(?![.\d])|height:\s*0(px)?\s*(;|$)|visibility:\s*hidden/.test(style)),
        path,
      ).toEqual([])
    }
  })

  test('without JavaScript the FAQ answers and every use-case panel are readable', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto(routes.contact.path)
    await expect(
      page.getByRole('region', { name: 'Domande frequenti' }).getByText(/2-4 settimane.*2-6 mesi/),
    ).toBeVisible()
    await page.goto(routes.chatbots.path)
    const panels = page.locator('[role="tabpanel"]')
    expect(await panels.count()).toBeGreaterThan(1)
    for (const panel of await panels.all()) await expect(panel).toBeVisible()
    await context.close()
  })
})

test.describe('motion waits for the eye', () => {
  const playState = (element: Locator) => element.evaluate((node) => getComputedStyle(node).animationPlayState)
  const html = (page: Page) => page.locator('html')
  /** A visitor moves the pointer (again, if the page had not hydrated yet) until the gate has opened. */
  const visitorArrives = (page: Page) => {
    let step = 0
    return expect(async () => {
      step += 1
      await page.mouse.move(20 + step, 20 + step)
      await expect(html(page)).toHaveAttribute(motionGateAttribute, 'open', { timeout: 1_000 })
    }).toPass()
  }

  test('a page no one is at stays still, past its load; the first interaction starts its loops', async ({ page }) => {
    await holdClock(page)
    await page.goto('/')
    await pageHydrated(page)
    const strip = page.locator('.marquee')
    await strip.scrollIntoViewIfNeeded()
    // Well past the first idle moment after `load` (2 s at the latest).
    await page.clock.runFor(5_000)
    await expect(html(page)).not.toHaveAttribute(motionGateAttribute)
    expect(await playState(strip.locator('.marquee-track'))).toBe('paused')

    await page.mouse.move(20, 20)
    await runHeldClockUntil(page, () =>
      expect(html(page)).toHaveAttribute(motionGateAttribute, 'open', { timeout: 1_000 }),
    )
    await expect.poll(() => playState(strip.locator('.marquee-track'))).toBe('running')
  })

  test('the technology strip stands still while the page loads, then moves only while on screen', async ({ page }) => {
    // The logos' sprite held: `load` waits for it, while the page shows and hydrates.
    let releaseSprites = () => {}
    const spritesHeld = new Promise<void>((resolve) => (releaseSprites = resolve))
    await page.route('**/brand-icons/*.svg', async (route) => (await spritesHeld, route.continue()))
    await page.goto('/', { waitUntil: 'commit' })
    const strip = page.locator('.marquee')
    const track = strip.locator('.marquee-track')
    await strip.scrollIntoViewIfNeeded()
    expect(await page.evaluate(() => document.readyState)).not.toBe('complete')
    expect(await playState(track)).toBe('paused')

    await page.mouse.move(20, 20)
    expect(await playState(track)).toBe('paused')
    // The loop's second copy, beyond the right edge, is not laid out while the strip stands still.
    await expect(strip.locator('.marquee-duplicate')).toBeHidden()

    releaseSprites()
    await visitorArrives(page)
    await expect.poll(() => playState(track)).toBe('running')
    await expect(strip.locator('.marquee-duplicate')).toBeVisible()
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded()
    await expect(strip).toHaveAttribute(offScreenAttribute)
    expect(await playState(track)).toBe('paused')
    await strip.scrollIntoViewIfNeeded()
    await expect(strip).not.toHaveAttribute(offScreenAttribute)
    expect(await playState(track)).toBe('running')
  })

  test('without JavaScript the strip moves', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto('/')
    expect(await playState(page.locator('.marquee-track'))).toBe('running')
    await expect(page.locator('.marquee-duplicate')).toBeVisible()
    await context.close()
  })

  test('cards on screen when the load ends stay as served; a card below rises in as it is scrolled to', async ({
    page,
  }) => {
    await page.goto(routes.products.path)
    await visitorArrives(page)
    const cards = page.locator('.stagger-in')
    const onScreen = await cards.evaluateAll((all) =>
      all.filter((card) => card.getBoundingClientRect().top < innerHeight).map((card) => card.getAnimations().length),
    )
    expect(onScreen.length).toBeGreaterThan(0)
    expect(onScreen).toEqual(onScreen.map(() => 0))

    const last = cards.last()
    expect(await last.evaluate((card) => card.getBoundingClientRect().top > innerHeight)).toBe(true)
    await expect(last).not.toHaveAttribute(entranceAttribute)
    await expect(last).toHaveCSS('opacity', '1')
    // Scrolled a fifth of the screen at a time, as a reader would: the card is met just below the screen.
    await expect(async () => {
      await page.evaluate(() => scrollBy(0, innerHeight / 5))
      await expect(last).toHaveAttribute(entranceAttribute, 'rise', { timeout: 500 })
    }).toPass()
    expect(
      await last.evaluate((card) => card.getAnimations().map((animation) => (animation as CSSAnimation).animationName)),
    ).toEqual(['rise-in'])
    await expect(last).toHaveCSS('opacity', '1')
  })

  test('with reduced motion a card scrolled to is simply there', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.goto(routes.products.path)
    await visitorArrives(page)
    const last = page.locator('.stagger-in').last()
    await last.scrollIntoViewIfNeeded()
    expect(await last.evaluate((card) => card.getAnimations().length)).toBe(0)
    await expect(last).toHaveCSS('opacity', '1')
  })
})
