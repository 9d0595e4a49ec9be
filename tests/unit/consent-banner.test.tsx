import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { ConsentProvider } from '@/components/consent/consent-provider'
import { OutboxResender } from '@/components/consent/outbox-resender'
import { bannerLanguageFor } from '@/lib/consent/banner-language'
import { consentModeSignals } from '@/lib/consent/google-consent-mode'
import { allGranted, onlyNecessary, type BannerLanguage, type ConsentPreferences } from '@/lib/consent/policy'
import { preferencesLinkAttribute } from '@/lib/consent/preferences-link'
import { consentRequestSchema } from '@/lib/consent/schema'
import { expiredCookieAssignments } from '@/lib/consent/withdrawal'
import { bannerBrowser } from './support/banner-browser'

const bannerName = 'Rispettiamo la tua privacy'
const measurementId = 'G-TEST123'
const disableFlag = `ga-disable-${measurementId}`
const manageName = 'Preferenze cookie'
const textVersions = {
  banner: { it: 'a'.repeat(64), en: 'b'.repeat(64) },
  signal: { it: 'c'.repeat(64), en: 'd'.repeat(64) },
}
const consentId = '0b7e4f3c-9a1d-4c2e-8f5a-3d6b2c1e9f70'

const browser = bannerBrowser()

