import type { ReactNode } from 'react'
import type { LegalDocument, LegalLanguage } from '@/content/legal/types'
import { legalSwitchLabel, type LegalPageText } from '@/content/pages/legal'
import { LanguageToggle } from './language-toggle'
import { LegalArticle } from './legal-article'

interface LegalDocumentViewProps {
  document: LegalDocument
  /** The page's address without language (e.g. '/PrivacyPolicy'): the toggle links to its other variant. */
  path: string
  lang: LegalLanguage
  text: LegalPageText
  /** Per section number, content closing that section (the privacy page's cookie button). */
  sectionEnd?: Readonly<Record<number, ReactNode>>
}

/**
 * A legal document in one language. Each language is its own prerendered page (the English
 * one at ?lang=en, see lib/language-variants.ts), so the HTML a reader or crawler receives
 * holds one language, and the toggle is a link to the other variant.
 */
export function LegalDocumentView({ document, path, lang, text, sectionEnd = {} }: LegalDocumentViewProps) {
  return (
    <div className="px-4 pt-28 pb-8 sm:px-6 sm:pt-36">
      <div className="relative mx-auto max-w-6xl">
        <div className="absolute top-0 right-0">
          <LanguageToggle path={path} current={lang} labels={legalSwitchLabel} />
        </div>
        <LegalArticle document={document} lang={lang} text={text} sectionEnd={sectionEnd} />
      </div>
    </div>
  )
}
