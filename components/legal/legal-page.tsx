import { Cookie } from 'lucide-react'
import type { Metadata } from 'next'
import { privacyDocument } from '@/content/legal/privacy'
import { termsDocument } from '@/content/legal/terms'
import type { LegalLanguage } from '@/content/legal/types'
import { pageMeta } from '@/content/page-meta'
import { privacyPage, termsPage } from '@/content/pages/legal'
import { BreadcrumbJsonLd } from '@/components/seo/breadcrumb-json-ld'
import { CtaSection } from '@/components/sections/cta-section'
import { languageAlternates } from '@/lib/language-variants'
import { buildMetadata } from '@/lib/metadata'
import { englishLegalEntry } from '@/lib/page-entries'
import { routes } from '@/lib/routes'
import { CookiePreferencesButton } from './cookie-preferences-button'
import { LegalDocumentView } from './legal-document-view'

const cookieIcon = <Cookie aria-hidden className="size-4" />

/** The two legal pages: each is prerendered once per language (app/(site) and app/(english)). */
const legalPages = {
  privacy: { route: routes.privacy, meta: pageMeta.privacy, document: privacyDocument, page: privacyPage },
  terms: { route: routes.terms, meta: pageMeta.terms, document: termsDocument, page: termsPage },
} as const

export type LegalPageKey = keyof typeof legalPages

/** A legal page's metadata in one language: its own canonical, and hreflang to both variants. */
export function legalPageMetadata(key: LegalPageKey, lang: LegalLanguage): Metadata {
  const { meta } = legalPages[key]
  return buildMetadata(lang === 'it' ? meta : englishLegalEntry(key), {}, languageAlternates(meta.path))
}

/** The page body: breadcrumbs, the document in `lang`, and the (Italian) closing call to action. */
export function LegalPage({ page: key, lang }: { page: LegalPageKey; lang: LegalLanguage }) {
  const { route, document, page } = legalPages[key]
  const sectionEnd =
    key === 'privacy' ? { [privacyPage.cookieButton.section]: <CookiePreferencesButton label={privacyPage.cookieButton.label[lang]} icon={cookieIcon} /> } : {}
  return (
    <>
      <BreadcrumbJsonLd trail={[route]} />
      <LegalDocumentView document={document} path={route.path} lang={lang} text={page.text[lang]} sectionEnd={sectionEnd} />
      <div lang="it">
        <CtaSection content={page.cta} />
      </div>
    </>
  )
}
