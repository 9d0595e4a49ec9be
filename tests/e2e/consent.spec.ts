import { expect, test, type Page } from './playwright'
import { expectNoAxeViolations, layoutShifts, recordLayoutShifts, stubGoogleAnalytics, watchConsole } from './support'

// The test build names a GA measurement ID: its script, asked for after a grant, is a local stub.
test.beforeEach(async ({ context }) => void (await stubGoogleAnalytics(context)))

const dayMs = 24 * 60 * 60 * 1000
const banner = (page: Page) => page.getByRole('region', { name: 'Rispettiamo la tua privacy' })
const manage = (page: Page) => page.getByRole('button', { name: 'Preferenze cookie', exact: true })

/** Records every cookieConsentGiven event the page dispatches. */
async function listenForConsentEvents(page: Page) {
  await page.addInitScript(() => {
    const events: unknown[] = []
    ;(window as unknown as { consentEvents: unknown[] }).consentEvents = events
    window.addEventListener('cookieConsentGiven', (event) => events.push((event as CustomEvent).detail))
  })
}

async function storedRecord(page: Page) {
  return page.evaluate(() => JSON.parse(localStorage.getItem('cookieConsent') ?? 'null'))
}

async function serverRecord(page: Page) {
  // The session id is made by the sender, which loads with the first choice.
  await expect
    .poll(() => page.evaluate(() => sessionStorage.getItem('cookie_session_id')))
    .toMatch(/^sess_\d+_[0-9a-f]{16}$/)
  const sessionId = await page.evaluate(() => sessionStorage.getItem('cookie_session_id'))
  let record: Record<string, unknown> | null = null
  await expect
    .poll(async () => {
      record = await (await page.request.get(`/api/consent?session_id=${sessionId}`)).json()
      return record
    })
    .not.toBeNull()
  return record as unknown as Record<string, unknown>
}

const actions = [
  { name: 'Accetta tutto', expected: { necessary: true, analytics: true, functional: true, marketing: true } },
  { name: 'Solo necessari', expected: { necessary: true, analytics: false, functional: false, marketing: false } },
  {
    name: 'Conferma e salva preferenze',
    customise: ['Analitici', 'Marketing'],
    expected: { necessary: true, analytics: true, functional: false, marketing: true },
  },
  {
    name: 'Conferma e salva preferenze',
    customise: [],
    expected: { necessary: true, analytics: false, functional: false, marketing: false },
  },
]

