import { expect, test, type Page } from './playwright'
import { themeAttribute } from '@/lib/theme/mode'
import { presetTheme } from './support'

const themeColor = (page: Page) => page.locator('meta[name="theme-color"]').first().getAttribute('content')
const bodyBackground = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor)

/** The mode on <html>: the attribute the stylesheet reads and the dark/light classes. */
const rootMode = (page: Page) =>
  page.locator('html').evaluate(
    (html, attribute) => ({
      attribute: html.getAttribute(attribute),
      classes: Array.from(html.classList).filter((name) => name === 'dark' || name === 'light'),
    }),
    themeAttribute,
  )

/** <html> carries the mode as the attribute and as exactly one class, the same. */
async function expectRootMode(page: Page, mode: 'dark' | 'light') {
  await expect(page.locator('html')).toHaveAttribute(themeAttribute, mode)
  await expect.poll(() => rootMode(page)).toEqual({ attribute: mode, classes: [mode] })
}

/** The toggle shows the mode once React has hydrated it and next-themes has applied the mode on mount. */
const hydratedToggle = (page: Page) => page.getByRole('button', { name: /Cambia tema \(attuale/ })

test.describe('theme', () => {
  test('dark by default even when the system prefers light', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' })
    await page.goto('/')
    await expectRootMode(page, 'dark')
    expect(await themeColor(page)).toBe('#121212')
    expect(await bodyBackground(page)).toBe('rgb(18, 18, 18)')
  })

  test('the button cycles dark → light → system → dark and the choice survives a reload', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' })
    await page.goto('/')
    const button = page.getByRole('button', { name: /Cambia tema/ })

    await button.click()
    await expectRootMode(page, 'light')
    await expect.poll(() => themeColor(page)).toBe('#ffffff')
    expect(await bodyBackground(page)).toBe('rgb(255, 255, 255)')

    await page.reload()
    await expectRootMode(page, 'light')
    expect(await themeColor(page)).toBe('#ffffff')

    await page.getByRole('button', { name: /Cambia tema/ }).click()
    expect(await page.evaluate(() => localStorage.getItem('theme-mode'))).toBe('system')
    await expectRootMode(page, 'light')

    await page.reload()
    await expectRootMode(page, 'light')
    await expect(hydratedToggle(page)).toHaveAccessibleName(/attuale: di sistema/)

    await page.getByRole('button', { name: /Cambia tema/ }).click()
    await expectRootMode(page, 'dark')
    await expect.poll(() => themeColor(page)).toBe('#121212')

    await page.reload()
    await expectRootMode(page, 'dark')
    expect(await themeColor(page)).toBe('#121212')
  })

  test('a switch of mode or colours fades nothing: every colour changes at once', async ({ page }) => {
    await page.goto('/')
    await expectRootMode(page, 'dark')
    // Links and buttons carry colour transitions for hover; a theme change must not start them.
    await page.evaluate(() => {
      const started: string[] = []
      document.addEventListener('transitionrun', (event) => started.push(event.propertyName))
      Object.assign(window, { transitionsStarted: started })
    })
    const transitionsStarted = () =>
      page.evaluate(() => (window as unknown as { transitionsStarted: string[] }).transitionsStarted)
    await page.getByRole('button', { name: /Cambia tema/ }).click()
    await expectRootMode(page, 'light')
    await page.getByRole('button', { name: 'Colori del tema' }).click()
    await page.getByRole('button', { name: 'Viola' }).click()
    await expect(page.locator('html')).not.toHaveClass(/theme-switching/)
    expect(await transitionsStarted()).toEqual([])
    // Transitions are back for what they are for: hovering a footer link fades its colour.
    await page.getByRole('contentinfo').getByRole('link').first().hover()
    await expect.poll(transitionsStarted).toContain('color')
  })

  test('system mode follows the operating system live', async ({ page }) => {
    await presetTheme(page, 'system')
    await page.emulateMedia({ colorScheme: 'dark' })
    await page.goto('/')
    await expectRootMode(page, 'dark')
    await page.emulateMedia({ colorScheme: 'light' })
    await expectRootMode(page, 'light')
    await expect.poll(() => themeColor(page)).toBe('#ffffff')

    await page.reload()
    await expectRootMode(page, 'light')
    await expect(hydratedToggle(page)).toBeVisible()
    await page.emulateMedia({ colorScheme: 'dark' })
    await expectRootMode(page, 'dark')
    await expect.poll(() => themeColor(page)).toBe('#121212')
    expect(await bodyBackground(page)).toBe('rgb(18, 18, 18)')
  })

  test('the server HTML carries the default mode as the class and the attribute, before any script', async ({
    request,
  }) => {
    for (const path of ['/', '/en/PrivacyPolicy']) {
      const response = await request.get(path)
      expect(response.status(), path).toBe(200)
      const html = (await response.text()).match(/<html\b[^>]*>/)?.[0] ?? ''
      expect(html, path).toMatch(/\sclass="dark"/)
      expect(html, path).toContain(` ${themeAttribute}="dark"`)
    }
  })

  test('without JavaScript the page is dark', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, colorScheme: 'light' })
    const page = await context.newPage()
    await page.goto('/')
    expect(await rootMode(page)).toEqual({ attribute: 'dark', classes: ['dark'] })
    expect(await themeColor(page)).toBe('#121212')
    expect(await bodyBackground(page)).toBe('rgb(18, 18, 18)')
    await context.close()
  })

  test('the class changes only when the mode does: never on load or hydration', async ({ page }) => {
    // Every change of <html>'s class and mode attribute from the first byte on, with the value before it.
    await page.addInitScript((attribute) => {
      const records: { name: string; old: string | null }[] = []
      Object.assign(window, { rootRecords: records })
      new MutationObserver((batch) => {
        for (const record of batch)
          if (record.target === document.documentElement)
            records.push({ name: record.attributeName ?? '', old: record.oldValue })
      }).observe(document, {
        subtree: true,
        attributes: true,
        attributeFilter: ['class', attribute],
        attributeOldValue: true,
      })
    }, themeAttribute)
    // The mode the class shows after each change, collapsed to its changes ("dark→light"); a class swap
    // (removed, then added back) would show as "dark→" and "→dark".
    const history = () =>
      page.evaluate((attribute) => {
        const records = (window as unknown as { rootRecords: { name: string; old: string | null }[] }).rootRecords
        const mode = (value: string | null) =>
          (value ?? '')
            .split(/\s+/)
            .filter((name) => /^(dark|light)$/.test(name))
            .join(' ')
        const values = [...records.filter((record) => record.name === 'class').map((record) => record.old)]
        values.push(document.documentElement.getAttribute('class'))
        const changes: string[] = []
        for (let index = 1; index < values.length; index++)
          if (mode(values[index - 1]) !== mode(values[index]))
            changes.push(`${mode(values[index - 1])}→${mode(values[index])}`)
        return { changes, attributeWrites: records.filter((record) => record.name === attribute).length }
      }, themeAttribute)

    await page.emulateMedia({ colorScheme: 'light' })
    await page.goto('/')
    await expect(hydratedToggle(page)).toHaveAccessibleName(/attuale: scuro/)
    // next-themes wrote the mode again (its inline script, then on mount); the class did not move.
    const loaded = await history()
    expect(loaded.changes).toEqual([])
    expect(loaded.attributeWrites).toBeGreaterThanOrEqual(2)

    await hydratedToggle(page).click()
    await expectRootMode(page, 'light')
    expect((await history()).changes).toEqual(['dark→light'])
    // System mode with the OS in light: the same mode, the same class.
    await hydratedToggle(page).click()
    await expect(hydratedToggle(page)).toHaveAccessibleName(/attuale: di sistema/)
    await expectRootMode(page, 'light')
    await page.emulateMedia({ colorScheme: 'dark' })
    await expectRootMode(page, 'dark')
    // Dark mode from system mode with the OS in dark: nothing to change.
    await hydratedToggle(page).click()
    await expect(hydratedToggle(page)).toHaveAccessibleName(/attuale: scuro/)
    await expectRootMode(page, 'dark')
    expect((await history()).changes).toEqual(['dark→light', 'light→dark'])

    // A stored light mode: the pre-paint script's one change, none after it.
    await presetTheme(page, 'light')
    await page.reload()
    await expect(hydratedToggle(page)).toHaveAccessibleName(/attuale: chiaro/)
    await expectRootMode(page, 'light')
    expect((await history()).changes).toEqual(['dark→light'])
  })

  test('the stored theme is applied before first paint, with no flash of the wrong one', async ({ page }) => {
    await presetTheme(page, 'light')
    await page.addInitScript(() => localStorage.setItem('theme-color-scheme', 'purple'))
    // Record the mode and accent as soon as the first visible content (the header) is parsed: after
    // next-themes' script at the body's start, long before React hydrates.
    await page.addInitScript((attribute) => {
      const observer = new MutationObserver(() => {
        if (!document.body?.querySelector(':scope > header')) return
        observer.disconnect()
        ;(window as unknown as { firstPaint: unknown }).firstPaint = {
          mode: document.documentElement.getAttribute(attribute),
          classes: Array.from(document.documentElement.classList).filter((name) => /^(dark|light)$/.test(name)),
          accent: document.documentElement.style.getPropertyValue('--accent'),
        }
      })
      observer.observe(document, { childList: true, subtree: true })
    }, themeAttribute)
    await page.goto('/')
    const firstPaint = await page.evaluate(
      () => (window as unknown as { firstPaint: { mode: string; classes: string[]; accent: string } }).firstPaint,
    )
    expect(firstPaint).toEqual({ mode: 'light', classes: ['light'], accent: '#8b5cf6' })
  })

  test('colour schemes, a custom accent and reset', async ({ page }) => {
    await page.goto('/')
    const accent = () => page.evaluate(() => document.documentElement.style.getPropertyValue('--accent'))
    await page.getByRole('button', { name: 'Colori del tema' }).click()
    await page.getByRole('button', { name: 'Blu' }).click()
    expect(await accent()).toBe('#3b82f6')
    await expect(page.getByRole('button', { name: 'Blu' })).toHaveAttribute('aria-pressed', 'true')
    const primary = page.getByRole('main').getByRole('link', { name: 'Inizia Ora' })
    await expect(primary).toHaveCSS('background-color', 'rgb(59, 130, 246)')

    await page.getByLabel('Colore personalizzato').fill('#ff6600')
    expect(await accent()).toBe('#ff6600')
    await expect(page.getByRole('button', { name: 'Blu' })).toHaveAttribute('aria-pressed', 'false')
    expect(await page.evaluate(() => localStorage.getItem('theme-color-scheme'))).toBe('default')

    await page.reload()
    expect(await accent()).toBe('#ff6600')

    await page.getByRole('button', { name: 'Colori del tema' }).click()
    await page.getByRole('button', { name: 'Ripristina predefiniti' }).click()
    expect(await accent()).toBe('#3ecf8e')
    expect(await page.evaluate(() => localStorage.getItem('theme-accent'))).toBeNull()
    await page.keyboard.press('Escape')
    await expect(page.getByRole('button', { name: 'Verde' })).toBeHidden()
  })

  test('garbage in storage falls back to the defaults with a warning', async ({ page }) => {
    await page.addInitScript(() => {
      localStorage.setItem('theme-mode', 'purple-haze')
      localStorage.setItem('theme-color-scheme', 'neon')
      localStorage.setItem('theme-accent', 'javascript:alert(1)')
    })
    const warnings: string[] = []
    page.on('console', (message) => message.type() === 'warning' && warnings.push(message.text()))
    await page.goto('/')
    await expectRootMode(page, 'dark')
    expect(await page.evaluate(() => document.documentElement.style.getPropertyValue('--accent'))).toBe('#3ecf8e')
    expect(warnings.some((text) => text.includes('[theme]'))).toBe(true)
  })
})
