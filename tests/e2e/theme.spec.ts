import { expect, test, type Page } from '@playwright/test'
import { themeAttribute } from '@/lib/theme/mode'
import { presetTheme } from './support'

const themeColor = (page: Page) => page.locator('meta[name="theme-color"]').first().getAttribute('content')
const bodyBackground = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor)

test.describe('theme', () => {
  test('dark by default even when the system prefers light @mobile', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' })
    await page.goto('/')
    await expect(page.locator('html')).toHaveAttribute(themeAttribute, 'dark')
    expect(await themeColor(page)).toBe('#121212')
    expect(await bodyBackground(page)).toBe('rgb(18, 18, 18)')
  })

  test('the button cycles dark → light → system → dark and the choice survives a reload', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' })
    await page.goto('/')
    const button = page.getByRole('button', { name: /Cambia tema/ })

    await button.click()
    await expect(page.locator('html')).toHaveAttribute(themeAttribute, 'light')
    await expect.poll(() => themeColor(page)).toBe('#ffffff')
    expect(await bodyBackground(page)).toBe('rgb(255, 255, 255)')

    await page.reload()
    await expect(page.locator('html')).toHaveAttribute(themeAttribute, 'light')
    expect(await themeColor(page)).toBe('#ffffff')

    await page.getByRole('button', { name: /Cambia tema/ }).click()
    expect(await page.evaluate(() => localStorage.getItem('theme-mode'))).toBe('system')
    await expect(page.locator('html')).toHaveAttribute(themeAttribute, 'light')

    await page.getByRole('button', { name: /Cambia tema/ }).click()
    await expect(page.locator('html')).toHaveAttribute(themeAttribute, 'dark')
    await expect.poll(() => themeColor(page)).toBe('#121212')
  })

  test('a switch of mode or colours fades nothing: every colour changes at once', async ({ page }) => {
    await page.goto('/')
    await expect(page.locator('html')).toHaveAttribute(themeAttribute, 'dark')
    // Links and buttons carry colour transitions for hover; a theme change must not start them.
    await page.evaluate(() => {
      const started: string[] = []
      document.addEventListener('transitionrun', (event) => started.push(event.propertyName))
      Object.assign(window, { transitionsStarted: started })
    })
    const transitionsStarted = () =>
      page.evaluate(() => (window as unknown as { transitionsStarted: string[] }).transitionsStarted)
    await page.getByRole('button', { name: /Cambia tema/ }).click()
    await expect(page.locator('html')).toHaveAttribute(themeAttribute, 'light')
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
    await expect(page.locator('html')).toHaveAttribute(themeAttribute, 'dark')
    await page.emulateMedia({ colorScheme: 'light' })
    await expect(page.locator('html')).toHaveAttribute(themeAttribute, 'light')
    await expect.poll(() => themeColor(page)).toBe('#ffffff')
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
          accent: document.documentElement.style.getPropertyValue('--accent'),
        }
      })
      observer.observe(document, { childList: true, subtree: true })
    }, themeAttribute)
    await page.goto('/')
    const firstPaint = await page.evaluate(
      () => (window as unknown as { firstPaint: { mode: string; accent: string } }).firstPaint,
    )
    expect(firstPaint).toEqual({ mode: 'light', accent: '#8b5cf6' })
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
    await expect(page.locator('html')).toHaveAttribute(themeAttribute, 'dark')
    expect(await page.evaluate(() => document.documentElement.style.getPropertyValue('--accent'))).toBe('#3ecf8e')
    expect(warnings.some((text) => text.includes('[theme]'))).toBe(true)
  })
})