test.describe('cookie consent', () => {
  for (const action of actions) {
    const label = action.customise
      ? `Personalizza → ${action.customise.join(' + ') || 'nothing'} → ${action.name}`
      : action.name
    test(`${label} stores the choice locally and on the server`, async ({ page }) => {
      const problems = watchConsole(page)
      await listenForConsentEvents(page)
      await page.goto('/')
      await expect(banner(page)).toBeVisible()
      await expect(manage(page)).toBeHidden()
      if (action.customise) {
        await banner(page).getByRole('button', { name: 'Personalizza' }).click()
        for (const name of action.customise) await banner(page).getByRole('switch', { name }).click()
      }
      const before = Date.now()
      await banner(page).getByRole('button', { name: action.name }).click()

      await expect(banner(page)).toBeHidden()
      await expect(manage(page)).toBeVisible()
      const local = await storedRecord(page)
      expect(local.preferences).toEqual(action.expected)
      expect(local.version).toBe('1.0')
      expect(local.timestamp).toBeGreaterThanOrEqual(before)
      expect(await page.evaluate(() => (window as unknown as { consentEvents: unknown[] }).consentEvents)).toEqual([
        action.expected,
      ])

      // The server gives its proof back to this browser only, and only what was chosen and when.
      const record = await serverRecord(page)
      expect(Object.keys(record).sort()).toEqual(['consentId', 'preferences', 'timestamp', 'version'])
      expect(record.preferences).toEqual(action.expected)
      expect(record.consentId).toBe(local.consentId)
      expect(problems).toEqual([])

      await page.reload()
      await expect(manage(page)).toBeVisible()
      await expect(banner(page)).toBeHidden()
    })
  }

  test('another browser cannot read the record, even with its session id', async ({ page, browser }) => {
    await page.goto('/')
    await banner(page).getByRole('button', { name: 'Accetta tutto' }).click()
    expect((await serverRecord(page)).preferences).toEqual(actions[0].expected)
    const sessionId = await page.evaluate(() => sessionStorage.getItem('cookie_session_id'))
    expect((await page.context().cookies()).find((cookie) => cookie.name === 'consent_reader')?.httpOnly).toBe(true)

    const stranger = await browser.newContext({ baseURL: new URL(page.url()).origin })
    try {
      const response = await stranger.request.get(`/api/consent?session_id=${sessionId}`)
      expect(response.status()).toBe(200)
      expect(await response.json()).toBeNull()
    } finally {
      await stranger.close()
    }
  })

  test('the floating button reopens the banner with the panel expanded and the saved choice', async ({ page }) => {
    await page.goto('/')
    await banner(page).getByRole('button', { name: 'Accetta tutto' }).click()
    await manage(page).click()
    await expect(banner(page)).toBeVisible()
    const necessary = banner(page).getByRole('switch', { name: 'Necessari' })
    await expect(necessary).toHaveAttribute('aria-checked', 'true')
    await expect(necessary).toBeDisabled()
    for (const name of ['Analitici', 'Funzionali', 'Marketing'])
      await expect(banner(page).getByRole('switch', { name })).toHaveAttribute('aria-checked', 'true')
    await banner(page).getByRole('switch', { name: 'Funzionali' }).click()
    await banner(page).getByRole('button', { name: 'Conferma e salva preferenze' }).click()
    expect((await storedRecord(page)).preferences).toEqual({
      necessary: true,
      analytics: true,
      functional: false,
      marketing: true,
    })
  })

  for (const [why, record] of [
    ['older than 365 days', { timestamp: Date.now() - 366 * dayMs, version: '1.0', consentId: crypto.randomUUID() }],
    [
      'given under an older policy version',
      { timestamp: Date.now() - dayMs, version: '0.9', consentId: crypto.randomUUID() },
    ],
    // The old single-page site on this domain stored this shape, under the same key and version: no proof of it.
    ['of the old shape, without a consent ID (fresh, version 1.0)', { timestamp: Date.now() - dayMs, version: '1.0' }],
  ] as const) {
    test(`a consent ${why} is discarded and asked again`, async ({ page }) => {
      await page.addInitScript((saved) => {
        if (sessionStorage.getItem('seeded')) return
        sessionStorage.setItem('seeded', '1')
        localStorage.setItem(
          'cookieConsent',
          JSON.stringify({
            preferences: { necessary: true, analytics: true, functional: true, marketing: true },
            ...saved,
          }),
        )
        sessionStorage.setItem('cookie_session_id', 'sess_1700000000000_0123456789abcdef')
      }, record)
      await page.goto('/')
      await expect(banner(page)).toBeVisible()
      expect(await page.evaluate(() => localStorage.getItem('cookieConsent'))).toBeNull()
      expect(await page.evaluate(() => sessionStorage.getItem('cookie_session_id'))).toBeNull()
    })
  }

  test('a valid consent is honoured without showing the banner', async ({ page }) => {
    await page.addInitScript(() =>
      localStorage.setItem(
        'cookieConsent',
        JSON.stringify({
          preferences: { necessary: true, analytics: false, functional: true, marketing: false },
          timestamp: Date.now() - 364 * 86_400_000,
          version: '1.0',
          consentId: '00000000-0000-4000-8000-000000000364',
        }),
      ),
    )
    await page.goto('/')
    await expect(manage(page)).toBeVisible()
    await expect(banner(page)).toBeHidden()
  })

  test('corrupted storage still shows the page and the banner', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('cookieConsent', '{"preferences": tru'))
    const warnings: string[] = []
    page.on('console', (message) => message.type() === 'warning' && warnings.push(message.text()))
    await page.goto('/')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(banner(page)).toBeVisible()
    expect(warnings.some((text) => text.includes('[consent]'))).toBe(true)
  })

  test('a storage that throws still shows the page and the banner, and saving does not break', async ({ page }) => {
    await page.addInitScript(() => {
      Storage.prototype.getItem = () => {
        throw new DOMException('denied', 'SecurityError')
      }
      Storage.prototype.setItem = () => {
        throw new DOMException('denied', 'SecurityError')
      }
    })
    const errors = watchConsole(page)
    await page.goto('/')
    await expect(banner(page)).toBeVisible()
    await banner(page).getByRole('button', { name: 'Solo necessari' }).click()
    await expect(banner(page)).toBeHidden()
    expect(errors).toEqual([])
  })

  test('the first-party cookie brings back a consent that Safari wiped from localStorage', async ({
    page,
    context,
  }) => {
    await page.goto('/')
    await banner(page).getByRole('button', { name: 'Solo necessari' }).click()
    await expect
      .poll(async () => (await context.cookies()).find((cookie) => cookie.name === 'cookie_consent'))
      .toBeTruthy()
    const cookie = (await context.cookies()).find((entry) => entry.name === 'cookie_consent')!
    expect(cookie.sameSite).toBe('Lax')
    expect(cookie.expires - Date.now() / 1000).toBeGreaterThan(364 * 86_400)

    await page.evaluate(() => localStorage.clear())
    await page.reload()
    await expect(manage(page)).toBeVisible()
    await expect(banner(page)).toBeHidden()
    expect((await storedRecord(page)).preferences).toEqual({
      necessary: true,
      analytics: false,
      functional: false,
      marketing: false,
    })
  })

  test('a failing server keeps the consent locally, pending for the next page, and the visitor sees nothing', async ({
    page,
  }) => {
    await page.route('**/api/consent', (route) =>
      route.fulfill({ status: 503, body: '{"error":"down"}', contentType: 'application/json' }),
    )
    const warnings: string[] = []
    page.on('console', (message) => message.type() === 'warning' && warnings.push(message.text()))
    await page.goto('/')
    await banner(page).getByRole('button', { name: 'Accetta tutto' }).click()
    await expect(banner(page)).toBeHidden()
    expect((await storedRecord(page)).preferences.analytics).toBe(true)
    await expect.poll(() => warnings.some((text) => text.includes('HTTP 503'))).toBe(true)
    // Not logged yet: the exact body waits to be sent again (tests/e2e/consent-garante.spec.ts follows it).
    const { consentId } = await storedRecord(page)
    const unsent = await page.evaluate(() => JSON.parse(localStorage.getItem('cookieConsentUnsent') ?? '{}'))
    expect(Object.keys(unsent)).toEqual([consentId])
    expect(JSON.parse(unsent[consentId])).toMatchObject({ analytics: true, consent_id: consentId })
  })

  // The closed banner is checked on every route by pages-health.spec.ts; the open panel only here.
  test('axe passes with the preferences panel open', async ({ page }) => {
    await page.goto('/')
    await banner(page).getByRole('button', { name: 'Personalizza' }).click()
    await expect(banner(page).getByRole('switch').first()).toBeVisible()
    await expectNoAxeViolations(page)
  })

  test('the banner is reachable by keyboard and shows its focus', async ({ page }) => {
    await page.goto('/')
    await expect(banner(page)).toBeVisible()
    const accept = banner(page).getByRole('button', { name: 'Accetta tutto' })
    for (
      let presses = 0;
      presses < 40 && !(await accept.evaluate((element) => element === document.activeElement));
      presses++
    )
      await page.keyboard.press('Tab')
    await expect(accept).toBeFocused()
    const outline = await accept.evaluate((element) => getComputedStyle(element).outlineStyle)
    expect(outline).not.toBe('none')
    await page.keyboard.press('Enter')
    await expect(banner(page)).toBeHidden()
  })

  test('on a phone the banner is compact and leaves the main call to action uncovered @mobile-only', async ({
    page,
  }) => {
    await page.goto('/')
    await expect(banner(page)).toBeVisible()
    const box = (await banner(page).boundingBox())!
    expect(box.height).toBeLessThan(260)
    const primary = (await page.getByRole('main').getByRole('link').first().boundingBox())!
    expect(primary.y + primary.height).toBeLessThanOrEqual(box.y)
    await expect(banner(page).getByRole('button', { name: 'Solo necessari' })).toHaveCSS(
      'background-color',
      await banner(page)
        .getByRole('button', { name: 'Accetta tutto' })
        .evaluate((element) => getComputedStyle(element).backgroundColor),
    )
  })
})

// On a phone, every page's load, banner included, is held to no shift at all (first-paint.spec.ts).
test('the banner appears without shifting the page layout', async ({ page }) => {
  await recordLayoutShifts(page)
  await page.goto('/')
  await expect(banner(page)).toBeVisible()
  await page.waitForLoadState('networkidle')
  const shifted = (await layoutShifts(page))
    .filter((shift) => !shift.hadRecentInput)
    .reduce((total, shift) => total + shift.value, 0)
  expect(shifted).toBeLessThanOrEqual(0.01)
})
