import { italianLanguageTag } from './banner-language'
import { consentPolicy, type BannerLanguage } from './policy'

/** Set on <html> before the first paint when the visitor will be asked: the stylesheet then shows the banner. */
export const bannerAskAttribute = 'data-consent-ask'
/** Dispatched on window by the consent provider once mounted: its banner then answers clicks itself. */
export const bannerHydratedEvent = 'consent-banner-hydrated'

/**
 * The pre-paint script's decision, so that a first visit paints the banner with the page instead of
 * after hydration. It asks only when nothing at all is stored (no record, valid or not), the browser
 * sends no Global Privacy Control, and the banner will be in the page's language: then the hydrated
 * decision (policy.ts decideOnLoad, banner-language.ts) is certain to ask in that language too. Every
 * other case waits for that decision, as before. Plain JavaScript text, never a compiled function's
 * source, like the theme's (lib/theme/theme-boot-script.ts); it only reads and listens, and never throws.
 */
const askBeforePaintSource = `function (config) {
  var stored = null
  try {
    stored = window.localStorage.getItem(config.storageKey)
  } catch (error) {
    // Unreadable storage: the cookie below still tells a returning visitor.
  }
  var cookie = document.cookie.split('; ').some(function (pair) {
    return pair.indexOf(config.cookieName + '=') === 0
  })
  if (stored !== null || cookie || navigator.globalPrivacyControl === true) return
  var first = (navigator.languages && navigator.languages[0]) || navigator.language || ''
  if (config.languageTag !== null && !new RegExp(config.languageTag, 'i').test(first)) return
  document.documentElement.setAttribute(config.attribute, '')
  // Its buttons answer only once hydrated: a click before is kept (a choice also stops the asking: hidden at
  // once) and clicked again when the provider mounts. React never sees the first, so a choice counts once.
  var clicked = null
  function keepEarlyClick(event) {
    var button = event.target.closest && event.target.closest('[data-consent-pre-paint] button')
    if (!button) return
    event.stopImmediatePropagation()
    clicked = button
    if (!button.hasAttribute('data-consent-customise')) document.documentElement.removeAttribute(config.attribute)
  }
  document.addEventListener('click', keepEarlyClick, true)
  window.addEventListener(config.hydratedEvent, function () {
    document.removeEventListener('click', keepEarlyClick, true)
    if (clicked) clicked.click()
  }, { once: true })
}`

/** The inline script's text for a page in `pageLanguage`. */
export function bannerBootScript(pageLanguage: BannerLanguage): string {
  const config = {
    storageKey: consentPolicy.storageKey,
    cookieName: consentPolicy.cookieName,
    attribute: bannerAskAttribute,
    hydratedEvent: bannerHydratedEvent,
    // An English page shows the English banner to everyone; an Italian page its own only to Italian browsers.
    languageTag: pageLanguage === 'en' ? null : italianLanguageTag.source,
  }
  return `(${askBeforePaintSource})(${JSON.stringify(config)})`
}
