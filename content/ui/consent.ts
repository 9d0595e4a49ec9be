import { englishBannerCopy } from './consent-en'
import { englishDetailsCopy } from './consent-en-details'
import { italianBannerCopy } from './consent-it'
import { italianDetailsCopy } from './consent-it-details'
import type { ConsentBannerCopy, ConsentDetailsCopy } from './consent-copy'

export type ConsentCopy = ConsentBannerCopy & ConsentDetailsCopy

/**
 * Both languages whole, for the server (banner-text.ts). The browser imports each part on its own,
 * so a first visit downloads both first layers (a few hundred bytes) but no details.
 */
export const consentCopy: Record<'it' | 'en', ConsentCopy> = {
  it: { ...italianBannerCopy, ...italianDetailsCopy },
  en: { ...englishBannerCopy, ...englishDetailsCopy },
}
