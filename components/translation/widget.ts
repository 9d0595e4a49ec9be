import {
  clearedTranslationCookies,
  hasTranslationCookie,
  sourceLanguage,
  translationCookies,
  widgetCallbackName,
  widgetElementId,
  widgetScriptUrl,
} from '@/lib/translation/decisions'

type TranslateElement = new (options: { pageLanguage: string; autoDisplay: boolean }, elementId: string) => unknown
declare global {
  interface Window {
    google?: { translate?: { TranslateElement?: TranslateElement } }
    googleTranslateElementInit?: () => void
  }
}

export const warn = (message: string) => console.warn(`[translate] ${message}`)

/**
 * The widget wraps translated text in its own <font> elements, so React later asks to remove or
 * insert next to nodes that are no longer where it left them, and throws (facebook/react#11538).
 * For translated visitors only, such a call is skipped instead of breaking the page.
 */
export function tolerateTranslatedText() {
  const { removeChild, insertBefore } = Node.prototype
  Node.prototype.removeChild = function <T extends Node>(this: Node, child: T): T {
    return child.parentNode === this ? (removeChild.call(this, child) as T) : child
  }
  Node.prototype.insertBefore = function <T extends Node>(this: Node, node: T, reference: Node | null): T {
    return reference && reference.parentNode !== this ? node : (insertBefore.call(this, node, reference) as T)
  }
}

export function setTranslationCookies(target: string) {
  for (const cookie of translationCookies(target, location.hostname)) document.cookie = cookie
}

/** Deletes googtrans on the host and the bare domain; true once no such cookie is left. */
export function clearTranslationCookies(): boolean {
  for (const cookie of clearedTranslationCookies(location.hostname)) document.cookie = cookie
  return !hasTranslationCookie(document.cookie)
}

/** Once per page load: the first request to Google's host is the one that starts the widget. */
let loaded = false

/** Loads Google's widget into the hidden element; `started` runs once it has started. */
export function loadWidget(started: () => void) {
  if (loaded) return
  loaded = true
  tolerateTranslatedText()
  window[widgetCallbackName] = () => {
    const Widget = window.google?.translate?.TranslateElement
    try {
      // Throws as well when google.translate is missing or has changed shape.
      new Widget!({ pageLanguage: sourceLanguage, autoDisplay: false }, widgetElementId)
    } catch {
      return warn('the widget did not start; the page stays in Italian')
    }
    started()
  }
  const script = document.createElement('script')
  script.src = widgetScriptUrl
  script.async = true
  script.onerror = () => warn('the translation widget could not be loaded; the page stays in Italian')
  document.head.appendChild(script)
}
