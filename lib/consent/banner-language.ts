import type { BannerLanguage } from './policy'

/**
 * The banner's language: English on an English page, otherwise Italian only when the browser's
 * first preferred language is Italian (it, it-IT, it-CH…). A visitor who puts another language first
 * may not read Italian, and consent must be given to a text they understand (Garante 2021).
 */
export function bannerLanguageFor(pageLanguage: BannerLanguage, preferred: readonly string[]): BannerLanguage {
  if (pageLanguage === 'en') return 'en'
  return italianLanguageTag.test(preferred[0] ?? '') ? 'it' : 'en'
}

/** it, it-IT, it-CH…: also read by the banner's pre-paint script (./banner-boot-script.ts). */
export const italianLanguageTag = /^it(-|$)/i

/** The browser's preferred languages, best first. */
export function browserLanguages(): readonly string[] {
  return navigator.languages?.length ? navigator.languages : [navigator.language]
}

/** Set on <html> before the first paint when the visitor will be asked: the stylesheet then shows the banner. */
export const bannerAskAttribute = 'data-consent-ask'
/** Set on <html> with the ask, and kept when a click before hydration ends it: the language painted. */
export const bannerPaintedAttribute = 'data-consent-painted'
/** Dispatched on window by the consent provider once mounted: its banner then answers clicks itself. */
export const bannerHydratedEvent = 'consent-banner-hydrated'

/** The language the pre-paint script (./banner-boot-script.ts) painted the banner in; null if it did not. */
export function paintedBannerLanguage(): BannerLanguage | null {
  if (typeof document === 'undefined') return null
  const painted = document.documentElement.getAttribute(bannerPaintedAttribute)
  return painted === 'it' || painted === 'en' ? painted : null
}
