// Global Privacy Control in the page: a browser that sends the signal is not asked; its refusal is recorded
// like a click ('signal'), said in one line, and the preferences stay one click away.
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals'
import { act, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { ConsentProvider } from '@/components/consent/consent-provider'
import { englishBannerCopy } from '@/content/ui/consent-en'
import { italianBannerCopy } from '@/content/ui/consent-it'
import { allGranted, onlyNecessary, type ConsentPreferences } from '@/lib/consent/policy'
import { consentRequestSchema } from '@/lib/consent/schema'
import { bannerBrowser } from './support/banner-browser'

const bannerName = 'Rispettiamo la tua privacy'
const manageName = 'Preferenze cookie'
/** The notice's words, from the copy: the text a 'signal' record proves. */
const italianNotice = italianBannerCopy.signal.notice
const textVersions = {
  banner: { it: 'a'.repeat(64), en: 'b'.repeat(64) },
  signal: { it: 'c'.repeat(64), en: 'd'.repeat(64) },
}
const earlierId = '0b7e4f3c-9a1d-4c2e-8f5a-3d6b2c1e9f70'
const analyticsOnly: ConsentPreferences = { necessary: true, analytics: true, functional: false, marketing: false }

const browser = bannerBrowser()

/** What navigator.globalPrivacyControl says: undefined in a browser that does not know the signal. */
function setSignal(value: boolean | undefined) {
  if (value === undefined) delete (navigator as unknown as Record<string, unknown>).globalPrivacyControl
  else Object.defineProperty(navigator, 'globalPrivacyControl', { value, configurable: true })
}

function clearBrowserState() {
  localStorage.clear()
  sessionStorage.clear()
  document.cookie = 'cookie_consent=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/'
}

beforeEach(() => {
  clearBrowserState()
  setSignal(true)
})

afterEach(() => {
  jest.restoreAllMocks()
  setSignal(undefined)
  clearBrowserState()
})

/** A choice saved on an earlier visit, made with or without the signal on. */
function saveRecord(preferences: ConsentPreferences, { signal = false } = {}) {
  localStorage.setItem(
    'cookieConsent',
    JSON.stringify({
      preferences,
      timestamp: Date.now(),
      version: '1.0',
      consentId: earlierId,
      ...(signal ? { signal: true } : {}),
    }),
  )
}

const savedRecord = () => JSON.parse(localStorage.getItem('cookieConsent') ?? 'null') as Record<string, unknown> | null

/** The consent POSTs, once `count` have left; then a moment more, so that a stray extra POST would show. */
async function postedBodies(count: number) {
  await waitFor(() => expect(browser.fetch).toHaveBeenCalledTimes(count))
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)))
  expect(browser.fetch).toHaveBeenCalledTimes(count)
  return browser.fetch.mock.calls.map(([url, init]) => {
    expect(url).toBe('/api/consent')
    return consentRequestSchema.parse(JSON.parse(String(init?.body)))
  })
}

/** Nothing happens for a moment: no POST leaves. */
async function nothingPosted() {
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)))
  expect(browser.fetch).not.toHaveBeenCalled()
}

function renderSite() {
  return render(
    <ConsentProvider
      pageLanguage="it"
      textVersions={textVersions}
      icons={{ manage: <svg aria-hidden />, close: <svg aria-hidden data-testid="close-icon" /> }}
    >
      <p>pagina</p>
    </ConsentProvider>,
  )
}

/** The signal's refusal as the notice shows it and the server receives it, in Italian. */
async function expectRefusalBySignal() {
  const notice = await screen.findByRole('status')
  expect(notice).toHaveTextContent(italianNotice)
  expect(notice).toHaveAttribute('lang', 'it')
  expect(screen.queryByRole('region', { name: bannerName })).not.toBeInTheDocument()
  const [body] = await postedBodies(1)
  expect(body).toMatchObject({
    accept_type: 'signal',
    gpc_signal: true,
    banner_language: 'it',
    text_version: textVersions.signal.it,
    consent_data: onlyNecessary,
  })
  expect(savedRecord()).toMatchObject({ preferences: onlyNecessary, consentId: body.consent_id, signal: true })
  return { notice, body }
}

