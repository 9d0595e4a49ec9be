'use client'

import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react'
import type { ConsentBannerCopy } from '@/content/ui/consent-copy'
import { italianBannerCopy } from '@/content/ui/consent-it'
import { bannerAskAttribute } from '@/lib/consent/banner-boot-script'
import { bannerLanguageFor, browserLanguages } from '@/lib/consent/banner-language'
import {
  browserSendsSignal,
  isConsentUnsent,
  readSavedRecord,
  resendUnsentConsent,
  saveConsent,
} from '@/lib/consent/browser'
import { preferencesLinkAttribute } from '@/lib/consent/preferences-link'
import { resendUnsentContactRequest } from '@/lib/contact/unsent'
import {
  decideOnLoad,
  onlyNecessary,
  type AcceptType,
  type BannerLanguage,
  type ConsentPreferences,
  type LocalConsentRecord,
} from '@/lib/consent/policy'
import { useOnEveryPage } from '@/hooks/use-on-every-page'
import { CookieBanner, type BannerIcons } from './cookie-banner'
// Only browsers that send Global Privacy Control ever show it.
const SignalNotice = lazy(() => import('./signal-notice').then((module) => ({ default: module.SignalNotice })))

type BannerState = 'hidden' | 'asking' | 'customising'

interface ConsentContextValue {
  /** null until the visitor has chosen (or while the saved choice is being read). */
  preferences: ConsentPreferences | null
  /** The saved choice with its consent ID and date, for the receipts. */
  record: LocalConsentRecord | null
  /** The saved choice has not reached the server yet (it is sent again on the next page). */
  unsent: boolean
  /** The banner's words in the visitor's language; null while another language's are loading. */
  copy: ConsentBannerCopy | null
  language: BannerLanguage
  save: (preferences: ConsentPreferences, acceptType: AcceptType) => void
  /** Reopens the banner with the detailed panel expanded. */
  openPreferences: () => void
}

const ConsentContext = createContext<ConsentContextValue | null>(null)

const unsentNow = (record: LocalConsentRecord | null) => Boolean(record?.consentId && isConsentUnsent(record.consentId))

interface ConsentProviderProps {
  children: ReactNode
  /** The page's own language: an English page gets the English banner whatever the browser asks for. */
  pageLanguage: BannerLanguage
  /** An English page's banner words, from the server. The Italian ones come with the script files, which
   * most visitors need and keep cached, instead of with every page. */
  englishPageCopy?: ConsentBannerCopy
  /** SHA-256 of each language's banner text and signal notice, computed by the server (lib/consent/banner-text.ts). */
  textVersions: Record<'banner' | 'signal', Record<BannerLanguage, string>>
  icons: BannerIcons
  /** The GA4 measurement ID, when the site has one: Google Analytics then runs exactly as consent allows. */
  analyticsId?: string
}

