import { createHash } from 'node:crypto'
import { consentCopy } from '@/content/ui/consent'
import { bannerText, signalText, type BannerTextVersion } from '@/lib/consent/banner-text'
import type { BannerLanguage } from '@/lib/consent/policy'

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex')

/** The banner text this code shows in `language`, hashed here with node:crypto, apart from the code under test. */
export function shownText(language: BannerLanguage): BannerTextVersion {
  const text = bannerText(consentCopy[language])
  return { language, text, version: sha256(text) }
}

/** The Global Privacy Control notice this code shows in `language` instead of the banner, hashed the same way. */
export function shownSignalText(language: BannerLanguage): BannerTextVersion {
  const text = signalText(consentCopy[language])
  return { language, text, version: sha256(text) }
}

/** A banner text of another deployment: the stores take any text under its own hash. */
export function otherText(text: string, language: BannerLanguage = 'it'): BannerTextVersion {
  return { language, text, version: sha256(text) }
}