function clearBrowserState() {
  localStorage.clear()
  sessionStorage.clear()
  for (const name of ['cookie_consent', '_ga', '_ga_ABC123', 'other'])
    document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`
  delete window.gtag
  delete window.dataLayer
  delete (window as unknown as Record<string, unknown>)[disableFlag]
  for (const script of document.head.querySelectorAll('script')) script.remove()
}

beforeEach(() => {
  clearBrowserState()
})

afterEach(() => {
  jest.restoreAllMocks()
  clearBrowserState()
})

/** A choice saved on an earlier visit: with its consent ID unless `id` is null (a record of before IDs). */
function saveRecord(preferences: ConsentPreferences, timestamp = Date.now(), id: string | null = consentId) {
  localStorage.setItem(
    'cookieConsent',
    JSON.stringify({ preferences, timestamp, version: '1.0', ...(id ? { consentId: id } : {}) }),
  )
}

function savedPreferences(): unknown {
  return (JSON.parse(localStorage.getItem('cookieConsent') ?? 'null') as { preferences?: unknown } | null)?.preferences
}

/** The consent POSTs, once `count` have left (the sender loads on the first choice). */
async function postedBodies(count = 1) {
  await waitFor(() => expect(browser.fetch).toHaveBeenCalledTimes(count))
  return browser.fetch.mock.calls.map(([, init]) => consentRequestSchema.parse(JSON.parse(String(init?.body))))
}

async function postedChoices(): Promise<unknown[]> {
  return (await postedBodies()).map((body) => body.consent_data)
}

function renderSite(extra: React.ReactNode = null, pageLanguage: BannerLanguage = 'it', analyticsId?: string) {
  // As in the site document: the provider, and beside it what resends an earlier page's choice.
  return render(
    <>
      <ConsentProvider
        pageLanguage={pageLanguage}
        textVersions={textVersions}
        analyticsId={analyticsId}
        icons={{
          manage: <svg aria-hidden data-testid="manage-icon" />,
          close: <svg aria-hidden data-testid="close-icon" />,
        }}
      >
        <p>pagina</p>
        {extra}
      </ConsentProvider>
      <OutboxResender />
    </>,
  )
}

describe('the cookie banner on a first visit', () => {
  it('asks with the three choices, the policy link and the 12-month validity, above the page', async () => {
    renderSite()
    const banner = await screen.findByRole('region', { name: bannerName })
    expect(within(banner).getByRole('button', { name: 'Accetta tutto' })).toBeVisible()
    expect(within(banner).getByRole('button', { name: 'Solo necessari' })).toBeVisible()
    expect(within(banner).getByRole('button', { name: 'Personalizza' })).toBeVisible()
    expect(within(banner).getByRole('link', { name: /privacy/i })).toHaveAttribute('href', '/PrivacyPolicy')
    expect(banner).toHaveTextContent(/12 mesi/)
    expect(screen.getByText('pagina')).toBeInTheDocument()
    expect(screen.queryAllByRole('switch')).toHaveLength(0)
    expect(browser.fetch).not.toHaveBeenCalled()
  })

  it('"Personalizza" shows the four categories, only Necessari on and locked', async () => {
    const user = userEvent.setup()
    renderSite()
    await user.click(await screen.findByRole('button', { name: 'Personalizza' }))
    expect(await screen.findAllByRole('switch')).toHaveLength(4)
    const necessary = screen.getByRole('switch', { name: 'Necessari' })
    expect(necessary).toBeChecked()
    expect(necessary).toBeDisabled()
    for (const name of ['Analitici', 'Funzionali', 'Marketing']) {
      const control = screen.getByRole('switch', { name })
      expect(control).not.toBeChecked()
      expect(control).toBeEnabled()
    }
    expect(screen.queryByRole('button', { name: 'Personalizza' })).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Conferma e salva preferenze' })).toBeVisible()
  })

  it('saves a custom choice, hides the banner and lets the visitor reopen it with that choice', async () => {
    const user = userEvent.setup()
    renderSite()
    await user.click(await screen.findByRole('button', { name: 'Personalizza' }))
    await user.click(await screen.findByRole('switch', { name: 'Analitici' }))
    expect(screen.getByRole('switch', { name: 'Analitici' })).toBeChecked()
    await user.click(screen.getByRole('button', { name: 'Conferma e salva preferenze' }))

    const expected = { necessary: true, analytics: true, functional: false, marketing: false }
    expect(savedPreferences()).toEqual(expected)
    expect(await postedChoices()).toEqual([expected])
    expect(screen.queryByRole('region', { name: bannerName })).not.toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: manageName }))
    expect(screen.getByRole('region', { name: bannerName })).toBeVisible()
    expect(await screen.findByRole('switch', { name: 'Analitici' })).toBeChecked()
    expect(screen.getByRole('switch', { name: 'Funzionali' })).not.toBeChecked()
    expect(screen.getByRole('switch', { name: 'Marketing' })).not.toBeChecked()
  })

  it.each([
    ['Accetta tutto', allGranted],
    ['Solo necessari', onlyNecessary],
  ])('"%s" saves that choice and closes the banner', async (button, expected) => {
    const user = userEvent.setup()
    renderSite()
    await user.click(await screen.findByRole('button', { name: button }))
    expect(savedPreferences()).toEqual(expected)
    expect(await postedChoices()).toEqual([expected])
    expect(screen.queryByRole('region', { name: bannerName })).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: manageName })).toBeVisible()
  })

  it('announces the choice to other scripts with a cookieConsentGiven event', async () => {
    const user = userEvent.setup()
    const listener = jest.fn<(event: Event) => void>()
    window.addEventListener('cookieConsentGiven', listener)
    try {
      renderSite()
      await user.click(await screen.findByRole('button', { name: 'Accetta tutto' }))
    } finally {
      window.removeEventListener('cookieConsentGiven', listener)
    }
    expect(listener).toHaveBeenCalledTimes(1)
    expect((listener.mock.calls[0][0] as CustomEvent).detail).toEqual(allGranted)
  })
})

describe('a returning visitor', () => {
  it('with a valid saved choice is not asked again, but can reopen the preferences', async () => {
    const user = userEvent.setup()
    saveRecord({ necessary: true, analytics: false, functional: true, marketing: false })
    renderSite()
    const reopen = await screen.findByRole('button', { name: manageName })
    expect(within(reopen).getByTestId('manage-icon')).toBeInTheDocument()
    expect(screen.queryByRole('region', { name: bannerName })).not.toBeInTheDocument()
    await user.click(reopen)
    expect(await screen.findByRole('switch', { name: 'Funzionali' })).toBeChecked()
    expect(screen.getByRole('switch', { name: 'Analitici' })).not.toBeChecked()
    expect(browser.fetch).not.toHaveBeenCalled()
  })

  it('with a choice saved without a consent ID (unproven) is asked again, and the record is cleared', async () => {
    saveRecord(allGranted, Date.now(), null)
    renderSite()
    expect(await screen.findByRole('region', { name: bannerName })).toBeVisible()
    expect(localStorage.getItem('cookieConsent')).toBeNull()
    expect(browser.fetch).not.toHaveBeenCalled()
  })

  it('with a choice older than a year is asked again', async () => {
    saveRecord(allGranted, Date.now() - 366 * 24 * 60 * 60 * 1000)
    renderSite()
    expect(await screen.findByRole('region', { name: bannerName })).toBeVisible()
    expect(localStorage.getItem('cookieConsent')).toBeNull()
  })
})

describe('the X in the first layer', () => {
  it('is a round button named "Chiudi" with its icon, next to a note saying it keeps only technical cookies', async () => {
    renderSite()
    const banner = await screen.findByRole('region', { name: bannerName })
    const close = within(banner).getByRole('button', { name: 'Chiudi' })
    expect(within(close).getByTestId('close-icon')).toBeInTheDocument()
    expect(close).toHaveClass('size-11', 'rounded-full', 'border')
    expect(close.className).not.toMatch(/\bpx-/)
    expect(banner).toHaveTextContent('Chiudendo il banner con la X continui a navigare con i soli cookie tecnici.')
  })

  it('saves only the necessary cookies, logs the choice as "close" and does not ask again', async () => {
    const user = userEvent.setup()
    const { unmount } = renderSite()
    await user.click(await screen.findByRole('button', { name: 'Chiudi' }))
    expect(savedPreferences()).toEqual(onlyNecessary)
    expect(await postedBodies()).toMatchObject([
      { accept_type: 'close', analytics: false, functional: false, marketing: false },
    ])
    expect(screen.queryByRole('region', { name: bannerName })).not.toBeInTheDocument()
    unmount()
    renderSite()
    expect(await screen.findByRole('button', { name: manageName })).toBeVisible()
    expect(screen.queryByRole('region', { name: bannerName })).not.toBeInTheDocument()
  })
})

describe('the proof each choice sends', () => {
  it.each([
    ['Accetta tutto', 'all'],
    ['Solo necessari', 'necessary'],
  ])('"%s" is logged as %s, with the Italian text version and a fresh consent ID', async (button, acceptType) => {
    const user = userEvent.setup()
    renderSite()
    await user.click(await screen.findByRole('button', { name: button }))
    const [body] = await postedBodies()
    expect(body).toMatchObject({ accept_type: acceptType, banner_language: 'it', text_version: textVersions.banner.it })
    const stored = JSON.parse(localStorage.getItem('cookieConsent') ?? 'null') as { consentId: string }
    expect(body.consent_id).toBe(stored.consentId)
  })

  it('"Conferma e salva" is "custom", even with every category switched on', async () => {
    const user = userEvent.setup()
    renderSite()
    await user.click(await screen.findByRole('button', { name: 'Personalizza' }))
    for (const name of ['Analitici', 'Funzionali', 'Marketing'])
      await user.click(await screen.findByRole('switch', { name }))
    await user.click(screen.getByRole('button', { name: 'Conferma e salva preferenze' }))
    expect(await postedBodies()).toMatchObject([{ accept_type: 'custom', consent_data: allGranted }])
  })

  it('every choice gets its own consent ID', async () => {
    const user = userEvent.setup()
    renderSite()
    await user.click(await screen.findByRole('button', { name: 'Accetta tutto' }))
    await user.click(screen.getByRole('button', { name: manageName }))
    await user.click(screen.getByRole('button', { name: 'Solo necessari' }))
    const [first, second] = await postedBodies(2)
    expect(first.consent_id).not.toBe(second.consent_id)
  })
})

describe('the banner language', () => {
  it('a browser asking first for German gets the English banner, marked lang="en", and logs it as such', async () => {
    browser.languages = ['de-DE', 'it-IT']
    const user = userEvent.setup()
    renderSite()
    const banner = await screen.findByRole('region', { name: 'We respect your privacy' })
    expect(banner).toHaveAttribute('lang', 'en')
    expect(banner).toHaveTextContent('Closing this banner with the X keeps only the technical cookies.')
    for (const name of ['Accept all', 'Only necessary', 'Customise'])
      expect(within(banner).getByRole('button', { name })).toBeVisible()
    await user.click(within(banner).getByRole('button', { name: 'Close' }))
    expect(await postedBodies()).toMatchObject([
      { accept_type: 'close', banner_language: 'en', text_version: textVersions.banner.en },
    ])
    expect(screen.getByRole('button', { name: 'Cookie preferences' })).toHaveAttribute('lang', 'en')
  })

  it('an English page shows the English banner to an Italian browser too', async () => {
    renderSite(null, 'en')
    expect(await screen.findByRole('region', { name: 'We respect your privacy' })).toHaveAttribute('lang', 'en')
  })

  it('an Italian browser gets the Italian banner, marked lang="it"', async () => {
    browser.languages = ['it-CH', 'de-CH']
    renderSite()
    expect(await screen.findByRole('region', { name: bannerName })).toHaveAttribute('lang', 'it')
  })
})

/** The receipt as the visitor reads it (the ID sits in its own element). */
const findReceipt = (text: string) =>
  screen.findByText(
    (_, element) => element?.hasAttribute('data-consent-receipt') === true && element.textContent === text,
  )

describe('the footer link "Preferenze cookie"', () => {
  it('opens the panel on the saved choice instead of following its fallback link', async () => {
    const user = userEvent.setup()
    saveRecord({ necessary: true, analytics: true, functional: false, marketing: false })
    renderSite(
      <a href="/PrivacyPolicy#sezione-5" {...{ [preferencesLinkAttribute]: '' }}>
        {manageName}
      </a>,
    )
    await screen.findByRole('button', { name: manageName })
    const link = screen.getByRole('link', { name: manageName })
    const followed = jest.fn<(event: MouseEvent) => void>()
    window.addEventListener('click', (event) => followed(event), { once: true })
    await user.click(link)
    expect(followed.mock.calls[0][0].defaultPrevented).toBe(true)
    expect(await screen.findByRole('switch', { name: 'Analitici' })).toBeChecked()
    expect(screen.getByRole('switch', { name: 'Funzionali' })).not.toBeChecked()
  })
})

describe('the preferences panel', () => {
  const chosenAt = new Date(2026, 10, 23, 11, 30).getTime()

  it('lists what each category stores, and says Marketing stores nothing', async () => {
    const user = userEvent.setup()
    renderSite()
    await user.click(await screen.findByRole('button', { name: 'Personalizza' }))
    const analytics = (await screen.findByRole('switch', { name: 'Analitici' })).closest('li')!
    expect(within(analytics).getByText(/^Cookie e dati salvati \(\d+\)$/)).toBeInTheDocument()
    expect(within(analytics).getByText('_ga')).toBeInTheDocument()
    const marketing = screen.getByRole('switch', { name: 'Marketing' }).closest('li')!
    expect(marketing).toHaveTextContent('Nessun cookie né dato salvato nel browser.')
    expect(marketing).toHaveTextContent(/ad_storage/)
  })

  it('shows the receipt of the saved choice: its consent ID and date', async () => {
    const user = userEvent.setup()
    saveRecord(allGranted, chosenAt, consentId)
    renderSite()
    await user.click(await screen.findByRole('button', { name: manageName }))
    expect(await findReceipt(`Il tuo consenso: ID ${consentId}, 23/11/2026`)).toBeVisible()
  })

  it('marks a choice the server has not logged yet, and sends it again on load', async () => {
    const user = userEvent.setup()
    saveRecord(allGranted, chosenAt, consentId)
    localStorage.setItem(
      'cookieConsentUnsent',
      JSON.stringify({ [consentId]: JSON.stringify({ consent_id: consentId }) }),
    )
    browser.fetch.mockImplementation(async () => ({ ok: false, status: 503 }) as Response)
    renderSite()
    await waitFor(() => expect(browser.fetch).toHaveBeenCalledTimes(1))
    expect(String(browser.fetch.mock.calls[0][1]?.body)).toBe(JSON.stringify({ consent_id: consentId }))
    await user.click(await screen.findByRole('button', { name: manageName }))
    expect(
      await findReceipt(`Il tuo consenso: ID ${consentId}, 23/11/2026 (non ancora registrato, verrà inviato di nuovo)`),
    ).toBeVisible()
  })

  it('in English, dates the receipt in English', async () => {
    const user = userEvent.setup()
    browser.languages = ['en-GB']
    saveRecord(allGranted, chosenAt, consentId)
    renderSite()
    await user.click(await screen.findByRole('button', { name: 'Cookie preferences' }))
    expect(await findReceipt(`Your consent: ID ${consentId}, 23 November 2026`)).toBeVisible()
  })
})

describe('a refusal of analytics', () => {
  const cookieNames = () => document.cookie.split('; ').map((entry) => entry.split('=')[0])

  it('deletes the _ga and _ga_* cookies, and leaves the others', async () => {
    const user = userEvent.setup()
    saveRecord(allGranted)
    for (const name of ['_ga', '_ga_ABC123', 'other']) document.cookie = `${name}=1; path=/`
    renderSite()
    await user.click(await screen.findByRole('button', { name: manageName }))
    expect(cookieNames()).toEqual(expect.arrayContaining(['_ga', '_ga_ABC123']))
    await user.click(screen.getByRole('button', { name: 'Solo necessari' }))
    await waitFor(() => expect(cookieNames()).not.toContain('_ga'))
    expect(cookieNames()).not.toContain('_ga_ABC123')
    expect(cookieNames()).toContain('other')
  })

  it('made on an earlier visit deletes them on load', async () => {
    saveRecord(onlyNecessary)
    document.cookie = '_ga=1; path=/'
    renderSite()
    await screen.findByRole('button', { name: manageName })
    await waitFor(() => expect(cookieNames()).not.toContain('_ga'))
  })
})

describe('expiredCookieAssignments: where a GA cookie may sit', () => {
  it('on the host alone, on the host as a domain and on the registrable domain', () => {
    expect(expiredCookieAssignments('_ga', 'www.orbitalab.it')).toEqual([
      '_ga=; path=/; max-age=0; SameSite=Lax',
      '_ga=; path=/; max-age=0; SameSite=Lax; domain=www.orbitalab.it',
      '_ga=; path=/; max-age=0; SameSite=Lax; domain=.orbitalab.it',
    ])
  })

  it('on localhost, only where the host itself can put it', () => {
    expect(expiredCookieAssignments('_ga_ABC123', 'localhost')).toEqual([
      '_ga_ABC123=; path=/; max-age=0; SameSite=Lax',
      '_ga_ABC123=; path=/; max-age=0; SameSite=Lax; domain=localhost',
    ])
  })
})

describe('bannerLanguageFor', () => {
  it.each([
    [['it-IT', 'en'], 'it', 'it'],
    [['it'], 'it', 'it'],
    [['en-US', 'it-IT'], 'it', 'en'],
    [['de-DE'], 'it', 'en'],
    [['ita'], 'it', 'en'],
    [[], 'it', 'en'],
    [['it-IT'], 'en', 'en'],
  ] as const)('%j on an %s page → %s', (preferred, page, expected) => {
    expect(bannerLanguageFor(page, preferred)).toBe(expected)
  })
})

function gaScripts(): HTMLScriptElement[] {
  return Array.from(document.head.querySelectorAll('script')).filter((script) =>
    script.src.includes('googletagmanager'),
  )
}

/** gtag pushes `arguments` objects: each entry as a plain array. */
function dataLayerCalls(): unknown[][] {
  return (window.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>))
}

function consentCalls(): { kind: unknown; analytics: unknown; ads: unknown }[] {
  return dataLayerCalls()
    .filter((call) => call[0] === 'consent')
    .map((call) => {
      const signals = call[2] as Record<string, string>
      return { kind: call[1], analytics: signals.analytics_storage, ads: signals.ad_storage }
    })
}

describe('Google Analytics, gated by consent', () => {
  const renderWithGa = () => renderSite(null, 'it', measurementId)

  it('loads nothing from Google before the visitor chooses', async () => {
    renderWithGa()
    await screen.findByRole('region', { name: bannerName })
    expect(gaScripts()).toHaveLength(0)
    expect(window.gtag).toBeUndefined()
    expect(window.dataLayer).toBeUndefined()
  })

  it('loads nothing when the visitor chooses "Solo necessari"', async () => {
    const user = userEvent.setup()
    renderWithGa()
    await user.click(await screen.findByRole('button', { name: 'Solo necessari' }))
    expect(gaScripts()).toHaveLength(0)
    expect(window.gtag).toBeUndefined()
  })

  it('loads gtag.js once after "Accetta tutto", defaulting to denied then granting, and stops on withdrawal', async () => {
    const user = userEvent.setup()
    renderWithGa()
    await user.click(await screen.findByRole('button', { name: 'Accetta tutto' }))

    // lib/consent/gtag.ts itself loads only now.
    await waitFor(() => expect(gaScripts()).toHaveLength(1))
    const scripts = gaScripts()
    expect(scripts).toHaveLength(1)
    expect(new URL(scripts[0].src).searchParams.get('id')).toBe(measurementId)
    expect(scripts[0].async).toBe(true)
    expect(typeof window.gtag).toBe('function')
    expect(consentCalls()).toEqual([
      { kind: 'default', analytics: 'denied', ads: 'denied' },
      { kind: 'update', analytics: 'granted', ads: 'granted' },
    ])
    const config = dataLayerCalls().find((call) => call[0] === 'config')
    expect(config).toEqual(['config', measurementId, { anonymize_ip: true }])
    expect((window as unknown as Record<string, unknown>)[disableFlag]).toBe(false)

    await user.click(screen.getByRole('button', { name: manageName }))
    await user.click(screen.getByRole('button', { name: 'Solo necessari' }))
    await waitFor(() => expect(consentCalls().at(-1)).toEqual({ kind: 'update', analytics: 'denied', ads: 'denied' }))
    expect((window as unknown as Record<string, unknown>)[disableFlag]).toBe(true)
    expect(gaScripts()).toHaveLength(1)
  })

  it('loads gtag.js straight away for a returning visitor who allowed analytics', async () => {
    saveRecord({ necessary: true, analytics: true, functional: false, marketing: false })
    renderWithGa()
    await screen.findByRole('button', { name: manageName })
    await waitFor(() => expect(gaScripts()).toHaveLength(1))
    expect(consentCalls()).toEqual([
      { kind: 'default', analytics: 'denied', ads: 'denied' },
      { kind: 'update', analytics: 'granted', ads: 'denied' },
    ])
  })
})

describe('consentModeSignals: Google Consent Mode v2', () => {
  it('denies everything before the visitor chooses', () => {
    expect(consentModeSignals(null)).toEqual({
      analytics_storage: 'denied',
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
    })
  })

  it('grants everything after "Accetta tutto" and nothing after "Solo necessari"', () => {
    expect(consentModeSignals(allGranted)).toEqual({
      analytics_storage: 'granted',
      ad_storage: 'granted',
      ad_user_data: 'granted',
      ad_personalization: 'granted',
    })
    expect(consentModeSignals(onlyNecessary)).toEqual({
      analytics_storage: 'denied',
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
    })
  })

  it('ties analytics_storage to analytics and the three ad signals to marketing only', () => {
    expect(consentModeSignals({ necessary: true, analytics: true, functional: true, marketing: false })).toEqual({
      analytics_storage: 'granted',
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
    })
    expect(consentModeSignals({ necessary: true, analytics: false, functional: false, marketing: true })).toEqual({
      analytics_storage: 'denied',
      ad_storage: 'granted',
      ad_user_data: 'granted',
      ad_personalization: 'granted',
    })
  })
})
