'use client'

import { useEffect } from 'react'
import type { ConsentPreferences } from '@/lib/consent/policy'

/** Google Analytics exactly as the visitor's choice allows, and no Google Analytics cookie behind a refusal. Renders nothing. */
export function ConsentAnalytics({
  preferences,
  analyticsId,
}: {
  /** null until the visitor has chosen. */
  preferences: ConsentPreferences | null
  /** The GA4 measurement ID, when the site has one. */
  analyticsId?: string
}) {
  useEffect(() => {
    // A refusal, now or on an earlier visit, leaves no Google Analytics cookie behind.
    if (preferences && !preferences.analytics && /(^|; )_ga/.test(document.cookie))
      void import('@/lib/consent/withdrawal').then((withdrawal) => withdrawal.removeAnalyticsCookies())
    // Before analytics is allowed not even the code that would load Google Analytics is downloaded
    // (lib/consent/gtag.ts); once gtag runs, every change, a withdrawal included, is passed on to it.
    if (analyticsId && (preferences?.analytics || window.gtag))
      void import('@/lib/consent/gtag').then((gtag) => gtag.applyAnalyticsConsent(analyticsId, preferences))
  }, [preferences, analyticsId])
  return null
}
