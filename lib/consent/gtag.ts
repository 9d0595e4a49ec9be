/**
 * Google Analytics 4 under Consent Mode: loaded (this module included) only once analytics is
 * allowed, or to pass on a withdrawal to a gtag already running. Consent Mode starts from
 * 'denied', every change is sent as an update, and a withdrawal switches measurement off again.
 */
import type { ConsentPreferences } from './policy'
import { consentModeSignals } from './google-consent-mode'

type Gtag = (...args: unknown[]) => void
declare global {
  interface Window {
    dataLayer?: unknown[]
    gtag?: Gtag
  }
}

export function applyAnalyticsConsent(measurementId: string, preferences: ConsentPreferences | null): void {
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
  ;(window as unknown as Record<string, boolean>)[`ga-disable-${measurementId}`] = !preferences?.analytics
}
