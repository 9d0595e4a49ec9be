/**
 * Automatic translation for visitors whose browser is not in Italian (SPEC §4): the
 * decisions, kept pure. components/translation/auto-translate.tsx only wires them to the
 * browser: it sets the cookies, loads the widget and reloads once per session.
 */

export const sourceLanguage = 'it'
export const translationCookieName = 'googtrans'
/** sessionStorage key set just before the one reload of a session. */
export const reloadFlagKey = 'googtrans_reloaded'
/** Key left in both storages by the old site's preloader; cleared on every start. */
export const preloaderFlagKey = 'preloaderShown'
export const widgetElementId = 'google_translate_element'
export const widgetCallbackName = 'googleTranslateElementInit'
export const widgetScriptUrl = `https://translate.google.com/translate_a/element.js?cb=${widgetCallbackName}`
/** Wait between the widget's callback and the reload, so the cookie is settled. */
export const reloadDelayMs = 100

/** The languages SPEC §4 names, by primary subtag, with the widget's code for each; any other code is used as is. */
const widgetLanguages: Readonly<Record<string, string>> = {
  en: 'en',
  fr: 'fr',
  de: 'de',
  es: 'es',
  pt: 'pt',
  zh: 'zh-CN',
  ja: 'ja',
  ru: 'ru',
  ar: 'ar',
  nl: 'nl',
  pl: 'pl',
  sv: 'sv',
  no: 'no',
  da: 'da',
  fi: 'fi',
  // Browsers report Norwegian as Bokmål or Nynorsk; the widget knows it as 'no'.
  nb: 'no',
  nn: 'no',
}

/**
 * 'en-GB' → 'en', 'zh-TW' → 'zh-CN', 'ko' → 'ko'; null for Italian, for an empty value and
 * for anything that is not a language code (so nothing odd ever reaches the cookie).
 */
export function translationTarget(language: string | undefined): string | null {
  const primary = language?.trim().split(/[-_]/)[0]?.toLowerCase() ?? ''
  if (primary === sourceLanguage || !/^[a-z]{2,8}$/.test(primary)) return null
  return widgetLanguages[primary] ?? primary
}

/**
 * Whether this load should reload the page once to apply the cookie, given the session
 * flag: null (not set yet) → reload; any stored value → already reloaded this session;
 * undefined (sessionStorage unreadable) → never, since the flag could not stop a loop.
 */
export function shouldReload(sessionFlag: string | null | undefined): boolean {
  return sessionFlag === null
}

/** The cookie the widget reads: '/it/<target>'. */
export function translationCookieValue(target: string): string {
  return `/${sourceLanguage}/${target}`
}

/** 'www.orbitalab.it' → '.orbitalab.it', 'orbitalab.it' → '.orbitalab.it'; null for localhost, an IP address or a single label. */
export function bareCookieDomain(hostname: string): string | null {
  const host = hostname.toLowerCase().replace(/\.$/, '')
  const isIp = host.includes(':') || /^\d{1,3}(\.\d{1,3}){3}$/.test(host)
  const bare = host.replace(/^www\./, '')
  if (isIp || !bare.includes('.') || bare === 'localhost' || bare.endsWith('.localhost')) return null
  return `.${bare}`
}

/**
 * The `document.cookie` assignments for a target: the host cookie on path /, and the same
 * cookie on the bare domain where there is one (the widget reads either).
 */
export function translationCookies(target: string, hostname: string): string[] {
  const cookie = `${translationCookieName}=${translationCookieValue(target)}; path=/; SameSite=Lax`
  const domain = bareCookieDomain(hostname)
  return domain ? [cookie, `${cookie}; domain=${domain}`] : [cookie]
}
