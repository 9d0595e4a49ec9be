import { Cookie, Languages } from '@/components/ui/icons'
import { privacyDocument } from '@/content/legal/privacy'
import { termsDocument } from '@/content/legal/terms'
import type { LegalLanguage, LegalPageKey } from '@/content/legal/types'
import { legalSwitchLabel, privacyPage, termsPage } from '@/content/pages/legal'
import { BreadcrumbJsonLd } from '@/components/seo/breadcrumb-json-ld'
import { CtaSection } from '@/components/sections/cta-section'
import { buttonClasses } from '@/components/ui/button-styles'
import { languageVariantPath } from '@/lib/legal/language-variants'
import { routes } from '@/lib/routes'
import { CookiePreferencesButton } from './cookie-preferences-button'
import { LegalArticle } from './legal-article'

const cookieIcon = <Cookie aria-hidden className="size-4" />

/** The two legal pages: each is prerendered once per language (app/(site) and app/(english)). */
const legalPages = {
  privacy: { route: routes.privacy, document: privacyDocument, page: privacyPage },
  terms: { route: routes.terms, document: termsDocument, page: termsPage },
} as const satisfies Record<LegalPageKey, unknown>

/**
 * The page body: breadcrumbs, the document in `lang`, and the (Italian) closing call to action. Each language
 * is its own page (the English one at ?lang=en, see lib/legal/language-variants.ts), so the HTML a reader or crawler
 * receives holds one language. The switch to the other is a plain link named in the language it leads to: a
 * full page load, by design, since the variants have different root layouts (<html lang>). Works without JavaScript.
 */
export function LegalPage({ page: key, lang }: { page: LegalPageKey; lang: LegalLanguage }) {
  const { route, document, page } = legalPages[key]
  const other: LegalLanguage = lang === 'it' ? 'en' : 'it'
  const sectionEnd =
    key === 'privacy'
      ? {
          [privacyPage.cookieButton.section]: (
            <CookiePreferencesButton label={privacyPage.cookieButton.label[lang]} icon={cookieIcon} />
          ),
        }
      : {}
  return (
    <>
      <BreadcrumbJsonLd trail={[route]} />
      <div className="px-4 pt-28 pb-8 sm:px-6 sm:pt-36">
        <div className="relative mx-auto max-w-6xl">
          <div className="absolute top-0 right-0">
            <a
              href={languageVariantPath(route.path, other)}
              hrefLang={other}
              lang={other}
              className={buttonClasses('secondary')}
            >
              <Languages aria-hidden className="size-4" />
              {legalSwitchLabel[other]}
            </a>
          </div>
          <LegalArticle document={document} lang={lang} text={page.text[lang]} sectionEnd={sectionEnd} />
        </div>
      </div>
      <div lang="it">
        <CtaSection content={page.cta} />
      </div>
    </>
  )
}
