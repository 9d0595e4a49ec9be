import type { ReactNode } from 'react'
import type { LegalDocument, LegalLanguage } from '@/content/legal/types'
import type { LegalPageText } from '@/content/pages/legal'
import { ButtonLink } from '@/components/ui/button-link'
import { LegalBlocks } from './legal-blocks'
import { languageVariantPath } from '@/lib/legal/language-variants'

/** 'Ultimo aggiornamento: 1 maggio 2025' → the label, and the date as a <time>. */
function LastUpdated({ text, date }: { text: string; date: string }) {
  const at = text.lastIndexOf(': ')
  return (
    <p className="mt-4 text-sm text-muted">
      {at < 0 ? '' : text.slice(0, at + 2)}
      <time dateTime={date} className="font-medium text-fg">
        {text.slice(at + 2)}
      </time>
    </p>
  )
}

interface LegalArticleProps {
  document: LegalDocument
  lang: LegalLanguage
  text: LegalPageText
  /** Content closing a numbered section in this language (e.g. a button the section's text mentions). */
  sectionEnd?: Readonly<Partial<Record<number, ReactNode>>>
}

/** One language version of a legal document: header, table of contents, numbered sections. */
export function LegalArticle({ document, lang, text, sectionEnd = {} }: LegalArticleProps) {
  const header = document.header[lang]
  const anchor = (number: number) => `${text.anchor}-${number}`
  const tocId = `toc-${lang}`
  return (
    <article data-legal-article={lang} className="wrap-break-word">
      <header className="max-w-3xl">
        {/* As tall as the language button beside it (legal-page.tsx), so the two share a row. */}
        <p className="flex min-h-11 items-center pr-36 text-sm font-semibold tracking-wide text-accent-text uppercase">
          {text.eyebrow}
        </p>
        <h1 className="mt-3 text-4xl font-bold tracking-tight text-balance sm:text-5xl">{header.title}</h1>
        <p className="mt-6 text-lg text-pretty text-muted">{header.subtitle}</p>
        <LastUpdated text={header.lastUpdated} date={document.updatedOn} />
        <ButtonLink href={languageVariantPath(text.related.path, lang)} variant="secondary" className="mt-8">
          {text.related.label}
        </ButtonLink>
      </header>

      <div className="mt-12 gap-12 lg:grid lg:grid-cols-[16rem_minmax(0,48rem)]">
        <nav
          aria-labelledby={tocId}
          className="self-start rounded-2xl border border-line bg-surface p-5 lg:sticky lg:top-24 lg:max-h-[calc(100dvh-8rem)] lg:overflow-y-auto"
        >
          <h2 id={tocId} className="text-sm font-semibold tracking-wide text-fg uppercase">
            {text.toc}
          </h2>
          <ol className="mt-3 space-y-1 text-sm">
            {document.sections.map((section) => (
              <li key={section.number}>
                <a
                  href={`#${anchor(section.number)}`}
                  className="block rounded-md py-1 text-muted hover:text-accent-text"
                >
                  {section.number}. {section[lang].title}
                </a>
              </li>
            ))}
          </ol>
        </nav>

        <div className="mt-12 space-y-12 lg:mt-0">
          {document.sections.map((section) => (
            <section key={section.number} className="border-t border-line pt-10 first:border-t-0 first:pt-0">
              <h2 id={anchor(section.number)} className="mb-5 text-2xl font-bold tracking-tight text-balance">
                <span className="text-accent-text tabular-nums">{section.number}.</span> {section[lang].title}
              </h2>
              <LegalBlocks blocks={section[lang].blocks} />
              {sectionEnd[section.number]}
            </section>
          ))}
        </div>
      </div>
    </article>
  )
}
