import { expect, test, type Page } from './playwright'
import { homePage } from '@/content/pages/home'
import { routes } from '@/lib/routes'
import { presetConsent, watchConsole } from './support'

test.beforeEach(async ({ page }) => presetConsent(page))

/** Resolves once React has hydrated the page: its <main> then carries a fiber. */
async function hydrated(page: Page) {
  await page.waitForFunction(() =>
    Object.keys(document.querySelector('main')!).some((key) => key.startsWith('__reactFiber$')),
  )
}

/**
 * Every icon of a page as the visitor and React see it: how many are drawn (shapes in the SVG namespace),
 * named or hidden from assistive technology, and whether React hydrated any shape inside one. Icons are
 * lucide's and the brand logos, all on a 24×24 grid; the agency's mark is not one (the share cards draw
 * it too, and satori takes no markup).
 */
const iconsOf = (page: Page) =>
  page.locator('svg[viewBox="0 0 24 24"]').evaluateAll((icons) => {
    const hasFiber = (element: Element) => Object.keys(element).some((key) => key.startsWith('__reactFiber$'))
    const shapes = (icon: Element) => [...icon.querySelectorAll('*')] as SVGGraphicsElement[]
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
      shapesHydrated: icons.flatMap(shapes).filter(hasFiber).length,
    }
  })

for (const path of [routes.home.path, routes.products.path, routes.chatbots.path, routes.contact.path]) {
  test(`${path}: every icon is drawn and named or hidden; React hydrates no shape inside one`, async ({ page }) => {
    const problems = watchConsole(page)
    await page.goto(path)
    await hydrated(page)
    const icons = await iconsOf(page)
    expect(icons.icons).toBeGreaterThan(5)
    expect(icons).toEqual({ icons: icons.icons, undrawn: 0, unnamedShown: 0, shapesHydrated: 0 })
    expect(problems).toEqual([])
  })
}

test('the technology strip: its hidden duplicate says what the list says, and React hydrates neither', async ({
  page,
}) => {
  await page.goto('/')
  await hydrated(page)
  const strip = page.getByRole('region', { name: homePage.technologies.title })
  const list = strip.getByRole('list', { name: homePage.technologies.title })
  const duplicate = strip.locator('ul[aria-hidden="true"]')
  await expect(duplicate.locator('li')).toHaveText(await list.getByRole('listitem').allTextContents())
  const itemsHydrated = await strip
    .locator('li')
    .evaluateAll(
      (items) => items.filter((item) => Object.keys(item).some((key) => key.startsWith('__reactFiber$'))).length,
    )
  expect(itemsHydrated).toBe(0)
})

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
