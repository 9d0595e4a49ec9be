/** @jest-environment node */
import { describe, expect, it } from '@jest/globals'
import {
  bareCookieDomain,
  clearedTranslationCookies,
  hasTranslationCookie,
  shouldReload,
  translationCookies,
  translationCookieValue,
  translationMode,
  translationTarget,
  visitorTarget,
  widgetCallbackName,
  widgetScriptUrl,
} from '@/lib/translation/decisions'
import { isCrawler, needsTranslationIsland } from '@/lib/translation/need'

/** The browser's primary subtag → the widget's target language. */
const mapping: [string, string][] = [
  ['en', 'en'],
  ['fr', 'fr'],
  ['de', 'de'],
  ['es', 'es'],
  ['pt', 'pt'],
  ['zh', 'zh-CN'],
  ['ja', 'ja'],
  ['ru', 'ru'],
  ['ar', 'ar'],
  ['nl', 'nl'],
  ['pl', 'pl'],
  ['sv', 'sv'],
  ['no', 'no'],
  ['da', 'da'],
  ['fi', 'fi'],
]

describe('translationTarget', () => {
  it.each(mapping)('maps %s to %s', (language, target) => {
    expect(translationTarget(language)).toBe(target)
  })

  it.each([
    ['en-GB', 'en'],
    ['en-US', 'en'],
    ['de-DE', 'de'],
    ['de-CH', 'de'],
    ['pt-BR', 'pt'],
    ['es-419', 'es'],
    ['fr_CA', 'fr'],
    ['zh-TW', 'zh-CN'],
    ['zh-Hant-HK', 'zh-CN'],
    ['zh-CN', 'zh-CN'],
    ['EN-gb', 'en'],
    [' ja-JP ', 'ja'],
  ])('reads only the primary subtag of a regional code: %s → %s', (language, target) => {
    expect(translationTarget(language)).toBe(target)
  })

  it.each([
    ['ko', 'ko'],
    ['ko-KR', 'ko'],
    ['tr-TR', 'tr'],
    ['uk', 'uk'],
    ['haw', 'haw'],
  ])('uses any other code as is: %s → %s', (language, target) => {
    expect(translationTarget(language)).toBe(target)
  })

  it.each([
    ['nb-NO', 'no'],
    ['nn', 'no'],
  ])('reads Norwegian Bokmål and Nynorsk as the widget’s Norwegian: %s → %s', (language, target) => {
    expect(translationTarget(language)).toBe(target)
  })

  it.each(['it', 'it-IT', 'it-CH', 'IT', 'it_IT'])('does nothing for Italian (%s)', (language) => {
    expect(translationTarget(language)).toBeNull()
  })

  it.each([undefined, '', '   ', '-', '*', 'x-klingon', 'e', 'en;path=/', '12', 'verylongcode'])(
    'does nothing for an empty or malformed value (%p)',
    (language) => {
      expect(translationTarget(language)).toBeNull()
    },
  )
})

describe('shouldReload: once per session', () => {
  it('reloads on the first load of a session (no flag yet)', () => {
    expect(shouldReload(null)).toBe(true)
  })

  it.each(['1', '', 'true'])('does not reload once the flag is stored (%p)', (flag) => {
    expect(shouldReload(flag)).toBe(false)
  })

  it('never reloads when sessionStorage cannot be read, so there can be no reload loop', () => {
    expect(shouldReload(undefined)).toBe(false)
  })
})

describe('translation cookies', () => {
  it('holds /it/<target>', () => {
    expect(translationCookieValue('en')).toBe('/it/en')
    expect(translationCookieValue('zh-CN')).toBe('/it/zh-CN')
  })

  it.each([
    ['www.orbitalab.it', '.orbitalab.it'],
    ['orbitalab.it', '.orbitalab.it'],
    ['WWW.Orbitalab.IT', '.orbitalab.it'],
    ['www.orbitalab.it.', '.orbitalab.it'],
    ['preview.orbitalab.it', '.preview.orbitalab.it'],
  ])('finds the bare domain of %s: %s', (host, domain) => {
    expect(bareCookieDomain(host)).toBe(domain)
  })

  it.each(['localhost', 'www.localhost', 'app.localhost', '127.0.0.1', '192.168.1.20', '[::1]', '::1', 'intranet'])(
    'has no bare domain for %s',
    (host) => {
      expect(bareCookieDomain(host)).toBeNull()
    },
  )

  it('sets the path-only cookie and the bare-domain cookie on a real domain', () => {
    expect(translationCookies('de', 'www.orbitalab.it')).toEqual([
      'googtrans=/it/de; path=/; SameSite=Lax',
      'googtrans=/it/de; path=/; SameSite=Lax; domain=.orbitalab.it',
    ])
  })

  it('sets only the host cookie on localhost and on an IP address', () => {
    expect(translationCookies('en', 'localhost')).toEqual(['googtrans=/it/en; path=/; SameSite=Lax'])
    expect(translationCookies('zh-CN', '127.0.0.1')).toEqual(['googtrans=/it/zh-CN; path=/; SameSite=Lax'])
  })
})

