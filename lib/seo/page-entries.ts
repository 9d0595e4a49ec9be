/** Every page's metadata entry in one list: the share cards and the metadata tests read it. */
import type { LegalPageKey } from '@/content/legal/types'
import { pageMeta, type PageMetaEntry } from '@/content/page-meta'
import { privacyPage, termsPage } from '@/content/pages/legal'
import { products } from '@/content/products'
import { languageVariantPath } from '@/lib/legal/language-variants'
import { productMetaEntry } from '@/lib/seo/metadata'

/** The English variant of a legal page: its English texts at its ?lang=en address. */
export function englishLegalEntry(key: LegalPageKey): PageMetaEntry {
  const { englishMeta } = key === 'privacy' ? privacyPage : termsPage
  return { ...englishMeta, path: languageVariantPath(pageMeta[key].path, 'en'), lang: 'en' }
}

export function allPageEntries(): PageMetaEntry[] {
  return [
    ...Object.values(pageMeta),
    ...products.map(productMetaEntry),
    englishLegalEntry('privacy'),
    englishLegalEntry('terms'),
  ]
}
