import AxeBuilder from '@axe-core/playwright'
import { expect, type BrowserContext, type Locator, type Page } from '@playwright/test'
import { pagePaths } from '@/lib/seo/page-paths'

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
  let builder = new AxeBuilder({ page }).withTags(axeTags)
  if (options.include) builder = builder.include(options.include)
  // axe schedules its own work on timers: a held page clock runs again from here on (no test asserts
  // timing after an axe check; re-pausing would race the clock it just let run).
  if (heldClocks.delete(page)) await page.clock.resume()
  const { violations } = await builder.analyze()
  const summary = violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  )
  expect(summary).toEqual([])
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
 */
export async function holdClock(page: Page) {
  heldClocks.add(page)
  const start = new Date('2026-11-23T10:00:00Z').getTime()
  await page.clock.install({ time: start })
  await page.clock.pauseAt(start + 1000)
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
