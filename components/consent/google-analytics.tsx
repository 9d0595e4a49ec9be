'use client'

import { useEffect } from 'react'
import { useConsentContext } from './consent-provider'

/**
 * Google Analytics 4, gated by consent: before analytics is allowed, not even the code that would
 * load it is downloaded (lib/consent/gtag.ts). Once gtag runs, every change, a withdrawal
 * included, is passed on to it.
 */
export function GoogleAnalytics({ measurementId }: { measurementId: string }) {
  const { preferences } = useConsentContext()

  useEffect(() => {
    if (!preferences?.analytics && !window.gtag) return
    void import('@/lib/consent/gtag').then((gtag) => gtag.applyAnalyticsConsent(measurementId, preferences))
  }, [preferences, measurementId])

  return null
}