describe('a browser that sends Global Privacy Control', () => {
  it('with nothing saved: no banner, the one-line notice, and exactly one POST of the refusal by the signal', async () => {
    renderSite()
    await expectRefusalBySignal()
  })

  it('with a grant saved without the signal: the same, and the grant gives way to the refusal', async () => {
    saveRecord(allGranted)
    renderSite()
    const { body } = await expectRefusalBySignal()
    expect(body.consent_id).not.toBe(earlierId)
  })

  it('the notice\'s "Preferenze cookie" opens the panel, on the refusal', async () => {
    const user = userEvent.setup()
    renderSite()
    const { notice } = await expectRefusalBySignal()
    await user.click(within(notice).getByRole('button', { name: manageName }))
    expect(await screen.findByRole('region', { name: bannerName })).toBeVisible()
    expect(await screen.findByRole('switch', { name: 'Analitici' })).not.toBeChecked()
    expect(screen.getByRole('switch', { name: 'Marketing' })).not.toBeChecked()
  })

  it('the notice can be closed, and closing it sends nothing more', async () => {
    const user = userEvent.setup()
    renderSite()
    const { notice } = await expectRefusalBySignal()
    await user.click(within(notice).getByRole('button', { name: italianBannerCopy.signal.dismiss }))
    expect(screen.queryByRole('status')).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: manageName })).toBeVisible()
    expect(browser.fetch).toHaveBeenCalledTimes(1)
  })

  it('an explicit choice in the panel is "custom", made with the signal on, and kept as such', async () => {
    const user = userEvent.setup()
    const { unmount } = renderSite()
    const { notice } = await expectRefusalBySignal()
    await user.click(within(notice).getByRole('button', { name: manageName }))
    await user.click(await screen.findByRole('switch', { name: 'Analitici' }))
    await user.click(screen.getByRole('button', { name: 'Conferma e salva preferenze' }))
    const [, body] = await postedBodies(2)
    expect(body).toMatchObject({
      accept_type: 'custom',
      gpc_signal: true,
      banner_language: 'it',
      text_version: textVersions.banner.it,
      consent_data: analyticsOnly,
    })
    expect(savedRecord()).toMatchObject({ preferences: analyticsOnly, consentId: body.consent_id, signal: true })

    // The next page, signal still on: the visitor's own grant counts, nobody is asked, nothing is sent.
    unmount()
    browser.fetch.mockClear()
    renderSite()
    expect(await screen.findByRole('button', { name: manageName })).toBeVisible()
    expect(screen.queryByRole('status')).not.toBeInTheDocument()
    expect(screen.queryByRole('region', { name: bannerName })).not.toBeInTheDocument()
    await nothingPosted()
    expect(savedRecord()).toMatchObject({ preferences: analyticsOnly, signal: true })
  })

  it('after a grant in the panel, the notice no longer says that only necessary cookies are used', async () => {
    const user = userEvent.setup()
    renderSite()
    const { notice } = await expectRefusalBySignal()
    await user.click(within(notice).getByRole('button', { name: manageName }))
    await user.click(await screen.findByRole('switch', { name: 'Analitici' }))
    await user.click(screen.getByRole('button', { name: 'Conferma e salva preferenze' }))
    await postedBodies(2)
    expect(screen.queryByRole('region', { name: bannerName })).not.toBeInTheDocument()
    expect(screen.queryByText(italianNotice)).not.toBeInTheDocument()
  })

  it('with a grant saved while the signal was on: used as it is, no notice, no POST', async () => {
    const user = userEvent.setup()
    saveRecord(analyticsOnly, { signal: true })
    renderSite()
    await user.click(await screen.findByRole('button', { name: manageName }))
    expect(await screen.findByRole('switch', { name: 'Analitici' })).toBeChecked()
    expect(screen.queryByRole('status')).not.toBeInTheDocument()
    await nothingPosted()
  })

  it('with a refusal saved without the signal: that refusal stands, no notice, no POST', async () => {
    saveRecord(onlyNecessary)
    renderSite()
    expect(await screen.findByRole('button', { name: manageName })).toBeVisible()
    expect(screen.queryByRole('status')).not.toBeInTheDocument()
    expect(screen.queryByRole('region', { name: bannerName })).not.toBeInTheDocument()
    await nothingPosted()
    expect(savedRecord()).toMatchObject({ consentId: earlierId })
  })

  it('in English, shows and logs the English notice', async () => {
    browser.languages = ['en-GB']
    renderSite()
    const notice = await screen.findByRole('status')
    expect(notice).toHaveAttribute('lang', 'en')
    expect(notice).toHaveTextContent(englishBannerCopy.signal.notice)
    expect(within(notice).getByRole('button', { name: 'Cookie preferences' })).toBeVisible()
    const [body] = await postedBodies(1)
    expect(body).toMatchObject({ accept_type: 'signal', banner_language: 'en', text_version: textVersions.signal.en })
  })
})

describe.each([
  ['without the signal', undefined],
  ['with the signal off', false],
] as const)('a browser %s', (_case, signal) => {
  beforeEach(() => setSignal(signal))

  it('is asked with the banner as before, and nothing is sent until it chooses', async () => {
    renderSite()
    expect(await screen.findByRole('region', { name: bannerName })).toBeVisible()
    expect(screen.queryByRole('status')).not.toBeInTheDocument()
    await nothingPosted()
  })

  it('logs its choice with gpc_signal false, and keeps it without the signal mark', async () => {
    const user = userEvent.setup()
    renderSite()
    await user.click(await screen.findByRole('button', { name: 'Solo necessari' }))
    const [body] = await postedBodies(1)
    expect(body).toMatchObject({ accept_type: 'necessary', gpc_signal: false, text_version: textVersions.banner.it })
    expect(savedRecord()).not.toHaveProperty('signal')
    expect(screen.queryByRole('status')).not.toBeInTheDocument()
  })

  it('keeps using a grant saved without the signal', async () => {
    saveRecord(allGranted)
    renderSite()
    expect(await screen.findByRole('button', { name: manageName })).toBeVisible()
    expect(screen.queryByRole('region', { name: bannerName })).not.toBeInTheDocument()
    await nothingPosted()
  })
})
