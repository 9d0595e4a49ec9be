import { Languages } from 'lucide-react'
import type { ReactNode } from 'react'
import { legalLanguages, type LegalDocument, type LegalLanguage } from '@/content/legal/types'
import { legalSwitchLabel, type LegalPageText } from '@/content/pages/legal'
import { LanguageToggle } from './language-toggle'
import { LegalArticle } from './legal-article'
import { legalLanguageCss, legalLanguageScript } from './legal-language'

interface LegalDocumentViewProps {
  document: LegalDocument
  text: Record<LegalLanguage, LegalPageText>
  /** Per section number, content closing that section in each language (the privacy page's cookie button). */
  sectionEnd?: Readonly<Record<number, Record<LegalLanguage, ReactNode>>>
}

/**
 * A bilingual legal document. Both versions are in the static HTML (Italian shown, English
 * `hidden` with lang="en"), so crawlers read both and the page stays prerendered; the inline
 * script shows English before the first paint when the address has ?lang=en, and the toggle
 * keeps the choice in sync with the address afterwards. Without JavaScript the Italian shows.
 */
export function LegalDocumentView({ document, text, sectionEnd = {} }: LegalDocumentViewProps) {
  const sectionEndIn = (lang: LegalLanguage) => Object.fromEntries(Object.entries(sectionEnd).map(([number, content]) => [number, content[lang]]))
  return (
    // data-lang is added by the inline script before hydration.
    <div data-legal-document suppressHydrationWarning className="group/legal px-4 pt-28 pb-8 sm:px-6 sm:pt-36">
      <style>{legalLanguageCss}</style>
      {/* The script is markup inside a wrapper: the browser's parser runs it on a page load, and React,
          which never runs a script it inserts on a client-side navigation (the toggle covers that
          case), has no <script> element to warn about. */}
      <div hidden dangerouslySetInnerHTML={{ __html: `<script>${legalLanguageScript}</script>` }} />
      <div className="relative mx-auto max-w-6xl">
        <div className="absolute top-0 right-0">
          <LanguageToggle labels={legalSwitchLabel} icon={<Languages aria-hidden className="size-4" />} />
        </div>
        {legalLanguages.map((lang) => (
          <LegalArticle key={lang} document={document} lang={lang} text={text[lang]} sectionEnd={sectionEndIn(lang)} />
        ))}
      </div>
    </div>
  )
}
