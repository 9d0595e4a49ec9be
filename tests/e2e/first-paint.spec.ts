import { expect, test, type Browser } from './playwright'
import { allPaths, presetTheme } from './support'

/**
 * Each prerendered page carries its critical CSS, and the full stylesheet arrives only when React
 * hydrates (scripts/build/critical-css.mjs): what the visitor sees first must already be the page,
 * not a version that jumps or recolours when the stylesheet arrives. Scripts from files are held
 * back, so the picture is the first paint's (the inline theme boot script still runs); animations
 * are frozen.
 */
async function firstScreen(
  browser: Browser,
  path: string,
  { mode, stylesheet, width }: { mode: 'dark' | 'light'; stylesheet: boolean; width: number },
) {
  const context = await browser.newContext({ viewport: { width, height: 823 }, colorScheme: mode })
  const page = await context.newPage()
  await presetTheme(page, mode)
  await page.route(/\/_next\/static\/.*\.js(\?|$)/, (route) => route.abort())
  await page.goto(path)
  if (stylesheet) {
    // What React adds when it hydrates: the full stylesheet the <noscript> names.
    const noscript = (await page.locator('noscript').allTextContents()).join('')
    const href = /<link rel="stylesheet" href="([^"]+)"/.exec(noscript)?.[1]
    expect(href, 'the full stylesheet in a <noscript>').toBeTruthy()
    await page.addStyleTag({ url: href })
  }
  const picture = await page.screenshot({ animations: 'disabled', caret: 'hide' })
  await context.close()
  return picture
}

/**
 * The pixels of two screenshots that differ by more than a rendering's rounding (a gradient or a
 * blurred edge drawn twice may differ by a level or two): a shift or a recolour changes hundreds.
 */
async function differingPixels(browser: Browser, first: Buffer, second: Buffer) {
  const page = await browser.newPage()
  const sources = [first, second].map((picture) => `data:image/png;base64,${picture.toString('base64')}`)
  const count = await page.evaluate(async (images) => {
    const pixels = await Promise.all(
      images.map(async (source) => {
        const image = new Image()
        image.src = source
        await image.decode()
        const canvas = new OffscreenCanvas(image.width, image.height)
        const context = canvas.getContext('2d')!
        context.drawImage(image, 0, 0)
        return context.getImageData(0, 0, image.width, image.height).data
      }),
    )
    const [a, b] = pixels
    let differing = 0
    for (let i = 0; i < a.length; i += 4)
      if (Math.max(Math.abs(a[i] - b[i]), Math.abs(a[i + 1] - b[i + 1]), Math.abs(a[i + 2] - b[i + 2])) > 8) differing++
    return differing
  }, sources)
  await page.close()
  return count
}

const screens = [
  ...allPaths.flatMap((path) => (['dark', 'light'] as const).map((mode) => ({ path, mode, width: 412 }))),
  { path: '/', mode: 'light' as const, width: 1280 },
]

for (const { path, mode, width } of screens) {
  test(`${path} (${mode}, ${width} px) paints first as it looks with the full stylesheet`, async ({ browser }) => {
    const critical = await firstScreen(browser, path, { mode, stylesheet: false, width })
    const full = await firstScreen(browser, path, { mode, stylesheet: true, width })
    expect(await differingPixels(browser, critical, full), 'pixels that differ without the full stylesheet').toBe(0)
  })
}
