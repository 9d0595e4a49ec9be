'use client'

import { useEffect, useSyncExternalStore } from 'react'
import { readOriginalLabel } from '@/content/ui/translation'
import {
  autoTranslationTarget,
  clearedTranslationCookies,
  originalChoiceKey,
  preloaderFlagKey,
  reloadDelayMs,
  reloadFlagKey,
  shouldReload,
  sourceLanguage,
  translationCookies,
  widgetCallbackName,
  widgetElementId,
  widgetScriptUrl,
} from '@/lib/translation'
import { withStorage } from '@/lib/browser-storage'

type TranslateElement = new (options: { pageLanguage: string; autoDisplay: boolean }, elementId: string) => unknown
declare global {
  interface Window {
    google?: { translate?: { TranslateElement?: TranslateElement } }
    googleTranslateElementInit?: () => void
  }
}

const warn = (message: string) => console.warn(`[translate] ${message}`)

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

/** Once per page load, even if React mounts the island twice (Strict Mode in development). */
let started = false
/** The language this page is being translated into, once start() has run; null for the original. */
let activeTarget: string | null = null
const targetListeners = new Set<() => void>()
function subscribeToTarget(listener: () => void) {
  targetListeners.add(listener)
  return () => void targetListeners.delete(listener)
}

/** Starts the translation when the rule says so; returns the target language, or null for the Italian original. */
function start(): string | null {
  withStorage('localStorage', (storage) => storage.removeItem(preloaderFlagKey))
  withStorage('sessionStorage', (storage) => storage.removeItem(preloaderFlagKey))

  const choseOriginal = withStorage('sessionStorage', (storage) => storage.getItem(originalChoiceKey)) === '1'
  const target = autoTranslationTarget({ language: navigator.language, userAgent: navigator.userAgent, choseOriginal })
  if (!target) return null
  tolerateTranslatedText()
  for (const cookie of translationCookies(target, location.hostname)) document.cookie = cookie

  window[widgetCallbackName] = () => {
    const Widget = window.google?.translate?.TranslateElement
    try {
      // Throws as well when google.translate is missing or has changed shape.
      new Widget!({ pageLanguage: sourceLanguage, autoDisplay: false }, widgetElementId)
    } catch {
      return warn('the widget did not start; the page stays in Italian')
    }

    const flag = withStorage('sessionStorage', (storage) => storage.getItem(reloadFlagKey))
    if (!shouldReload(flag))
      return flag === undefined
        ? warn('sessionStorage is unavailable: not reloading to apply the translation')
        : undefined
    const flagged = withStorage('sessionStorage', (storage) => {
      storage.setItem(reloadFlagKey, '1')
      return true
    })
    if (!flagged) return warn('could not store the reload flag: not reloading to apply the translation')
    setTimeout(() => location.reload(), reloadDelayMs)
  }

  const script = document.createElement('script')
  script.src = widgetScriptUrl
  script.async = true
  script.onerror = () => warn('the translation widget could not be loaded; the page stays in Italian')
  document.head.appendChild(script)
  return target
}

/**
 * Back to the Italian original: the choice is kept for the session (so start() will not
 * translate again), the cookies go, and one reload shows the untouched page. Without
 * sessionStorage the choice could not last, so nothing is reloaded into a new translation.
 */
function readOriginal() {
  const remembered = withStorage('sessionStorage', (storage) => {
    storage.setItem(originalChoiceKey, '1')
    return true
  })
  if (!remembered) return warn('sessionStorage is unavailable: the Italian original cannot be kept for the session')
  for (const cookie of clearedTranslationCookies(location.hostname)) document.cookie = cookie
  location.reload()
}

/**
 * Automatic translation for non-Italian browsers (decisions in lib/translation.ts): sets the
 * widget's cookie, loads Google's widget into a hidden element and reloads once per session
 * so the cookie applies. Italian browsers get no cookie and no request to Google.
 */
export function AutoTranslate() {
  const translatedTo = useSyncExternalStore(
    subscribeToTarget,
    () => activeTarget,
    () => null,
  )
  useEffect(() => {
    if (started) return
    started = true
    activeTarget = start()
    for (const listener of targetListeners) listener()
  }, [])

  return (
    <>
      <div id={widgetElementId} hidden />
      {translatedTo && (
        // translate="no": the widget must leave the way back in Italian.
        <button
          type="button"
          lang="it"
          translate="no"
          onClick={readOriginal}
          className="notranslate fixed bottom-4 left-4 z-40 rounded-full border border-line bg-bg px-4 py-2.5 text-sm font-medium text-fg shadow-lg hover:border-accent-text"
        >
          {readOriginalLabel}
        </button>
      )}
    </>
  )
}
