import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals'
import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { ConsentProvider } from '@/components/consent/consent-provider'
import { englishBannerCopy } from '@/content/ui/consent-en'
import { italianBannerCopy } from '@/content/ui/consent-it'
import { bannerAskAttribute, bannerBootScript, bannerPaintedAttribute } from '@/lib/consent/banner-boot-script'
import { bannerLanguageFor } from '@/lib/consent/banner-language'
import { readSavedRecord } from '@/lib/consent/browser'
import { allGranted, decideOnLoad, onlyNecessary, type BannerLanguage } from '@/lib/consent/policy'

const dayMs = 24 * 60 * 60 * 1000
const root = document.documentElement
let languages: string[]
let signal: boolean

beforeEach(() => {
  languages = ['it-IT', 'it', 'en']
  signal = false
  jest.spyOn(navigator, 'languages', 'get').mockImplementation(() => languages)
  Object.defineProperty(navigator, 'globalPrivacyControl', { configurable: true, get: () => signal })
  // jsdom has no Response: nothing here is sent, but an unsent choice would be retried.
  globalThis.fetch = jest.fn<typeof fetch>(async () => ({ ok: true, status: 201 }) as Response)
  jest.spyOn(console, 'warn').mockImplementation(() => {})
})

afterEach(async () => {
  // A pre-paint script that painted in English still waits for its banner: one's end lets it stop.
  document.body.innerHTML = '<div><button></button><span data-consent-pre-paint-end></span></div>'
  await Promise.resolve()
  jest.restoreAllMocks()
  localStorage.clear()
  document.cookie = 'cookie_consent=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/'
  root.removeAttribute(bannerAskAttribute)
  root.removeAttribute(bannerPaintedAttribute)
  document.body.innerHTML = ''
})

const record = (preferences = allGranted, age = 0) =>
  JSON.stringify({ preferences, timestamp: Date.now() - age * dayMs, version: '1.0', consentId: crypto.randomUUID() })

/** What a visitor can have stored, from nothing to a valid choice. */
const storedStates: Record<string, () => void> = {
  nothing: () => {},
  'a valid choice': () => localStorage.setItem('cookieConsent', record()),
  'a refusal': () => localStorage.setItem('cookieConsent', record(onlyNecessary)),
  'an expired choice': () => localStorage.setItem('cookieConsent', record(allGranted, 400)),
  'corrupted JSON': () => localStorage.setItem('cookieConsent', '{"preferences":'),
  'only the cookie': () => {
    document.cookie = `cookie_consent=${encodeURIComponent(record())}; path=/`
  },
}

const runBootScript = (pageLanguage: BannerLanguage) => new Function(bannerBootScript(pageLanguage))()

describe('the banner’s pre-paint decision', () => {
  it('shows a first visit’s banner in the page’s language before any script file loads', () => {
    runBootScript('it')
    expect(root.hasAttribute(bannerAskAttribute)).toBe(true)
    root.removeAttribute(bannerAskAttribute)
    languages = ['en-GB', 'en']
    runBootScript('en')
    expect(root.hasAttribute(bannerAskAttribute)).toBe(true)
  })

  it('never shows a banner that hydration would hide or word differently', () => {
    let asked = 0
    for (const [stored, store] of Object.entries(storedStates))
      for (const sendsSignal of [false, true])
        for (const preferred of [['it-IT', 'en'], ['IT'], ['en-US', 'it'], ['de'], []])
          for (const pageLanguage of ['it', 'en'] as const) {
            localStorage.clear()
            document.cookie = 'cookie_consent=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/'
            root.removeAttribute(bannerAskAttribute)
            store()
            signal = sendsSignal
            languages = preferred
            runBootScript(pageLanguage)
            if (!root.hasAttribute(bannerAskAttribute)) continue
            asked += 1
            const situation = `${stored}, GPC ${sendsSignal}, ${preferred.join(',')}, ${pageLanguage} page`
            expect([situation, decideOnLoad(readSavedRecord(), sendsSignal)]).toEqual([situation, 'ask'])
            expect([situation, root.getAttribute(bannerPaintedAttribute)]).toEqual([
              situation,
              bannerLanguageFor(pageLanguage, preferred),
            ])
          }
    // Nothing stored, no signal: every browser, on both pages.
    expect(asked).toBe(5 * 2)
  })

  it('runs with storage it cannot read', () => {
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError')
    })
    expect(() => runBootScript('it')).not.toThrow()
    expect(root.hasAttribute(bannerAskAttribute)).toBe(true)
  })
})

