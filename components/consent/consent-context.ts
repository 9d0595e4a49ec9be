'use client'

import { createContext, useContext } from 'react'
import type { ConsentBannerCopy } from '@/content/ui/consent-copy'
import type { AcceptType, BannerLanguage, ConsentPreferences, LocalConsentRecord } from '@/lib/consent/policy'

/** What ConsentProvider (./consent-provider.tsx) tells the banner and every other part of the page. */
export interface ConsentContextValue {
  /** null until the visitor has chosen (or while the saved choice is being read). */
  preferences: ConsentPreferences | null
  /** The saved choice with its consent ID and date, for the receipts. */
  record: LocalConsentRecord | null
  /** The saved choice has not reached the server yet (it is sent again on the next page). */
  unsent: boolean
  /** The banner's words in the visitor's language; null while another language's are loading. */
  copy: ConsentBannerCopy
  language: BannerLanguage
  save: (preferences: ConsentPreferences, acceptType: AcceptType) => void
  /** Reopens the banner with the detailed panel expanded. */
  openPreferences: () => void
}

export const ConsentContext = createContext<ConsentContextValue | null>(null)

export function useConsentContext(): ConsentContextValue {
  const context = useContext(ConsentContext)
  if (!context) throw new Error('useConsentContext must be used inside <ConsentProvider>')
  return context
}
