import { expect, test, type Page } from './playwright'
import { presetConsent } from './support'

/** Every menu of the page: none may be open (the mobile overlay is a popover, the others say aria-expanded). */
async function expectAllClosed(page: Page) {
  await expect(page.locator('header [popover]:popover-open')).toHaveCount(0)
  for (const button of await page.locator('header button[aria-expanded]').all()) {
    if (!(await button.isVisible())) continue
    await expect(
      button,
      (await button.getAttribute('aria-label')) ?? (await button.textContent()) ?? '',
    ).toHaveAttribute('aria-expanded', 'false')
  }
}

test.beforeEach(async ({ page }) => presetConsent(page))

test.describe('every menu closes on a route change', () => {
  test('desktop: the services panel and the theme colours, after a link and after Back', async ({ page }) => {
    await page.goto('/')
    const services = page.getByRole('navigation', { name: 'Principale' }).getByRole('button', { name: 'Servizi' })
    await services.click()
    await expect(services).toHaveAttribute('aria-expanded', 'true')
    await page
      .locator(`#${await services.getAttribute('aria-controls')}`)
      .getByRole('link', { name: /Chatbot AI/ })
      .click()
    await expect(page).toHaveURL(/\/chatbots$/)
    await expectAllClosed(page)

    // Back, with no pointer or key press that another rule could react to.
    const colours = page.getByRole('button', { name: 'Colori del tema' })
    await colours.click()
    await expect(colours).toHaveAttribute('aria-expanded', 'true')
    await expect(page.getByRole('group', { name: 'Colore principale' })).toBeVisible()
    await page.goBack()
    await expect(page).toHaveURL(/\/$/)
    await expectAllClosed(page)
    await expect(page.getByRole('group', { name: 'Colore principale' })).toBeHidden()

    await services.click()
    await page.goForward()
    await expect(page).toHaveURL(/\/chatbots$/)
    await expectAllClosed(page)
  })

  test('mobile: the overlay and its Servizi submenu, reopened after navigating, are closed @mobile-only', async ({
    page,
  }) => {
    await page.goto('/')
    await page.getByRole('button', { name: 'Apri menu' }).click()
    const overlay = page.locator('#mobile-menu')
    const submenu = overlay.getByRole('button', { name: 'Servizi' })
    await submenu.click()
    await expect(submenu).toHaveAttribute('aria-expanded', 'true')
    await overlay.getByRole('link', { name: /Chatbot AI/ }).click()
    await expect(page).toHaveURL(/\/chatbots$/)
    await expect(overlay).toBeHidden()
    await expectAllClosed(page)

    await page.getByRole('button', { name: 'Apri menu' }).click()
    await expect(submenu).toHaveAttribute('aria-expanded', 'false')
    await expect(overlay.getByRole('link', { name: /Chatbot AI/ })).toBeHidden()

    const colours = page.getByRole('button', { name: 'Colori del tema' })
    await page.getByRole('button', { name: 'Chiudi menu' }).click()
    await colours.click()
    await expect(colours).toHaveAttribute('aria-expanded', 'true')
    await page.goBack()
    await expect(page).toHaveURL(/\/$/)
    await expectAllClosed(page)
  })
})
