'use client'

import { useSearchParams } from 'next/navigation'
import { Suspense, useLayoutEffect, useRef, useState, type ReactNode } from 'react'
import type { LegalLanguage } from '@/content/legal/types'
import { buttonClasses } from '@/components/ui/button-styles'
import { languageParam, legalRootSelector, parseLegalLanguage, showLegalLanguage, withJavaScriptOnly } from './legal-language'

/** Reads ?lang= (in its own Suspense boundary, so the page around it stays prerendered). */
function LanguageReader({ onLanguage }: { onLanguage: (lang: LegalLanguage) => void }) {
  const lang = parseLegalLanguage(useSearchParams().get(languageParam))
  // A layout effect: after a client-side navigation to ?lang=en the English text is shown before the first paint.
  useLayoutEffect(() => onLanguage(lang), [lang, onLanguage])
  return null
}

/**
 * The button that switches a legal page between Italian and English. Both labels are in the
 * HTML and CSS shows the one matching the root's data-lang, so the label is right even before
 * hydration. A switch rewrites ?lang= without a reload or a request, and goes back to the top.
 */
export function LanguageToggle({ labels, icon }: { labels: Record<LegalLanguage, string>; icon?: ReactNode }) {
  const button = useRef<HTMLButtonElement>(null)
  // null until the address has been read: the inline script has already shown the right version.
  const [lang, setLang] = useState<LegalLanguage | null>(null)

  useLayoutEffect(() => {
    const root = button.current?.closest(legalRootSelector)
    if (root && lang) showLegalLanguage(root, lang)
  }, [lang])

  function toggle() {
    const next: LegalLanguage = lang === 'en' ? 'it' : 'en'
    setLang(next)
    const params = new URLSearchParams(window.location.search)
    if (next === 'it') params.delete(languageParam)
    else params.set(languageParam, next)
    const query = params.toString()
    // Next.js syncs useSearchParams with the History API; no server round trip is needed.
    window.history.replaceState(null, '', `${window.location.pathname}${query ? `?${query}` : ''}`)
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' })
  }

  return (
    <div className={withJavaScriptOnly}>
      <Suspense fallback={null}>
        <LanguageReader onLanguage={setLang} />
      </Suspense>
      <button ref={button} type="button" onClick={toggle} className={buttonClasses('secondary')}>
        {icon}
        <span lang="en" className="group-data-[lang=en]/legal:hidden">
          {labels.en}
        </span>
        <span lang="it" className="hidden group-data-[lang=en]/legal:inline">
          {labels.it}
        </span>
      </button>
    </div>
  )
}
