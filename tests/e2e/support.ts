import AxeBuilder from '@axe-core/playwright'
import { expect, type BrowserContext, type Locator, type Page } from '@playwright/test'
import { pagePaths } from '@/lib/seo/page-paths'
import { renderSkippedBlocks } from '../../scripts/validators/render-skipped-blocks.mjs'

/** Every concrete page of the site, straight from the route registry. */
export const allPaths = pagePaths()

export const axeTags = ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa']

/** Pages whose clock holdClock() holds still. */
const heldClocks = new WeakSet<Page>()

export async function expectNoAxeViolations(page: Page, options: { include?: string } = {}) {
  // Contrast is judged on the final look: let entrance animations (not endless loops) finish first.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  )
  await page.evaluate(renderSkippedBlocks)
  let builder = new AxeBuilder({ page }).withTags(axeTags)
  if (options.include) builder = builder.include(options.include)
  const { violations } = heldClocks.has(page) ? await analyzeOnHeldClock(page, builder) : await builder.analyze()
  const summary = violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  )
  expect(summary).toEqual([])
}

/** Page time axe may take on a held clock: a few dozen 1 ms steps on any page of ours. */
const axeStepsAtMost = 500

/**
 * axe schedules its own work on the page's timers: on a held clock the test steps it 1 ms at a time until axe
 * is done, so that the page's time stays the test's (its own timers, 5 s or 30 s away, stay where they were).
 * All of it in the page itself: by default axe finishes in a blank page of its own, which shares the held clock,
 * and a step that lands as that page closes never returns.
 */
async function analyzeOnHeldClock(page: Page, builder: AxeBuilder) {
  let done = false
  const analysis = builder
    .setLegacyMode()
    .analyze()
    .finally(() => (done = true))
  for (let steps = 0; !done; steps++) {
    if (steps === axeStepsAtMost) {
      void analysis.catch(() => undefined)
      throw new Error(`axe still at work after ${axeStepsAtMost} ms of page time`)
    }
    await page.clock.runFor(1)
  }
  return analysis
}

/** Collects console errors, page errors and hydration warnings for the page's whole life. */
export function watchConsole(page: Page): string[] {
  const problems: string[] = []
  page.on('console', (message) => {
    const text = message.text()
    if (message.type() === 'error' || /hydrat/i.test(text)) problems.push(`${message.type()}: ${text}`)
  })
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`))
  return problems
}

/** Sets the stored theme before any script of the page runs. */
export async function presetTheme(page: Page, mode: 'dark' | 'light' | 'system') {
  await page.addInitScript((value) => window.localStorage.setItem('theme-mode', value), mode)
}

/**
 * Stores a valid consent so the banner stays closed in tests about other things: "only necessary"
 * unless `granted` says otherwise.
 */
export async function presetConsent(
  page: Page,
  granted: Partial<Record<'analytics' | 'functional' | 'marketing', boolean>> = {},
) {
  await page.addInitScript((granted) => {
    // Init scripts run in every frame; an embedded (e.g. video) frame has no say in our consent.
    if (window.top !== window) return
    localStorage.setItem(
      'cookieConsent',
      JSON.stringify({
        preferences: { necessary: true, analytics: false, functional: false, marketing: false, ...granted },
        timestamp: Date.now(),
        version: '1.0',
        // A choice made by the banner always has its ID: one without is asked again (no proof of it).
        consentId: '00000000-0000-4000-8000-00000000e2e0',
      }),
    )
  }, granted)
}

/** Every brand logo in `scope` is drawn from a static sprite that really holds its symbol. */
export async function expectLogosFromSprites(page: Page, scope: Locator, count: number) {
  const hrefs = await scope.locator('svg use').evaluateAll((uses) => uses.map((use) => use.getAttribute('href') ?? ''))
  expect(hrefs).toHaveLength(count)
  for (const file of new Set(hrefs.map((href) => href.split('#')[0]))) {
    const sprite = await page.request.get(file)
    expect(sprite.headers()['content-type']).toContain('image/svg+xml')
    const symbols = await sprite.text()
    for (const href of hrefs.filter((href) => href.startsWith(`${file}#`)))
      expect(symbols).toContain(`<symbol id="${href.split('#')[1]}"`)
  }
}

