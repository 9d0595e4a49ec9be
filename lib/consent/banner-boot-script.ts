import { englishBannerCopy } from '@/content/ui/consent-en'
import { italianLanguageTag } from './banner-language'
import { consentPolicy, type BannerLanguage } from './policy'

/** Set on <html> before the first paint when the visitor will be asked: the stylesheet then shows the banner. */
export const bannerAskAttribute = 'data-consent-ask'
/** Set with it, and kept when a click before hydration ends the asking: the language the banner was painted in. */
export const bannerPaintedAttribute = 'data-consent-painted'
/** Dispatched on window by the consent provider once mounted: its banner then answers clicks itself. */
export const bannerHydratedEvent = 'consent-banner-hydrated'

/** What the pre-paint script painted, for the provider's first render to match: null where it did not paint. */
export const paintedBannerLanguage = () =>
  (globalThis.document?.documentElement.getAttribute(bannerPaintedAttribute) ?? null) as BannerLanguage | null

/**
 * The pre-paint script's decision, so that a first visit paints the banner with the page instead of
 * after hydration. It asks only when nothing at all is stored (no record, valid or not) and the browser
 * sends no Global Privacy Control: then the hydrated decision (policy.ts decideOnLoad) is certain to ask,
 * in the language banner-language.ts picks; on an Italian page that may be English, whose words replace
 * the served ones before the next paint once the banner's end is parsed (a mutation observer's callback).
 * Every other case waits. Unreadable storage is no record: the cookie still tells a returning visitor.
 * Its buttons answer only once hydrated: a click before is kept (a choice also stops the asking: hidden at
 * once) and clicked again when the provider mounts. React never sees the first, so a choice counts once; nor
 * the press before it, which would make React hydrate the whole page at once, inside the tap.
 * Plain JavaScript text (no comments: they would be sent with every page), never a compiled function's
 * source, like the theme's (lib/theme/theme-boot-script.ts); it never throws.
 */
const askBeforePaintSource = `function (config) {
  var stored = null
  try {
    stored = window.localStorage.getItem(config.storageKey)
  } catch (error) {}
  var cookie = document.cookie.split('; ').some(function (pair) {
    return pair.indexOf(config.cookieName + '=') === 0
  })
  if (stored !== null || cookie || navigator.globalPrivacyControl === true) return
  var first = (navigator.languages && navigator.languages[0]) || navigator.language || ''
  var english = config.english && !new RegExp(config.italianTag, 'i').test(first)
  if (english) new MutationObserver(function (records, observer) {
    var end = document.querySelector('[data-consent-pre-paint-end]')
    if (!end) return
    observer.disconnect()
    var region = end.parentNode
    var close = region.querySelector('button')
    var texts = document.createTreeWalker(region, NodeFilter.SHOW_TEXT)
    region.lang = 'en'
    close.setAttribute('aria-label', config.english.close)
    close.title = config.english.close
    for (var index = 0; texts.nextNode(); index++) texts.currentNode.data = config.english.texts[index]
  }).observe(document.documentElement, { childList: true, subtree: true })
  document.documentElement.setAttribute(config.attribute, '')
  document.documentElement.setAttribute(config.paintedAttribute, english ? 'en' : config.pageLanguage)
  var clicked = null
  var events = 'pointerdown pointerup mousedown mouseup touchstart touchend click'.split(' ')
  function keepEarlyClick(event) {
    var button = event.target.closest && event.target.closest('[data-consent-pre-paint] button')
    if (!button) return
    event.stopImmediatePropagation()
    if (event.type !== 'click') return
    clicked = button
    if (!button.hasAttribute('data-consent-customise')) document.documentElement.removeAttribute(config.attribute)
  }
  events.forEach(function (type) {
    document.addEventListener(type, keepEarlyClick, true)
  })
  window.addEventListener(config.hydratedEvent, function () {
    events.forEach(function (type) {
      document.removeEventListener(type, keepEarlyClick, true)
    })
    if (clicked) clicked.click()
  }, { once: true })
}`

/** The English first screen: the banner's text nodes in document order (cookie-banner.tsx), and the X's name. */
function englishFirstScreen(copy = englishBannerCopy) {
  const texts = [copy.title, copy.text, ' ', copy.policyLink, '. ', copy.closeNote]
  return { texts: [...texts, copy.acceptAll, copy.onlyNecessary, copy.customise], close: copy.close }
}

/** The inline script's text for a page in `pageLanguage`. */
export function bannerBootScript(pageLanguage: BannerLanguage): string {
  const config = {
    storageKey: consentPolicy.storageKey,
    cookieName: consentPolicy.cookieName,
    attribute: bannerAskAttribute,
    paintedAttribute: bannerPaintedAttribute,
    hydratedEvent: bannerHydratedEvent,
    pageLanguage,
    // An English page shows the English banner to everyone; an Italian page its own only to Italian browsers.
    ...(pageLanguage === 'it' && { italianTag: italianLanguageTag.source, english: englishFirstScreen() }),
  }
  return `(${askBeforePaintSource})(${JSON.stringify(config)})`
}