export function ConsentProvider({
  children,
  pageLanguage,
  englishPageCopy,
  textVersions,
  icons,
  analyticsId,
}: ConsentProviderProps) {
  const pageCopy = pageLanguage === 'it' ? italianBannerCopy : (englishPageCopy ?? null)
  // The first render is a first visit's banner, in every page's HTML; it shows before hydration only
  // where the pre-paint script (lib/consent/banner-boot-script.ts) set its attribute on <html>.
  const [record, setRecord] = useState<LocalConsentRecord | null>(null)
  const [unsent, setUnsent] = useState(false)
  const [banner, setBanner] = useState<BannerState>('asking')
  const [shownBeforeHydration, setShownBeforeHydration] = useState(true)
  const [language, setLanguage] = useState<BannerLanguage>(pageLanguage)
  const [copy, setCopy] = useState<ConsentBannerCopy | null>(pageCopy)
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
      setUnsent(true)
      setBanner('hidden')
      setShownBeforeHydration(false)
      // The notice says only necessary cookies are used: true no more once the visitor chose otherwise.
      if (acceptType !== 'signal') setSignalNotice(false)
      void saved.delivery.then(() => setUnsent(unsentNow(saved.record)))
    },
    [language, textVersions],
  )

  useEffect(() => {
    // localStorage and navigator exist only in the browser: both are read once, after hydration.
    const saved = readSavedRecord()
    const shown = bannerLanguageFor(pageLanguage, browserLanguages())
    const sendsSignal = browserSendsSignal()
    const decision = decideOnLoad(saved, sendsSignal)
    /* eslint-disable react-hooks/set-state-in-effect -- a one-off read of browser state after hydration */
    // When the pre-paint script decided as this code does, nothing changes: no second render.
    const askedBeforePaint = document.documentElement.hasAttribute(bannerAskAttribute)
    if (!(askedBeforePaint && decision === 'ask' && shown === pageLanguage)) setShownBeforeHydration(false)
    setLanguage(shown)
    if (decision === 'refuse-by-signal') {
      // The browser has already answered: its refusal is recorded like a click, and said in one line.
      save(onlyNecessary, 'signal', shown)
      setSignalNotice(true)
    } else {
      const used = decision === 'ask' ? null : decision.use
      setRecord(used)
      setUnsent(unsentNow(used))
      setBanner(used ? 'hidden' : 'asking')
    }
    // Italian browsers never download the English words.
    if (shown === pageLanguage && pageCopy) setCopy(pageCopy)
    else {
      setCopy(null)
      void import('@/content/ui/consent-en').then((module) => setCopy(module.englishBannerCopy))
    }
    /* eslint-enable react-hooks/set-state-in-effect */
    // The effect runs once per page language: `save` only changes with the language it sets here.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pageLanguage])

  // What an earlier page (or this one) could not deliver goes again on every page and when back online:
  // the choices, and the contact requests, whose sending code loads only when one waits.
  useOnEveryPage(() => {
    void resendUnsentConsent().then((decision) => decision && setUnsent(unsentNow(readSavedRecord())))
    resendUnsentContactRequest()
  })

  const preferences = record?.preferences ?? null
  useEffect(() => {
    // A refusal, now or on an earlier visit, leaves no Google Analytics cookie behind.
    if (preferences && !preferences.analytics && /(^|; )_ga/.test(document.cookie))
      void import('@/lib/consent/withdrawal').then((withdrawal) => withdrawal.removeAnalyticsCookies())
    // Before analytics is allowed not even the code that would load Google Analytics is downloaded
    // (lib/consent/gtag.ts); once gtag runs, every change, a withdrawal included, is passed on to it.
    if (analyticsId && (preferences?.analytics || window.gtag))
      void import('@/lib/consent/gtag').then((gtag) => gtag.applyAnalyticsConsent(analyticsId, preferences))
  }, [preferences, analyticsId])

  const openPreferences = useCallback(() => setBanner('customising'), [])
  useEffect(() => {
    // Any link marked data-consent-preferences (the footer's) opens the panel instead of its fallback page.
    const open = (event: MouseEvent) => {
      if (!(event.target instanceof Element) || !event.target.closest(`[${preferencesLinkAttribute}]`)) return
      event.preventDefault()
      openPreferences()
    }
    document.addEventListener('click', open)
    return () => document.removeEventListener('click', open)
  }, [openPreferences])

  const value = useMemo(
    () => ({ preferences, record, unsent, copy, language, save, openPreferences }),
    [preferences, record, unsent, copy, language, save, openPreferences],
  )

  return (
    <ConsentContext.Provider value={value}>
      {signalNotice && banner === 'hidden' && copy && (
        <Suspense>
          <SignalNotice
            copy={copy}
            language={language}
            onOpen={openPreferences}
            onDismiss={() => setSignalNotice(false)}
            closeIcon={icons.close}
          />
        </Suspense>
      )}
      {copy && (
        <CookieBanner
          open={banner !== 'hidden'}
          prePaint={shownBeforeHydration}
          customising={banner === 'customising'}
          copy={copy}
          language={language}
          record={record}
          unsent={unsent}
          onCustomise={openPreferences}
          onSave={save}
          onReopen={openPreferences}
          icons={icons}
        />
      )}
      {children}
    </ConsentContext.Provider>
  )
}

export function useConsentContext(): ConsentContextValue {
  const context = useContext(ConsentContext)
  if (!context) throw new Error('useConsentContext must be used inside <ConsentProvider>')
  return context
}
