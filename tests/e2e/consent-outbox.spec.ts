import { expect, test, type Page, type Response } from './playwright'
import { stubGoogleAnalytics } from './support'

/**
 * No choice lost between pages: every choice the server has not acknowledged waits in the outbox, keyed by
 * its consent ID, and goes again on the next page (a link within the site, no full load) and when the
 * browser comes back online, until the server stores it: each exactly once.
 */
const banner = (page: Page) => page.getByRole('region', { name: 'Rispettiamo la tua privacy' })
const reopen = (page: Page) => page.getByRole('button', { name: 'Preferenze cookie', exact: true })
const isConsentPost = (response: Response) =>
  new URL(response.url()).pathname === '/api/consent' && response.request().method() === 'POST'

/** The consent IDs the server acknowledged (2xx), as often as it did. */
function watchStored(page: Page): string[] {
  const stored: string[] = []
  page.on('response', (response) => {
    if (isConsentPost(response) && response.ok()) stored.push(response.request().postDataJSON().consent_id)
  })
  return stored
}

const waiting = (page: Page) =>
  page.evaluate(() => Object.keys(JSON.parse(localStorage.getItem('cookieConsentUnsent') ?? '{}')).sort())

test.beforeEach(async ({ context }) => void (await stubGoogleAnalytics(context)))

test('two choices made while the server is down both arrive, each once, after a link within the site', async ({
  page,
}) => {
  let down = true
  await page.route('**/api/consent', (route) =>
    down ? route.fulfill({ status: 503, json: { error: 'down' } }) : route.fallback(),
  )
  const stored = watchStored(page)
  await page.goto('/')
  await banner(page).getByRole('button', { name: 'Accetta tutto' }).click()
  await expect.poll(() => waiting(page)).toHaveLength(1)
  await reopen(page).click()
  // Reopened, the banner shows its switches, which load on demand and push the choices down: the
  // visitor clicks once they are there (a click sent while they arrive landed on a switch).
  await expect(banner(page).getByRole('switch').first()).toBeVisible()
  await banner(page).getByRole('button', { name: 'Solo necessari' }).click()
  await expect.poll(() => waiting(page)).toHaveLength(2)
  const ids = await waiting(page)

  down = false
  const loads: string[] = []
  page.on('load', () => loads.push(page.url()))
  await page.getByRole('navigation', { name: 'Principale' }).getByRole('link', { name: 'Community' }).click()
  await expect(page).toHaveURL(/\/community$/)
  await expect.poll(() => [...stored].sort()).toEqual(ids)
  expect(loads, 'no full load: a client-side link').toEqual([])
  await expect.poll(() => waiting(page)).toEqual([])
  // Nothing is sent again on the next page.
  await page.getByRole('navigation', { name: 'Principale' }).getByRole('link', { name: 'Home' }).click()
  await expect(page).toHaveURL(/\/$/)
  expect([...stored].sort()).toEqual(ids)
})

test('a choice made offline goes as soon as the browser is back online', async ({ page, context }) => {
  const stored = watchStored(page)
  await page.goto('/')
  await context.setOffline(true)
  await banner(page).getByRole('button', { name: 'Solo necessari' }).click()
  await expect.poll(() => waiting(page)).toHaveLength(1)
  const [id] = await waiting(page)
  expect(stored).toEqual([])
  await context.setOffline(false)
  await expect.poll(() => stored).toEqual([id])
  await expect.poll(() => waiting(page)).toEqual([])
})
