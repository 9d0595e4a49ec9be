import { afterEach, beforeEach, jest } from '@jest/globals'

/**
 * The browser the banner tests render in: a fetch that answers 201 (jsdom has no Response: the banner only
 * reads ok and status) and an Italian-first language list, both new for each test; a test may set `languages`.
 */
export function bannerBrowser() {
  const originalFetch = globalThis.fetch
  const browser = { fetch: jest.fn<typeof fetch>(), languages: [] as string[] }
  beforeEach(() => {
    browser.fetch = jest.fn<typeof fetch>(async () => ({ ok: true, status: 201 }) as Response)
    globalThis.fetch = browser.fetch
    browser.languages = ['it-IT', 'it', 'en']
    jest.spyOn(navigator, 'languages', 'get').mockImplementation(() => browser.languages)
  })
  afterEach(() => {
    globalThis.fetch = originalFetch
  })
  return browser
}
