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
