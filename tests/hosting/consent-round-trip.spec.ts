import { expect, test } from '../e2e/playwright'
import { readConsentFromDatabase } from './database'

const behindProxy = process.env.HOSTING_BEHIND_PROXY === '1'
// What a client may write into X-Forwarded-For itself: behind our one proxy it must never be stored.
const spoofedAddress = '203.0.113.9'

// The banner's choice reaches the host's consent store and can be read back: through the API,
// and, when the host stores in PostgreSQL, straight from the database.
test('a consent given in the banner is stored by the server and read back', async ({ page, context }) => {
  if (behindProxy) await page.setExtraHTTPHeaders({ 'X-Forwarded-For': spoofedAddress })
  await page.goto('/')
  const posted = page.waitForResponse(
    (response) => response.url().endsWith('/api/consent') && response.request().method() === 'POST',
  )
  await page
    .getByRole('region', { name: 'Rispettiamo la tua privacy' })
    .getByRole('button', { name: 'Accetta tutto' })
    .click()
  expect((await posted).status()).toBe(201)
  const sessionId = await page.evaluate(() => sessionStorage.getItem('cookie_session_id'))
  expect(sessionId).toMatch(/^sess_\d+_[0-9a-f]{16}$/)

  const all = { necessary: true, analytics: true, functional: true, marketing: true }
  // The read-back answers only the browser holding the reader cookie of the POST (page.request shares it).
  const viaApi = await (await page.request.get(`/api/consent?session_id=${sessionId}`)).json()
  expect(viaApi?.preferences).toEqual(all)
  expect(viaApi?.consentId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/)

  if (behindProxy) {
    // The proxy said https (X-Forwarded-Proto): both cookies the server set are Secure.
    const cookies = await context.cookies()
    for (const name of ['cookie_consent', 'consent_reader'])
      expect(cookies.find((cookie) => cookie.name === name)?.secure, name).toBe(true)
  }

  if (process.env.CONSENT_DATABASE_URL) {
    const row = await readConsentFromDatabase(process.env.CONSENT_DATABASE_URL, sessionId as string)
    const { bannerTexts } = await import('../../scripts/consent-record.mjs')
    // The proof: how the visitor chose, in which language, and the hash of the Italian banner they read.
    expect(row).toMatchObject({
      ...all,
      consent_data: all,
      user_agent: await page.evaluate(() => navigator.userAgent),
      consent_id: viaApi.consentId,
      accept_type: 'all',
      banner_language: 'it',
      text_version: bannerTexts().it.version,
    })
    // Behind nginx with TRUSTED_PROXY_HOPS=1: the address nginx saw (127.0.0.1), anonymised; not the client's own claim.
    if (behindProxy) expect(row?.ip_address).toBe('127.0.0.0')
  }
})
