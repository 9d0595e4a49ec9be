import type { ConsentPreferences } from './policy'

type Signal = 'granted' | 'denied'

/** Google Consent Mode v2 signals for a choice; everything denied until the visitor chooses. */
export function consentModeSignals(
  preferences: ConsentPreferences | null,
): Record<'analytics_storage' | 'ad_storage' | 'ad_user_data' | 'ad_personalization', Signal> {
  const signal = (granted: boolean | undefined): Signal => (granted ? 'granted' : 'denied')
  return {
    analytics_storage: signal(preferences?.analytics),
    ad_storage: signal(preferences?.marketing),
    ad_user_data: signal(preferences?.marketing),
    ad_personalization: signal(preferences?.marketing),
  }
}
