import { expect, test, type Page } from './playwright'
import { routes } from '@/lib/routes'
import { pageHydrated, presetConsent, watchConsole } from './support'

test.beforeEach(async ({ page }) => presetConsent(page))

/**
 * Every icon of a page as the visitor sees it once the page has hydrated: how many are drawn (shapes in the SVG
 * namespace), and how many are neither named nor hidden from assistive technology. Icons are lucide's and the
 * brand logos, all on a 24×24 grid; the agency's mark is not one (the share cards draw it too, and satori takes
 * no markup).
 */
const iconsOf = (page: Page) =>
  page.locator('svg[viewBox="0 0 24 24"]').evaluateAll((icons) => {
    const shapes = (icon: Element) => [...icon.querySelectorAll('*')]
    return {
      icons: icons.length,
      undrawn: icons.filter(
        (icon) =>
          shapes(icon).length === 0 ||
          shapes(icon).some((shape) => shape.namespaceURI !== 'http://www.w3.org/2000/svg'),
      ).length,
      unnamedShown: icons.filter(
        (icon) => icon.getAttribute('aria-hidden') !== 'true' && !icon.getAttribute('aria-label'),
      ).length,
    }
  })

for (const path of [routes.home.path, routes.products.path, routes.chatbots.path, routes.contact.path]) {
  test(`${path}: every icon is drawn, and named or hidden`, async ({ page }) => {
    const problems = watchConsole(page)
    await page.goto(path)
    await pageHydrated(page)
    const icons = await iconsOf(page)
    expect(icons.icons).toBeGreaterThan(5)
    expect(icons).toEqual({ icons: icons.icons, undrawn: 0, unnamedShown: 0 })
    expect(problems).toEqual([])
  })
}

test('an icon React draws in the browser (the theme button’s next mode) is drawn as the server draws it', async ({
  page,
}) => {
  await page.goto('/')
  const toggle = page.getByRole('button', { name: /^Cambia tema \(attuale/ })
  const served = await toggle.locator('svg').innerHTML()
  await toggle.click()
  const drawn = toggle.locator('svg')
  await expect.poll(() => drawn.innerHTML(), 'the next mode’s icon').not.toBe(served)
  await expect(drawn).toHaveAttribute('aria-hidden', 'true')
  const shapes = await drawn.evaluate((icon) =>
    [...icon.children].map((shape) => ({
      svg: shape.namespaceURI === 'http://www.w3.org/2000/svg',
      drawn: ((box) => box.width > 0 || box.height > 0)((shape as SVGGraphicsElement).getBBox()),
    })),
  )
  expect(shapes.length).toBeGreaterThan(1)
  expect(shapes).toEqual(shapes.map(() => ({ svg: true, drawn: true })))
})
