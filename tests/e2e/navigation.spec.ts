import { expect, test } from './playwright'
import { footerLinks, routes, servicesMenu } from '@/lib/routes'

const nav = (page: import('@playwright/test').Page) => page.getByRole('navigation', { name: 'Principale' })

test.describe('desktop navigation', () => {
  test('the current page link carries aria-current and Servizi is highlighted on service pages', async ({ page }) => {
    await page.goto(routes.contact.path)
    await expect(nav(page).getByRole('link', { name: 'Contatti' })).toHaveAttribute('aria-current', 'page')
    await expect(nav(page).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current', 'page')
    await expect(nav(page).getByRole('button', { name: 'Servizi' })).not.toHaveAttribute('data-current')

    await page.goto(routes.chatbots.path)
    const services = nav(page).getByRole('button', { name: 'Servizi' })
    await expect(services).toHaveAttribute('data-current', 'true')
    const highlight = await services.evaluate((element) => getComputedStyle(element).color)
    const plain = await nav(page)
      .getByRole('link', { name: 'Home' })
      .evaluate((element) => getComputedStyle(element).color)
    expect(highlight).not.toBe(plain)
  })

  test('Servizi opens the services panel and closes it by outside click, Escape, pointer leave and navigation', async ({
    page,
  }) => {
    await page.goto('/')
    const button = nav(page).getByRole('button', { name: 'Servizi' })
    const panel = page.locator(`#${await button.getAttribute('aria-controls')}`)
    await expect(button).toHaveAttribute('aria-expanded', 'false')
    await expect(panel).toBeHidden()

    await button.click()
    await expect(button).toHaveAttribute('aria-expanded', 'true')
    await expect(panel.getByText(servicesMenu.title)).toBeVisible()
    for (const group of servicesMenu.groups)
      await expect(panel.getByText(group.title, { exact: true }).first()).toBeVisible()
    const box = await panel.boundingBox()
    expect(box?.width).toBe(600)

    await page.mouse.click(10, 700)
    await expect(panel).toBeHidden()

    await button.click()
    await page.keyboard.press('Escape')
    await expect(panel).toBeHidden()
    await expect(button).toBeFocused()

    await button.click()
    await expect(panel).toBeVisible()
    await page.mouse.move(640, 780)
    await expect(panel).toBeHidden()

    await button.click()
    await panel.getByRole('link', { name: /Agenti AI/ }).click()
    await expect(page).toHaveURL(/\/ai-agents$/)
    await expect(panel).toBeHidden()
    await expect(button).toHaveAttribute('aria-expanded', 'false')
  })

  test('every navigation starts at the top of the new page', async ({ page }) => {
    await page.goto('/')
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100)
    await page.getByRole('contentinfo').getByRole('link', { name: 'Agenti AI' }).click()
    await expect(page).toHaveURL(/\/ai-agents$/)
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
  })

  test('the header becomes more opaque once the page scrolls past 20 px', async ({ page }) => {
    await page.goto('/')
    const header = page.getByRole('banner')
    await expect(header).toHaveAttribute('data-scrolled', 'false')
    await page.evaluate(() => window.scrollTo(0, 21))
    await expect(header).toHaveAttribute('data-scrolled', 'true')
    await page.evaluate(() => window.scrollTo(0, 0))
    await expect(header).toHaveAttribute('data-scrolled', 'false')
  })

  test('the footer links, socials and contacts', async ({ page }) => {
    await page.goto('/')
    const footer = page.getByRole('contentinfo')
    const hrefs = await footer
      .getByRole('navigation')
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')))
    expect(hrefs).toEqual([
      // The registry's footer links, the eight of the spec (routes.test.ts), in order.
      ...footerLinks.map((link) => link.path),
      // "Preferenze cookie": without JavaScript the policy's cookie section, with it the panel (consent-garante.spec.ts).
      '/PrivacyPolicy#sezione-5',
    ])
    const socials = footer.getByRole('list', { name: 'Social' }).getByRole('link')
    await expect(socials).not.toHaveCount(0)
    for (const social of await socials.all()) {
      await expect(social).toHaveAttribute('target', '_blank')
      await expect(social).toHaveAttribute('rel', 'noopener noreferrer')
    }
    await expect(footer.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/)
    await expect(footer.getByText(/Roma/)).toBeVisible()
    // Prerendered pages cannot know the current year; a stale one would be wrong every January.
    await expect(footer.getByText(/^©/)).not.toHaveText(/\b(19|20)\d\d\b/)
  })
})

test.describe('mobile navigation @mobile-only', () => {
  test('the menu button opens the overlay, keeps focus inside and closes by backdrop, Escape and navigation', async ({
    page,
  }) => {
    await page.goto('/')
    const open = page.getByRole('button', { name: 'Apri menu' })
    const overlay = page.locator(`#${await open.getAttribute('aria-controls')}`)
    await expect(overlay).toBeHidden()
    await open.click()
    await expect(page.getByRole('button', { name: 'Chiudi menu' })).toBeVisible()
    await expect(overlay).toBeVisible()
    expect((await overlay.boundingBox())?.y).toBe(96)

    // Tab cycles through the overlay and the close button, never the page behind.
    for (let step = 0; step < 12; step++) {
      await page.keyboard.press('Tab')
      const inside = await page.evaluate(() => {
        const active = document.activeElement
        return Boolean(active?.closest('#mobile-menu') || active?.getAttribute('aria-label') === 'Chiudi menu')
      })
      expect(inside).toBe(true)
    }

    await page.keyboard.press('Escape')
    await expect(overlay).toBeHidden()
    await expect(open).toBeFocused()

    await open.click()
    await page.getByTestId('mobile-menu-backdrop').click({ position: { x: 5, y: 5 } })
    await expect(overlay).toBeHidden()

    await open.click()
    const services = overlay.getByRole('button', { name: 'Servizi' })
    await expect(services).toHaveAttribute('aria-expanded', 'false')
    await services.click()
    await expect(services).toHaveAttribute('aria-expanded', 'true')
    await overlay.getByRole('link', { name: /Chatbot AI/ }).click()
    await expect(page).toHaveURL(/\/chatbots$/)
    await expect(overlay).toBeHidden()
    await expect(page.getByRole('button', { name: 'Apri menu' })).toBeVisible()
  })

  test('the desktop links are hidden on a phone and no page scrolls sideways', async ({ page }) => {
    await page.goto('/')
    await expect(nav(page).getByRole('button', { name: 'Servizi' })).toBeHidden()
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
    expect(overflow).toBeLessThanOrEqual(0)
  })
})