function site(pageLanguage: BannerLanguage = 'it') {
  return (
    <ConsentProvider
      pageLanguage={pageLanguage}
      textVersions={{
        banner: { it: 'a'.repeat(64), en: 'b'.repeat(64) },
        signal: { it: 'c'.repeat(64), en: 'd'.repeat(64) },
      }}
      icons={{ manage: <svg aria-hidden />, close: <svg aria-hidden /> }}
    >
      <p>pagina</p>
    </ConsentProvider>
  )
}

/** The page as the server sent it, parsed after the pre-paint script ran in its <head>, then hydrated. */
async function hydrateServerPage(beforeHydration = () => {}) {
  new Function(bannerBootScript('it'))()
  const container = document.createElement('div')
  container.innerHTML = renderToString(site())
  document.body.append(container)
  // The script's mutation observer answers in a microtask, as before a browser's next paint.
  await Promise.resolve()
  const served = container.querySelector('[role="region"]')
  beforeHydration()
  const errors = jest.spyOn(console, 'error')
  render(site(), { container, hydrate: true })
  return { served, errors }
}

describe('the banner in the server’s HTML', () => {
  it('is there, marked to wait for the pre-paint decision', () => {
    const html = renderToString(site())
    expect(html).toContain(italianBannerCopy.title)
    expect(html).toMatch(/<div role="region"[^>]*data-consent-pre-paint=""/)
  })

  it('on a first visit, hydration keeps the painted banner as it is', async () => {
    const { served, errors } = await hydrateServerPage()
    expect(root.hasAttribute(bannerAskAttribute)).toBe(true)
    const banner = await screen.findByRole('region', { name: italianBannerCopy.title })
    expect(banner).toBe(served)
    expect(banner).toHaveAttribute('data-consent-pre-paint')
    expect(errors).not.toHaveBeenCalled()
  })

  it('for a returning visitor becomes the button that reopens it', async () => {
    localStorage.setItem('cookieConsent', record())
    const { errors } = await hydrateServerPage()
    expect(root.hasAttribute(bannerAskAttribute)).toBe(false)
    expect(await screen.findByRole('button', { name: italianBannerCopy.manage })).toBeVisible()
    expect(screen.queryByRole('region')).not.toBeInTheDocument()
    expect(errors).not.toHaveBeenCalled()
  })

  it('is shown by hydration when the choice stored turns out to be expired', async () => {
    localStorage.setItem('cookieConsent', record(allGranted, 400))
    await hydrateServerPage()
    expect(root.hasAttribute(bannerAskAttribute)).toBe(false)
    await waitFor(() => expect(screen.getByRole('region')).not.toHaveAttribute('data-consent-pre-paint'))
  })

  it('is painted in English for a browser that puts another language first, as the English page’s', async () => {
    languages = ['en-US', 'it']
    const english = document.createElement('div')
    english.innerHTML = renderToString(site('en'))
    const { served, errors } = await hydrateServerPage()
    expect(root.getAttribute(bannerPaintedAttribute)).toBe('en')
    expect(served?.outerHTML).toBe(english.querySelector('[role="region"]')?.outerHTML)

    // Hydration keeps it as painted, then renders the English copy: the same element, the same words.
    const banner = await screen.findByRole('region', { name: englishBannerCopy.title })
    expect(banner).toBe(served)
    await waitFor(() => expect(screen.getByRole('button', { name: englishBannerCopy.close })).toBeVisible())
    expect(banner).toHaveAttribute('data-consent-pre-paint')
    expect(banner).toHaveAttribute('lang', 'en')
    expect(banner.outerHTML).toBe(english.querySelector('[role="region"]')?.outerHTML)
    expect(errors).not.toHaveBeenCalled()
  })
})

