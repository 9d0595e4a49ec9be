import { expect, test, type Page, type Response } from './playwright'
import { pageHydrated, stubGoogleAnalytics } from './support'

/**
 * No choice lost between pages: every choice the server has not acknowledged waits in the outbox, keyed by
 * its consent ID, and goes again on the next page (a link within the site, no full load) and when the
 * browser comes back online, until the server stores it: each exactly once.
 */
const banner = (page: Page) => page.getByRole('region', { name: 'Rispettiamo la tua privacy' })
const reopen = (page: Page) => page.getByRole('button', { name: 'Preferenze cookie', exact: true })
const isConsentPost = (response: Response) =>
  new URL(response.url()).pathname === '/api/consent' && response.request().method() === 'POST'

/** The consent IDs the server answered with `status` (2xx: acknowledged), as often as it did. */
function watchAnswered(page: Page, status: (code: number) => boolean = (code) => code >= 200 && code < 300) {
  const ids: string[] = []
  page.on('response', (response) => {
    if (isConsentPost(response) && status(response.status())) ids.push(response.request().postDataJSON().consent_id)
  })
  return ids
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
  const stored = watchAnswered(page)
  const refused = watchAnswered(page, (code) => code === 503)
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
  // Each choice is queued at once, and posted once the sending code has loaded: the server is back only after
  // it refused both (a post still on its way would find it back, and the link would race it).
  await expect.poll(() => [...new Set(refused)].sort()).toEqual(ids)

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
  const stored = watchAnswered(page)
  await page.goto('/')
  // Offline once the page's code is in: what the choice needs then is the sending code, which loads on demand.
  await pageHydrated(page)
  await context.setOffline(true)
  await banner(page).getByRole('button', { name: 'Solo necessari' }).click()
  await expect.poll(() => waiting(page)).toHaveLength(1)
  const [id] = await waiting(page)
  expect(stored).toEqual([])
  await context.setOffline(false)
  await expect.poll(() => stored).toEqual([id])
  await expect.poll(() => waiting(page)).toEqual([])
})
