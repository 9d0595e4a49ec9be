/**
 * The little the always-loaded translation loader needs to decide whether to fetch the island
 * (components/translation/auto-translate.tsx). Apart from lib/translation/decisions.ts, so the rest of the
 * translation logic travels only with the island, never to an Italian browser.
 */

export const sourceLanguage = 'it'
export const translationCookieName = 'googtrans'
/** Key left in both storages by the old site's preloader; cleared on every start. */
export const preloaderFlagKey = 'preloaderShown'

/** 'en-GB' → 'en'; null for an empty value or anything that is not a language code. */
export function primarySubtag(language: string | undefined): string | null {
  const primary = language?.trim().split(/[-_]/)[0]?.toLowerCase() ?? ''
  return /^[a-z]{2,8}$/.test(primary) ? primary : null
}

/**
 * Crawlers render pages with an English browser too: they must index the Italian original,
 * never a machine translation (nor trigger its reload). The named bots, then the generic words.
 */
const crawlerPattern = /googlebot|bingbot|duckduckbot|applebot|yandexbot|bot|crawler|spider/i

export function isCrawler(userAgent: string): boolean {
  return crawlerPattern.test(userAgent)
}

/** Whether `document.cookie` holds a non-empty googtrans cookie. */
export function hasTranslationCookie(cookies: string): boolean {
  return new RegExp(`(?:^|;\\s*)${translationCookieName}=[^;]`).test(cookies)
}

/**
 * Whether the translation island is worth loading at all: for a human whose browser is not in
 * Italian, or to delete a googtrans cookie left behind. Italian browsers download nothing more.
 */
export function needsTranslationIsland(visit: { language: string | undefined; userAgent: string; cookies: string }) {
  const primary = primarySubtag(visit.language)
  const foreignHuman = primary !== null && primary !== sourceLanguage && !isCrawler(visit.userAgent)
  return foreignHuman || hasTranslationCookie(visit.cookies)
}