/**
 * Installs a fake clock that stands still from the page's first script on: only the test moves it
 * (runFor, fastForward), so timers are page time, never the machine's speed. Call before goto.
 * What loads meanwhile (an island's code, a chunk, a worker) still takes real time: before it moves the
 * clock, a test waits for what it needs to be there (the island awake, the button's new label).
 */
export async function holdClock(page: Page) {
  heldClocks.add(page)
  const start = new Date('2026-11-23T10:00:00Z').getTime()
  await page.clock.install({ time: start })
  await page.clock.pauseAt(start + 1000)
}

/**
 * Moves a held clock half a second at a time until `settled` passes: what waits for the page's first idle
 * moment after `load` (2 s of page time at the latest, lib/page-load.ts) runs only when the test moves time.
 */
export async function runHeldClockUntil(page: Page, settled: () => Promise<void>) {
  await expect(async () => {
    await page.clock.runFor(500)
    await settled()
  }).toPass()
}

/**
 * A box the browser answers by itself while the page hydrates (components/islands/served-island-guard.tsx):
 * `data-island` says "served" until React listens there, "listening" then (an island that has woken drops it).
 */
export const islandBox = (page: Page, content: Locator) => page.locator('[data-island]').filter({ has: content })

/**
 * Wakes the island around `content` as a visitor's pointer does, coming over it once it listens, and resolves once
 * the island has rendered over its served HTML (at once if it already has). A press that lands while it renders
 * is lost (its button is replaced between the press and the click): a test presses once it is there.
 */
export async function wakeIsland(page: Page, content: Locator) {
  await expect(content).toBeVisible()
  const box = islandBox(page, content)
  // Listening, or awake already (an island that shows by itself, or after idle, may wake on its own).
  await expect
    .poll(() => box.evaluateAll((boxes) => boxes.map((element) => element.dataset.island)))
    .not.toContain('served')
  await content.hover()
  await expect(box).toHaveCount(0)
}

/** Resolves once React has hydrated the page: the header's menu box, held from React until then, listens. */
export async function pageHydrated(page: Page) {
  await expect(page.getByRole('banner').locator('[data-island="listening"]').first()).toBeAttached()
}

/**
 * Google Analytics' script answered with an empty stub: the test build names a measurement ID, and after
 * a consent that grants analytics the page asks googletagmanager.com, which this machine cannot reach.
 * Returns the addresses asked for.
 */
export async function stubGoogleAnalytics(context: BrowserContext): Promise<string[]> {
  const asked: string[] = []
  await context.route('https://www.googletagmanager.com/**', (route) => {
    asked.push(route.request().url())
    return route.fulfill({ contentType: 'text/javascript', body: '' })
  })
  return asked
}

interface RecordedShift {
  value: number
  /** Within half a second of an input, which CLS leaves out (DevTools' emulated phone reports it on every load). */
  hadRecentInput: boolean
  /** Each moved element: the start of its markup, where it was and where it went (x,y w×h), and when. */
  moved: string[]
}

/** Records the page's layout shifts from its first byte on; read them with layoutShifts(). */
export async function recordLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const state = window as unknown as { layoutShifts: RecordedShift[] }
    state.layoutShifts = []
    new PerformanceObserver((list) => {
      type Shift = {
        value: number
        hadRecentInput: boolean
        startTime: number
        sources: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[]
      }
      const box = ({ x, y, width, height }: DOMRectReadOnly) => `${x},${y} ${width}×${height}`
      for (const { value, hadRecentInput, startTime, sources } of list.getEntries() as unknown as Shift[])
        state.layoutShifts.push({
          value,
          hadRecentInput,
          moved: sources.map(
            ({ node, previousRect, currentRect }) =>
              `${(node as Element | undefined)?.outerHTML.slice(0, 80) ?? ''} ` +
              `${box(previousRect)} → ${box(currentRect)} at ${Math.round(startTime)} ms`,
          ),
        })
    }).observe({ type: 'layout-shift', buffered: true })
  })
}

export const layoutShifts = (page: Page) =>
  page.evaluate(() => (window as unknown as { layoutShifts: RecordedShift[] }).layoutShifts)

/** A FAQ question of `region`: a native disclosure, its `<summary>` to tap and its `<details>` that holds `open`. */
export function faqQuestion(region: Locator, question: string) {
  const item = region.locator('details').filter({ has: region.page().locator('summary', { hasText: question }) })
  return { item, summary: item.locator('summary') }
}
