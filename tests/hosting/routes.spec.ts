import { expect, test } from '../e2e/playwright'
import { allPaths, watchConsole } from '../e2e/support'

// On each host (standalone server, Cloudflare worker): every page renders, hydrates without
// a page error (the edge build once broke every page with `__name is not defined`), and
// shows its heading with JavaScript off too.
for (const path of allPaths) {
  test(`${path} renders and runs without a page error`, async ({ page }) => {
    const problems = watchConsole(page)
    const response = await page.goto(path)
    expect(response?.status()).toBe(200)
    await expect(page.locator('h1').first()).toBeVisible()
    // The pre-paint theme script ran: the accent is set before React.
    expect(await page.evaluate(() => document.documentElement.style.getPropertyValue('--accent'))).toMatch(
      /^#[0-9a-f]{6}$/i,
    )
    await page.waitForLoadState('networkidle')
    expect(problems).toEqual([])
  })
}

test('without JavaScript every page shows its heading and text', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  for (const path of allPaths) {
    await page.goto(path)
    await expect(page.locator('h1').first(), path).toBeVisible()
    expect((await page.locator('main').innerText()).length, path).toBeGreaterThan(200)
  }
  await context.close()
})
