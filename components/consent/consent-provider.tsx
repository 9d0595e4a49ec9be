'use client'

import { lazy, Suspense, useMemo, useSyncExternalStore, type ReactNode } from 'react'
import { bannerBootScript } from '@/lib/consent/banner-boot-script'
import { isConsentUnsent } from '@/lib/consent/browser'
import type { BannerLanguage } from '@/lib/consent/policy'
import { outboxChangeEvent } from '@/lib/consent/outbox-queue'
import { ConsentAnalytics } from './consent-analytics'
import { ConsentContext } from './consent-context'
import { CookieBanner, type BannerIcons } from './cookie-banner'
import { useConsentChoice, type TextVersions } from './use-consent-choice'
import { usePreferenceLinks } from './use-preference-links'

// Only browsers that send Global Privacy Control ever show it.
const SignalNotice = lazy(() => import('./signal-notice').then((module) => ({ default: module.SignalNotice })))

/** The receipt follows the outbox: whatever sends or resends the choice, it says whether the server has it yet. */
function subscribeToOutboxes(onChange: () => void) {
  window.addEventListener(outboxChangeEvent, onChange)
  return () => window.removeEventListener(outboxChangeEvent, onChange)
}

interface ConsentProviderProps {
  children: ReactNode
  /** The page's own language: an English page gets the English banner whatever the browser asks for. */
  pageLanguage: BannerLanguage
  textVersions: TextVersions
  icons: BannerIcons
  /** The GA4 measurement ID, when the site has one: Google Analytics then runs exactly as consent allows. */
  analyticsId?: string
}

/** The visitor's consent for the whole page: the banner, the Global Privacy Control notice, analytics, the context. */
export function ConsentProvider({ children, pageLanguage, textVersions, icons, analyticsId }: ConsentProviderProps) {
  const choice = useConsentChoice(pageLanguage, textVersions)
  const { record, copy, language, save, openPreferences, banner } = choice
  const unsent = useSyncExternalStore(
    subscribeToOutboxes,
    () => Boolean(record?.consentId && isConsentUnsent(record.consentId)),
    () => false,
  )
  usePreferenceLinks(openPreferences)
  const preferences = record?.preferences ?? null
  const value = useMemo(
    () => ({ preferences, record, unsent, copy, language, save, openPreferences }),
    [preferences, record, unsent, copy, language, save, openPreferences],
  )

  return (
    <ConsentContext.Provider value={value}>
      <ConsentAnalytics preferences={preferences} analyticsId={analyticsId} />
      {choice.signalNotice && banner === 'hidden' && (
        <Suspense>
          <SignalNotice onDismiss={choice.dismissSignalNotice} closeIcon={icons.close} />
        </Suspense>
      )}
      <CookieBanner
        open={banner !== 'hidden'}
        prePaint={choice.shownBeforeHydration}
        customising={banner === 'customising'}
        icons={icons}
      />
      {children}
    </ConsentContext.Provider>
  )
}

/**
 * The banner's pre-paint script, in <head>. Its text is in the served HTML alone: a client component's keeps it
 * out of the flight data, and the server-only branch out of the browser's JavaScript (as ThemeScript's).
 */
export function BannerBootScript({ pageLanguage }: { pageLanguage: BannerLanguage }) {
  const text = typeof window === 'undefined' ? bannerBootScript(pageLanguage) : ''
  return <script dangerouslySetInnerHTML={{ __html: text }} suppressHydrationWarning />
}
