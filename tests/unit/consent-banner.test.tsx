import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { ConsentProvider } from '@/components/consent/consent-provider'
import { GoogleAnalytics } from '@/components/consent/google-analytics'
import { consentModeSignals } from '@/lib/consent/google-consent-mode'
import { allGranted, onlyNecessary, type ConsentPreferences } from '@/lib/consent/policy'

const bannerName = 'Rispettiamo la tua privacy'
const measurementId = 'G-TEST123'
const disableFlag = `ga-disable-${measurementId}`

let fetchMock: jest.Mock<typeof fetch>
const originalFetch = globalThis.fetch

function clearBrowserState() {
  localStorage.clear()
  sessionStorage.clear()
  document.cookie = 'cookie_consent=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/'
  delete window.gtag
  delete window.dataLayer
  delete (window as unknown as Record<string, unknown>)[disableFlag]
  for (const script of document.head.querySelectorAll('script')) script.remove()
}

beforeEach(() => {
  clearBrowserState()
  // jsdom has no Response: the banner only reads ok and status.
  fetchMock = jest.fn<typeof fetch>(async () => ({ ok: true, status: 201 }) as Response)
  globalThis.fetch = fetchMock
})

afterEach(() => {
  globalThis.fetch = originalFetch
  clearBrowserState()
})

function saveRecord(preferences: ConsentPreferences, timestamp = Date.now()) {
  localStorage.setItem('cookieConsent', JSON.stringify({ preferences, timestamp, version: '1.0' }))
}

function savedPreferences(): unknown {
  return (JSON.parse(localStorage.getItem('cookieConsent') ?? 'null') as { preferences?: unknown } | null)?.preferences
}

function postedChoices(): unknown[] {
  return fetchMock.mock.calls.map(
    ([, init]) => (JSON.parse(String(init?.body)) as { consent_data: unknown }).consent_data,
  )
}

function renderSite(extra: React.ReactNode = null) {
  return render(
    <ConsentProvider manageIcon={<svg aria-hidden data-testid="manage-icon" />}>
      <p>pagina</p>
      {extra}
    </ConsentProvider>,
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
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('"Personalizza" shows the four categories, only Necessari on and locked', async () => {
    const user = userEvent.setup()
    renderSite()
    await user.click(await screen.findByRole('button', { name: 'Personalizza' }))
    expect(screen.getAllByRole('switch')).toHaveLength(4)
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
    await user.click(screen.getByRole('switch', { name: 'Analitici' }))
    expect(screen.getByRole('switch', { name: 'Analitici' })).toBeChecked()
    await user.click(screen.getByRole('button', { name: 'Conferma e salva preferenze' }))

    const expected = { necessary: true, analytics: true, functional: false, marketing: false }
    expect(savedPreferences()).toEqual(expected)
    expect(postedChoices()).toEqual([expected])
    expect(screen.queryByRole('region', { name: bannerName })).not.toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Gestisci preferenze cookie' }))
    expect(screen.getByRole('region', { name: bannerName })).toBeVisible()
    expect(screen.getByRole('switch', { name: 'Analitici' })).toBeChecked()
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
    expect(postedChoices()).toEqual([expected])
    expect(screen.queryByRole('region', { name: bannerName })).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Gestisci preferenze cookie' })).toBeVisible()
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
    const reopen = await screen.findByRole('button', { name: 'Gestisci preferenze cookie' })
    expect(within(reopen).getByTestId('manage-icon')).toBeInTheDocument()
    expect(screen.queryByRole('region', { name: bannerName })).not.toBeInTheDocument()
    await user.click(reopen)
    expect(screen.getByRole('switch', { name: 'Funzionali' })).toBeChecked()
    expect(screen.getByRole('switch', { name: 'Analitici' })).not.toBeChecked()
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('with a choice older than a year is asked again', async () => {
    saveRecord(allGranted, Date.now() - 366 * 24 * 60 * 60 * 1000)
    renderSite()
    expect(await screen.findByRole('region', { name: bannerName })).toBeVisible()
    expect(localStorage.getItem('cookieConsent')).toBeNull()
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

describe('GoogleAnalytics, gated by consent', () => {
  const renderWithGa = () => renderSite(<GoogleAnalytics measurementId={measurementId} />)

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

    await user.click(screen.getByRole('button', { name: 'Gestisci preferenze cookie' }))
    await user.click(screen.getByRole('button', { name: 'Solo necessari' }))
    expect(consentCalls().at(-1)).toEqual({ kind: 'update', analytics: 'denied', ads: 'denied' })
    expect((window as unknown as Record<string, unknown>)[disableFlag]).toBe(true)
    expect(gaScripts()).toHaveLength(1)
  })

  it('loads gtag.js straight away for a returning visitor who allowed analytics', async () => {
    saveRecord({ necessary: true, analytics: true, functional: false, marketing: false })
    renderWithGa()
    await screen.findByRole('button', { name: 'Gestisci preferenze cookie' })
    expect(gaScripts()).toHaveLength(1)
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
