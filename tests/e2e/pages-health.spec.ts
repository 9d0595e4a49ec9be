import { expect, test } from './playwright'
import { themeAttribute } from '@/lib/theme/mode'
import { allPaths, expectNoAxeViolations, presetTheme, watchConsole } from './support'

/** Every route, in both modes: no accessibility violation, no console error, no hydration warning. */
for (const mode of ['dark', 'light'] as const) {
  test.describe(`${mode} mode`, () => {
    for (const path of allPaths) {
      test(`${path} is accessible and clean in ${mode} mode`, async ({ page }) => {
        const problems = watchConsole(page)
        await presetTheme(page, mode)
        await page.goto(path, { waitUntil: 'networkidle' })
        await expect(page.locator('html')).toHaveAttribute(themeAttribute, mode)
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
        // A first visit: the cookie banner is part of what axe checks on every route.
        await expect(page.getByRole('region', { name: 'Rispettiamo la tua privacy' })).toBeVisible()
        await expectNoAxeViolations(page)
        expect(problems).toEqual([])
      })
    }
  })
}

test('menus and theme popover pass axe when open', async ({ page }) => {
  await page.goto('/')
  await page.getByRole('navigation', { name: 'Principale' }).getByRole('button', { name: 'Servizi' }).click()
  await expectNoAxeViolations(page)
  await page.keyboard.press('Escape')
  await page.getByRole('button', { name: 'Colori del tema' }).click()
  await expectNoAxeViolations(page)
})

test('the open mobile menu passes axe @mobile-only', async ({ page }) => {
  await page.goto('/')
  await page.getByRole('button', { name: 'Apri menu' }).click()
  await page.getByRole('button', { name: 'Servizi' }).click()
  await expectNoAxeViolations(page)
})
