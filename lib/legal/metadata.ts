/** The legal pages' metadata: each language variant is its own canonical, with hreflang to both. */
import type { Metadata } from 'next'
import type { LegalLanguage, LegalPageKey } from '@/content/legal/types'
import { pageMeta } from '@/content/page-meta'
import { languageVariantPath } from '@/lib/legal/language-variants'
import { buildMetadata } from '@/lib/seo/metadata'
import { englishLegalEntry } from '@/lib/seo/page-entries'

/** hreflang → public address of each variant; Italian is also the default (x-default). */
function languageAlternates(path: string): Record<string, string> {
  return { it: path, en: languageVariantPath(path, 'en'), 'x-default': path }
}

export function legalPageMetadata(key: LegalPageKey, lang: LegalLanguage): Metadata {
  const meta = pageMeta[key]
  return buildMetadata(lang === 'it' ? meta : englishLegalEntry(key), { languages: languageAlternates(meta.path) })
}
