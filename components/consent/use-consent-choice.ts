'use client'

import { useCallback, useEffect, useState } from 'react'
import type { ConsentBannerCopy } from '@/content/ui/consent-copy'
import { englishBannerCopy } from '@/content/ui/consent-en'
import { italianBannerCopy } from '@/content/ui/consent-it'
import { bannerHydratedEvent, paintedBannerLanguage } from '@/lib/consent/banner-boot-script'
import { bannerLanguageFor, browserLanguages } from '@/lib/consent/banner-language'
import { browserSendsSignal, readSavedRecord, saveConsent } from '@/lib/consent/browser'
import {
  decideOnLoad,
  onlyNecessary,
  type AcceptType,
  type BannerLanguage,
  type ConsentPreferences,
  type LocalConsentRecord,
} from '@/lib/consent/policy'

type BannerState = 'hidden' | 'asking' | 'customising'

/** SHA-256 of each language's banner text and signal notice, computed by the server (lib/consent/banner-text.ts). */
export type TextVersions = Record<'banner' | 'signal', Record<BannerLanguage, string>>

/**
 * The visitor's choice and the banner that asks for it: what the browser kept, the decision on load (ask,
 * use the saved choice, or record the refusal Global Privacy Control states), the banner's language and words.
 */
export function useConsentChoice(pageLanguage: BannerLanguage, textVersions: TextVersions) {
  const pageCopy = pageLanguage === 'it' ? italianBannerCopy : englishBannerCopy
  // The first render is a first visit's banner, in every page's HTML; it shows before hydration only
  // where the pre-paint script (lib/consent/banner-boot-script.ts) set its attribute on <html>. In the
  // language it painted, which may be English on an Italian page: hydration then meets its words.
  const [record, setRecord] = useState<LocalConsentRecord | null>(null)
  const [banner, setBanner] = useState<BannerState>('asking')
  const [shownBeforeHydration, setShownBeforeHydration] = useState(true)
  const [language, setLanguage] = useState<BannerLanguage>(() => paintedBannerLanguage() ?? pageLanguage)
  const [copy, setCopy] = useState<ConsentBannerCopy>(() =>
    paintedBannerLanguage() === 'en' ? englishBannerCopy : pageCopy,
  )
  const [signalNotice, setSignalNotice] = useState(false)

  const save = useCallback(
    (next: ConsentPreferences, acceptType: AcceptType, shownLanguage: BannerLanguage = language) => {
      const text = acceptType === 'signal' ? textVersions.signal : textVersions.banner
      const saved = saveConsent(next, {
        acceptType,
        language: shownLanguage,
        textVersion: text[shownLanguage],
        signal: browserSendsSignal(),
      })
      setRecord(saved.record)
      setBanner('hidden')
      setShownBeforeHydration(false)
      // The notice says only necessary cookies are used: true no more once the visitor chose otherwise.
      if (acceptType !== 'signal') setSignalNotice(false)
    },
    [language, textVersions],
  )

  useEffect(() => {
    // localStorage and navigator exist only in the browser: both are read once, after hydration.
    const shown = bannerLanguageFor(pageLanguage, browserLanguages())
    const decision = decideOnLoad(readSavedRecord(), browserSendsSignal())
    /* eslint-disable react-hooks/set-state-in-effect -- a one-off read of browser state after hydration */
    // When the pre-paint script decided as this code does (even if a click has since hidden its banner),
    // nothing changes: no second render.
    if (!(paintedBannerLanguage() === shown && decision === 'ask')) setShownBeforeHydration(false)
    setLanguage(shown)
    if (decision === 'refuse-by-signal') {
      // The browser has already answered: its refusal is recorded like a click, and said in one line.
      save(onlyNecessary, 'signal', shown)
      setSignalNotice(true)
    } else {
      const used = decision === 'ask' ? null : decision.use
      setRecord(used)
      setBanner(used ? 'hidden' : 'asking')
    }
    setCopy(shown === pageLanguage ? pageCopy : englishBannerCopy)
    // Last: a banner button clicked before now is clicked again, and its choice is the last word.
    window.dispatchEvent(new Event(bannerHydratedEvent))
    /* eslint-enable react-hooks/set-state-in-effect */
    // The effect runs once per page language: `save` only changes with the language it sets here.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pageLanguage])

  const openPreferences = useCallback(() => setBanner('customising'), [])
  const dismissSignalNotice = useCallback(() => setSignalNotice(false), [])
  return {
    record,
    banner,
    shownBeforeHydration,
    language,
    copy,
    signalNotice,
    save,
    openPreferences,
    dismissSignalNotice,
  }
}
