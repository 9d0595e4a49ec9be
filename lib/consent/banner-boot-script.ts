import { italianLanguageTag } from './banner-language'
import { consentPolicy, type BannerLanguage } from './policy'

/** Set on <html> before the first paint when the visitor will be asked: the stylesheet then shows the banner. */
export const bannerAskAttribute = 'data-consent-ask'

/** On each of the banner's buttons, the choice it makes: read by the pre-paint script's click listener. */
export const bannerChoiceAttribute = 'data-consent-choice'
const bannerChoices = ['all', 'necessary', 'close', 'customise'] as const
export type BannerChoice = (typeof bannerChoices)[number]
/** On <html>: the banner's button clicked before hydration; the stylesheet hides the banner meanwhile. */
export const earlyChoiceAttribute = 'data-consent-early'
/** Dispatched on window by the consent provider once it has mounted: the listener then steps aside. */
const bannerHydratedEvent = 'consent-banner-hydrated'

/**
 * The pre-paint script's decision, so that a first visit paints the banner with the page instead of
 * after hydration. It asks only when nothing at all is stored (no record, valid or not), the browser
 * sends no Global Privacy Control, and the banner will be in the page's language: then the hydrated
 * decision (policy.ts decideOnLoad, banner-language.ts) is certain to ask in that language too. Every
 * other case waits for that decision, as before. Plain JavaScript text, never a compiled function's
 * source, like the theme's (lib/theme/theme-boot-script.ts); it only reads, and never throws.
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
  var root = document.documentElement
  root.setAttribute(config.attribute, '')
  // The banner paints long before its buttons hydrate: a click meanwhile is kept for the provider (and
  // React, if already listening, never sees it: one click, one choice), not lost.
  function keepEarlyChoice(event) {
    var button = event.target.closest ? event.target.closest('[' + config.choiceAttribute + ']') : null
    if (!button) return
    event.stopImmediatePropagation()
    root.setAttribute(config.earlyAttribute, button.getAttribute(config.choiceAttribute))
  }
  document.addEventListener('click', keepEarlyChoice, true)
  window.addEventListener(config.hydratedEvent, function () {
    document.removeEventListener('click', keepEarlyChoice, true)
  })
}`

/** The inline script's text for a page in `pageLanguage`. */
export function bannerBootScript(pageLanguage: BannerLanguage): string {
  const config = {
    storageKey: consentPolicy.storageKey,
    cookieName: consentPolicy.cookieName,
    attribute: bannerAskAttribute,
    choiceAttribute: bannerChoiceAttribute,
    earlyAttribute: earlyChoiceAttribute,
    hydratedEvent: bannerHydratedEvent,
    // An English page shows the English banner to everyone; an Italian page its own only to Italian browsers.
    languageTag: pageLanguage === 'en' ? null : italianLanguageTag.source,
  }
  return `(${askBeforePaintSource})(${JSON.stringify(config)})`
}

/**
 * Called by the consent provider when it mounts: stops the pre-paint listener and returns the button the
 * visitor clicked before then, to be saved exactly as a click would. A saved choice's mark stays (as
 * "taken") so that the server's banner stays hidden until React removes it.
 */
export function takeEarlyChoice(): BannerChoice | null {
  window.dispatchEvent(new Event(bannerHydratedEvent))
  const root = document.documentElement
  const choice = root.getAttribute(earlyChoiceAttribute)
  if (choice === 'customise') root.removeAttribute(earlyChoiceAttribute)
  else if (choice) root.setAttribute(earlyChoiceAttribute, 'taken')
  return bannerChoices.find((known) => known === choice) ?? null
}
