'use client'

import { useEffect } from 'react'
import { consentModeSignals } from '@/lib/consent/google-consent-mode'
import { useConsentContext } from './consent-provider'

type Gtag = (...args: unknown[]) => void
declare global {
  interface Window {
    dataLayer?: unknown[]
    gtag?: Gtag
  }
}

/**
 * Google Analytics 4, gated by consent: the script is fetched only once analytics is
 * allowed, Consent Mode starts from 'denied', every change is sent as an update, and a
 * withdrawal switches measurement off again.
 */
export function GoogleAnalytics({ measurementId }: { measurementId: string }) {
  const { preferences } = useConsentContext()
  const disableFlag = `ga-disable-${measurementId}` as const

  useEffect(() => {
    const flags = window as unknown as Record<string, boolean>
    if (!window.gtag) {
      if (!preferences?.analytics) return
      window.dataLayer ??= []
      // gtag.js reads the arguments object itself, so the stub must push `arguments`.
      window.gtag = function gtag() {
        // eslint-disable-next-line prefer-rest-params
        window.dataLayer!.push(arguments)
      }
      window.gtag('consent', 'default', consentModeSignals(null))
      const script = document.createElement('script')
      script.async = true
      script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(measurementId)}`
      document.head.appendChild(script)
      window.gtag('js', new Date())
      window.gtag('config', measurementId, { anonymize_ip: true })
    }
    window.gtag('consent', 'update', consentModeSignals(preferences))
    flags[disableFlag] = !preferences?.analytics
  }, [preferences, measurementId, disableFlag])

  return null
}