const browsers = {
  chrome:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  safari:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
  firefox: 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
}
const crawlers = {
  googlebot: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  googlebotSmartphone:
    'Mozilla/5.0 (Linux; Android 6.0.1; Nexus 5X Build/MMB29P) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.6778.69 Mobile Safari/537.36 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  bingbot: 'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
  duckduckbot: 'DuckDuckBot/1.1; (+http://duckduckgo.com/duckduckbot.html)',
  applebot:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/13.1.1 Safari/605.1.15 (Applebot/0.1; +http://www.apple.com/go/applebot)',
  yandexbot: 'Mozilla/5.0 (compatible; YandexBot/3.0; +http://yandex.com/bots)',
  genericCrawler: 'ExampleCrawler/2.0 (+https://example.com/crawler)',
  genericSpider: 'Mozilla/5.0 (compatible; SomeSpider/1.0)',
}

describe('visitorTarget: never for crawlers', () => {
  it.each([
    ['an English Chrome', 'en-US', browsers.chrome, 'en'],
    ['a German Safari', 'de-DE', browsers.safari, 'de'],
    ['an Italian Firefox', 'it-IT', browsers.firefox, null],
    ...Object.entries(crawlers).map(([name, ua]) => [`${name} with an English browser`, 'en-US', ua, null] as const),
  ])('%s → %s', (_, language, userAgent, target) => {
    expect(visitorTarget({ language, userAgent })).toBe(target)
  })

  it('knows every named crawler and no ordinary browser', () => {
    for (const ua of Object.values(crawlers)) expect(isCrawler(ua)).toBe(true)
    for (const ua of Object.values(browsers)) expect(isCrawler(ua)).toBe(false)
  })
})

describe('translationMode: automatic only with functional consent', () => {
  const base = { target: 'de', functional: null, choseOriginal: false, requested: false }
  it.each([
    ['before any choice: only the offer', {}, 'offer'],
    ['after a refusal: only the offer', { functional: false }, 'offer'],
    ['with functional consent: automatic', { functional: true }, 'automatic'],
    ['with consent, after asking for the original: only the offer', { functional: true, choseOriginal: true }, 'offer'],
    ['without consent, on the page the visitor asked to translate', { requested: true }, 'requested'],
    [
      'after a refusal, on the page the visitor asked to translate',
      { functional: false, requested: true },
      'requested',
    ],
    ['an Italian browser or a crawler, even with consent', { target: null, functional: true }, 'original'],
    ['an Italian browser or a crawler, even on request', { target: null, requested: true }, 'original'],
  ] as const)('%s', (_, facts, mode) => {
    expect(translationMode({ ...base, ...facts })).toBe(mode)
  })
})

describe('hasTranslationCookie and needsTranslationIsland', () => {
  it.each([
    ['googtrans=/it/de', true],
    ['theme=x; googtrans=/it/de; other=1', true],
    ['other=1;googtrans=/it/en', true],
    ['googtrans=', false],
    ['', false],
    ['my_googtrans=/it/de', false],
    ['googtrans_reloaded=1', false],
  ])('%p → %p', (cookies, present) => {
    expect(hasTranslationCookie(cookies)).toBe(present)
  })

  it('loads the island for a human whose browser is not Italian, or for a googtrans cookie to delete; never else', () => {
    const visit = { language: 'it-IT', userAgent: browsers.chrome, cookies: 'cookie_consent=x' }
    expect(needsTranslationIsland(visit)).toBe(false)
    expect(needsTranslationIsland({ ...visit, language: 'de-DE' })).toBe(true)
    expect(needsTranslationIsland({ ...visit, cookies: 'googtrans=/it/de' })).toBe(true)
    expect(needsTranslationIsland({ ...visit, language: 'en-US', userAgent: crawlers.googlebot })).toBe(false)
  })
})

it('deletes the same cookies it sets, on the host and the bare domain', () => {
  expect(clearedTranslationCookies('www.orbitalab.it')).toEqual([
    'googtrans=; path=/; max-age=0; SameSite=Lax',
    'googtrans=; path=/; max-age=0; SameSite=Lax; domain=.orbitalab.it',
  ])
  expect(clearedTranslationCookies('localhost')).toEqual(['googtrans=; path=/; max-age=0; SameSite=Lax'])
})

it('loads the widget from translate.google.com with the global callback', () => {
  const url = new URL(widgetScriptUrl)
  expect(url.origin + url.pathname).toBe('https://translate.google.com/translate_a/element.js')
  expect(url.searchParams.get('cb')).toBe(widgetCallbackName)
})
