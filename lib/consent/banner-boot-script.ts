import { englishBannerCopy } from '@/content/ui/consent-en'
import { bannerAskAttribute, bannerHydratedEvent, bannerPaintedAttribute, italianLanguageTag } from './banner-language'
import { consentPolicy, type BannerLanguage } from './policy'

/**
 * The pre-paint script's decision, so that a first visit paints the banner with the page instead of
 * after hydration. It asks only when nothing at all is stored (no record, valid or not) and the browser
 * sends no Global Privacy Control: then the hydrated decision (policy.ts decideOnLoad) is certain to ask,
 * in the language banner-language.ts picks. On an Italian page a browser that puts another language first
 * gets the served banner's words swapped for the English ones the script carries, once the banner's end is
 * parsed (the stylesheet shows it only then) by a mutation observer, whose callback runs before the next
 * paint; hydration keeps them (cookie-banner.tsx). Every other case waits for that decision, as before.
 * Plain JavaScript text, never a compiled function's source, like the theme's
 * (lib/theme/theme-boot-script.ts); it only reads, listens and writes the banner's words, and never throws.
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
  var language = config.pageLanguage
  if (config.english && !new RegExp(config.italianTag, 'i').test(first)) {
    language = 'en'
    paintInEnglish(config.english)
  }
  document.documentElement.setAttribute(config.attribute, '')
  document.documentElement.setAttribute(config.paintedAttribute, language)
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
  function paintInEnglish(words) {
    new MutationObserver(function (records, observer) {
      var end = document.querySelector('[data-consent-pre-paint-end]')
      if (!end) return
      observer.disconnect()
      var region = end.parentNode
      var close = region.querySelector('button')
      var texts = document.createTreeWalker(region, NodeFilter.SHOW_TEXT)
      region.lang = 'en'
      close.setAttribute('aria-label', words.close)
      close.title = words.close
      for (var index = 0; texts.nextNode(); index++) texts.currentNode.data = words.texts[index]
    }).observe(document.documentElement, { childList: true, subtree: true })
  }
}`

/** The English first screen: the banner's text nodes in document order (cookie-banner.tsx, not customising), and the X's name. */
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
