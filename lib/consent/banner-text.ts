/**
 * The exact text a consent record proves the visitor was shown: every string of the banner and
 * its panel in one language, in display order. Its SHA-256 is the record's text_version, and the
 * server keeps the text itself, keyed by that hash, for as long as a record refers to it.
 */
import { consentCopy, type ConsentCopy } from '@/content/ui/consent'
import { sha256Hex } from '@/lib/sha256'
import { bannerLanguages, consentCategories, type BannerLanguage } from './policy'

export function bannerText(copy: ConsentCopy): string {
  return [
    copy.title,
    `${copy.text} ${copy.policyLink}.`,
    copy.closeNote,
    `[${copy.close}] [${copy.acceptAll}] [${copy.onlyNecessary}] [${copy.customise}]`,
    `${copy.necessary.label}: ${copy.necessary.description}`,
    ...consentCategories.map(
      (category) => `${copy.categories[category].label}: ${copy.categories[category].description}`,
    ),
    `[${copy.save}]`,
  ].join('\n')
}

/** The one line a browser with Global Privacy Control sees instead of the banner: what a 'signal' record proves. */
export function signalText(copy: ConsentCopy): string {
  return `${copy.signal.notice} [${copy.manage}]`
}

export interface BannerTextVersion {
  language: BannerLanguage
  text: string
  version: string
}

async function textsOf(render: (copy: ConsentCopy) => string): Promise<Record<BannerLanguage, BannerTextVersion>> {
  const entries = await Promise.all(
    bannerLanguages.map(async (language) => {
      const text = render(consentCopy[language])
      return [language, { language, text, version: await sha256Hex(text) }] as const
    }),
  )
  return Object.fromEntries(entries) as Record<BannerLanguage, BannerTextVersion>
}

/** This deployment's banner texts, one per language, with their hashes. */
export function currentBannerTexts(): Promise<Record<BannerLanguage, BannerTextVersion>> {
  return textsOf(bannerText)
}

/** This deployment's Global Privacy Control notices, one per language, with their hashes. */
export function currentSignalTexts(): Promise<Record<BannerLanguage, BannerTextVersion>> {
  return textsOf(signalText)
}