describe('a click on the banner before hydration', () => {
  const consentPosts = () =>
    (globalThis.fetch as jest.Mock<typeof fetch>).mock.calls
      .filter(([url]) => url === '/api/consent')
      .map(([, init]) => JSON.parse(String(init?.body)))
  const clickServerButton = (name: string) => () => {
    // As React's own listener on the document, once it has started hydrating: it must not act on it too.
    const laterListener = jest.fn()
    document.addEventListener('click', laterListener, true)
    fireEvent.click(screen.getByRole('button', { name }))
    document.removeEventListener('click', laterListener, true)
    expect(laterListener).not.toHaveBeenCalled()
    // No longer asking: the stylesheet hides the banner at once, before any script file has loaded.
    expect(root.hasAttribute(bannerAskAttribute)).toBe(false)
  }

  it.each([
    [italianBannerCopy.acceptAll, 'all', allGranted],
    [italianBannerCopy.onlyNecessary, 'necessary', onlyNecessary],
    [italianBannerCopy.close, 'close', onlyNecessary],
  ] as const)('on “%s” is saved once hydrated, exactly as a click, and once', async (name, acceptType, preferences) => {
    const { errors } = await hydrateServerPage(clickServerButton(name))
    expect(await screen.findByRole('button', { name: italianBannerCopy.manage })).toBeVisible()
    expect(screen.queryByRole('region')).not.toBeInTheDocument()
    expect(readSavedRecord()?.preferences).toEqual(preferences)
    await waitFor(() => expect(consentPosts()).toHaveLength(1))
    expect(consentPosts()[0]).toMatchObject({ accept_type: acceptType, banner_language: 'it' })
    expect(errors).not.toHaveBeenCalled()

    // Then React alone answers: the reopened banner's click is one more choice, and nothing is clicked again.
    fireEvent.click(screen.getByRole('button', { name: italianBannerCopy.manage }))
    fireEvent.click(await screen.findByRole('button', { name: italianBannerCopy.onlyNecessary }))
    await waitFor(() => expect(consentPosts()).toHaveLength(2))
    expect(consentPosts()[1]).toMatchObject({ accept_type: 'necessary' })
  })

  it('on the English banner painted for another language records what it said: English', async () => {
    languages = ['de-DE', 'en']
    const { errors } = await hydrateServerPage(clickServerButton(englishBannerCopy.onlyNecessary))
    expect(await screen.findByRole('button', { name: englishBannerCopy.manage })).toBeVisible()
    await waitFor(() => expect(consentPosts()).toHaveLength(1))
    expect(consentPosts()[0]).toMatchObject({ accept_type: 'necessary', banner_language: 'en' })
    expect(readSavedRecord()?.preferences).toEqual(onlyNecessary)
    expect(errors).not.toHaveBeenCalled()
  })

  it('on “Personalizza” opens the detailed panel once hydrated, and saves nothing', async () => {
    await hydrateServerPage(() => fireEvent.click(screen.getByRole('button', { name: italianBannerCopy.customise })))
    expect(root.hasAttribute(bannerAskAttribute)).toBe(true)
    expect(await screen.findByRole('button', { name: italianBannerCopy.save })).toBeVisible()
    expect(readSavedRecord()).toBeNull()
    expect(consentPosts()).toEqual([])
  })

  it('anywhere else is left alone', async () => {
    await hydrateServerPage(() => fireEvent.click(screen.getByText(italianBannerCopy.title)))
    expect(root.hasAttribute(bannerAskAttribute)).toBe(true)
    expect(consentPosts()).toEqual([])
  })
})
