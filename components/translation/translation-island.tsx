'use client'

import { useEffect, useRef, useState } from 'react'
import { usePathname } from 'next/navigation'
import { useConsentContext } from '@/components/consent/consent-context'
import { readOriginalLabel, translateOfferLabel } from '@/content/ui/translation'
import { withStorage } from '@/lib/browser-storage'
import {
  hasTranslationCookie,
  originalChoiceKey,
  reloadDelayMs,
  reloadFlagKey,
  requestedFlagKey,
  shouldReload,
  translationMode,
  visitorTarget,
  widgetElementId,
  type TranslationMode,
} from '@/lib/translation/decisions'
import { clearTranslationCookies, loadWidget, setTranslationCookies, warn } from './widget'

const session = {
  get: (key: string) => withStorage('sessionStorage', (storage) => storage.getItem(key)),
  set: (key: string) => withStorage('sessionStorage', (storage) => (storage.setItem(key, '1'), true)) === true,
  remove: (key: string) => withStorage('sessionStorage', (storage) => storage.removeItem(key)),
}

/** This load is the one page the visitor asked to translate: read once, and the flag goes at once. */
const translatedOnRequest = typeof window !== 'undefined' && session.get(requestedFlagKey) === '1'
if (translatedOnRequest) session.remove(requestedFlagKey)

/** Automatic translation: one reload per session applies the cookie the widget reads. */
function reloadOncePerSession() {
  const flag = session.get(reloadFlagKey)
  if (!shouldReload(flag))
    return flag === undefined
      ? warn('sessionStorage is unavailable: not reloading to apply the translation')
      : undefined
  if (!session.set(reloadFlagKey))
    return warn('could not store the reload flag: not reloading to apply the translation')
  setTimeout(() => location.reload(), reloadDelayMs)
}

/** Back to the Italian original, with one reload; without consent nothing is left to undo. */
function showOriginal({ forTheSession }: { forTheSession: boolean }) {
  if (forTheSession && !session.set(originalChoiceKey))
    return warn('sessionStorage is unavailable: the Italian original cannot be kept for the session')
  if (clearTranslationCookies()) location.reload()
  else warn('the googtrans cookie could not be deleted')
}

/** Lower than the banner (z-40), and placed apart from it: under the navbar on small screens, bottom left on large ones. */
const pillClasses =
  'notranslate fixed top-20 left-3 z-30 rounded-full border border-line bg-bg px-4 py-2.5 text-sm font-medium text-fg shadow-lg hover:border-accent-text lg:top-auto lg:bottom-6 lg:left-6'

/**
 * Translation as a "Funzionali" purpose (decisions in lib/translation/decisions.ts). With that consent:
 * the googtrans cookie, Google's widget, one reload per session. Without it: no request to
 * Google and no cookie, only a first-party button that translates the one page it is pressed on.
 * A cookie the current choice does not allow (consent withdrawn, a page translated on request
 * left behind) is deleted, with one reload to the Italian original.
 */
export function TranslationIsland() {
  const { preferences } = useConsentContext()
  const [requested, setRequested] = useState(translatedOnRequest)
  const [mode, setMode] = useState<TranslationMode>('original')
  const currentPath = usePathname()
  const firstPath = useRef(currentPath)

  // Mounted after a dynamic import started in the commit where the provider reads the saved
  // choice, so `preferences` is already that choice: null here means the visitor has not chosen.
  useEffect(() => {
    const target = visitorTarget({ language: navigator.language, userAgent: navigator.userAgent })
    const choseOriginal = session.get(originalChoiceKey) === '1'
    const next = translationMode({ target, functional: preferences?.functional ?? null, choseOriginal, requested })
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the mode depends on browser-only facts
    setMode(next)
    if (next === 'automatic') {
      setTranslationCookies(target!)
      loadWidget(reloadOncePerSession)
    } else if (next === 'requested' && translatedOnRequest) {
      loadWidget(() => undefined)
    } else if (next !== 'requested' && hasTranslationCookie(document.cookie)) {
      // The flag goes too, so a later consent reloads once into the translation again.
      session.remove(reloadFlagKey)
      showOriginal({ forTheSession: false })
    }
  }, [preferences?.functional, requested])

  // The page translated on request is the only one: leaving it, by any way, leaves the cookie behind.
  useEffect(() => {
    if (!translatedOnRequest) return
    const clear = () => void clearTranslationCookies()
    window.addEventListener('pagehide', clear)
    return () => window.removeEventListener('pagehide', clear)
  }, [])
  useEffect(() => {
    if (!translatedOnRequest || currentPath === firstPath.current) return
    if (clearTranslationCookies()) location.reload()
  }, [currentPath])

  const translateThisPage = () => {
    const target = visitorTarget({ language: navigator.language, userAgent: navigator.userAgent })
    if (!target) return
    const flagged = session.set(requestedFlagKey)
    setRequested(true)
    setTranslationCookies(target)
    loadWidget(() =>
      flagged ? location.reload() : warn('sessionStorage is unavailable: not reloading to apply the translation'),
    )
  }

  return (
    <>
      <div id={widgetElementId} hidden />
      {mode === 'offer' && (
        <button type="button" lang="en" translate="no" onClick={translateThisPage} className={pillClasses}>
          {translateOfferLabel}
        </button>
      )}
      {(mode === 'automatic' || (mode === 'requested' && translatedOnRequest)) && (
        // translate="no": the widget must leave the way back in Italian.
        <button
          type="button"
          lang="it"
          translate="no"
          onClick={() => showOriginal({ forTheSession: mode === 'automatic' })}
          className={pillClasses}
        >
          {readOriginalLabel}
        </button>
      )}
    </>
  )
}
