'use client'

import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react'
import { readSavedConsent, saveConsent } from '@/lib/consent/browser'
import type { ConsentPreferences } from '@/lib/consent/policy'
import { CookieBanner } from './cookie-banner'

type BannerState = 'loading' | 'hidden' | 'asking' | 'customising'

interface ConsentContextValue {
  /** null until the visitor has chosen (or while the saved choice is being read). */
  preferences: ConsentPreferences | null
  save: (preferences: ConsentPreferences) => void
  /** Reopens the banner with the detailed panel expanded. */
  openPreferences: () => void
}

const ConsentContext = createContext<ConsentContextValue | null>(null)

export function ConsentProvider({ children, manageIcon }: { children: ReactNode; manageIcon: ReactNode }) {
  const [preferences, setPreferences] = useState<ConsentPreferences | null>(null)
  const [banner, setBanner] = useState<BannerState>('loading')

  useEffect(() => {
    // localStorage exists only in the browser: the saved choice is read once, after hydration.
    const saved = readSavedConsent()
    // eslint-disable-next-line react-hooks/set-state-in-effect -- a one-off read of browser storage after hydration
    setPreferences(saved)
    setBanner(saved ? 'hidden' : 'asking')
  }, [])

  const save = useCallback((next: ConsentPreferences) => {
    setPreferences(next)
    setBanner('hidden')
    saveConsent(next)
  }, [])
  const openPreferences = useCallback(() => setBanner('customising'), [])
  const value = useMemo(() => ({ preferences, save, openPreferences }), [preferences, save, openPreferences])

  return (
    <ConsentContext.Provider value={value}>
      {banner !== 'loading' && (
        <CookieBanner
          open={banner !== 'hidden'}
          customising={banner === 'customising'}
          initial={preferences}
          onCustomise={() => setBanner('customising')}
          onSave={save}
          onReopen={openPreferences}
          manageIcon={manageIcon}
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
