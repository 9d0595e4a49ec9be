/**
 * Translation for visitors whose browser is not in Italian : the decisions,
 * kept pure. Google's widget is a third party, so it is a "Funzionali" purpose: automatic only
 * with that consent, otherwise only for one page the visitor explicitly asks to translate.
 * components/translation/* wires the decisions to the browser.
 */
import { isCrawler, primarySubtag, sourceLanguage, translationCookieName } from './need'

export { hasTranslationCookie, sourceLanguage } from './need'

/** sessionStorage key set just before the one reload of a session. */
export const reloadFlagKey = 'googtrans_reloaded'
/** sessionStorage key set when the visitor asks for the Italian original: no automatic translation for the rest of the session. */
export const originalChoiceKey = 'googtrans_original'
/** sessionStorage key set when the visitor asks to translate one page without consent; removed by the translated page. */
export const requestedFlagKey = 'googtrans_requested'
export const widgetElementId = 'google_translate_element'
export const widgetCallbackName = 'googleTranslateElementInit'
export const widgetScriptUrl = `https://translate.google.com/translate_a/element.js?cb=${widgetCallbackName}`
/** Wait between the widget's callback and the reload, so the cookie is settled. */
export const reloadDelayMs = 100

/**
 * The widget's code where it differs from the browser's primary subtag; every other language offered
 * (en, fr, de, es, pt, ja, ru, ar, nl, pl, sv, no, da, fi) and any other code is used as is.
 */
const widgetLanguages: Readonly<Record<string, string>> = {
  zh: 'zh-CN',
  // Browsers report Norwegian as Bokmål or Nynorsk; the widget knows it as 'no'.
  nb: 'no',
  nn: 'no',
}

/**
 * 'en-GB' → 'en', 'zh-TW' → 'zh-CN', 'ko' → 'ko'; null for Italian, for an empty value and
 * for anything that is not a language code (so nothing odd ever reaches the cookie).
 */
export function translationTarget(language: string | undefined): string | null {
  const primary = primarySubtag(language)
  if (!primary || primary === sourceLanguage) return null
  return widgetLanguages[primary] ?? primary
}

/** The language to translate into for this browser, or null: an Italian browser, or a crawler. */
export function visitorTarget({ language, userAgent }: { language: string | undefined; userAgent: string }) {
  return isCrawler(userAgent) ? null : translationTarget(language)
}

/**
 * What this page does: 'original' (nothing to translate into), 'automatic' (functional consent:
 * the cookie, the widget, one reload per session), 'requested' (the visitor asked for this page),
 * or 'offer' (no consent, or the original was chosen: only the first-party "Translate" button).
 * `functional` is null until the visitor has chosen.
 */
export type TranslationMode = 'original' | 'offer' | 'automatic' | 'requested'

export function translationMode({
  target,
  functional,
  choseOriginal,
  requested,
}: {
  target: string | null
  functional: boolean | null
  choseOriginal: boolean
  requested: boolean
}): TranslationMode {
  if (!target) return 'original'
  if (requested) return 'requested'
  return functional === true && !choseOriginal ? 'automatic' : 'offer'
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
  return onHostAndDomain(`${translationCookieName}=${translationCookieValue(target)}; path=/; SameSite=Lax`, hostname)
}

/** The assignments that delete both cookies again (back to the Italian original). */
export function clearedTranslationCookies(hostname: string): string[] {
  return onHostAndDomain(`${translationCookieName}=; path=/; max-age=0; SameSite=Lax`, hostname)
}

function onHostAndDomain(cookie: string, hostname: string): string[] {
  const domain = bareCookieDomain(hostname)
  return domain ? [cookie, `${cookie}; domain=${domain}`] : [cookie]
}
