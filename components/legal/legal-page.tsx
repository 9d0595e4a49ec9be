import { Cookie } from '@/components/ui/icons'
import { privacyDocument } from '@/content/legal/privacy'
import { termsDocument } from '@/content/legal/terms'
import type { LegalLanguage, LegalPageKey } from '@/content/legal/types'
import { privacyPage, termsPage } from '@/content/pages/legal'
import { BreadcrumbJsonLd } from '@/components/seo/breadcrumb-json-ld'
import { CtaSection } from '@/components/sections/cta-section'
import { routes } from '@/lib/routes'
import { CookiePreferencesButton } from './cookie-preferences-button'
import { LegalDocumentView } from './legal-document-view'

const cookieIcon = <Cookie aria-hidden className="size-4" />

/** The two legal pages: each is prerendered once per language (app/(site) and app/(english)). */
const legalPages = {
  privacy: { route: routes.privacy, document: privacyDocument, page: privacyPage },
  terms: { route: routes.terms, document: termsDocument, page: termsPage },
} as const satisfies Record<LegalPageKey, unknown>

/** The page body: breadcrumbs, the document in `lang`, and the (Italian) closing call to action. */
export function LegalPage({ page: key, lang }: { page: LegalPageKey; lang: LegalLanguage }) {
  const { route, document, page } = legalPages[key]
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
      <LegalDocumentView
        document={document}
        path={route.path}
        lang={lang}
        text={page.text[lang]}
        sectionEnd={sectionEnd}
      />
      <div lang="it">
        <CtaSection content={page.cta} />
      </div>
    </>
  )
}
