import { Cookie } from 'lucide-react'
import { privacyDocument } from '@/content/legal/privacy'
import { pageMeta } from '@/content/page-meta'
import { privacyPage } from '@/content/pages/legal'
import { CookiePreferencesButton } from '@/components/legal/cookie-preferences-button'
import { LegalDocumentView } from '@/components/legal/legal-document-view'
import { legalAlternates } from '@/components/legal/legal-language'
import { Breadcrumbs } from '@/components/seo/breadcrumbs'
import { CtaSection } from '@/components/sections/cta-section'
import { buildMetadata } from '@/lib/metadata'
import { routes } from '@/lib/routes'

export const metadata = buildMetadata(pageMeta.privacy, {}, legalAlternates(pageMeta.privacy.path))

const { cookieButton } = privacyPage
const cookieIcon = <Cookie aria-hidden className="size-4" />

export default function PrivacyPolicyPage() {
  return (
    <>
      <Breadcrumbs trail={[routes.privacy]} />
      <LegalDocumentView
        document={privacyDocument}
        text={privacyPage.text}
        sectionEnd={{
          [cookieButton.section]: {
            it: <CookiePreferencesButton label={cookieButton.label.it} icon={cookieIcon} />,
            en: <CookiePreferencesButton label={cookieButton.label.en} icon={cookieIcon} />,
          },
        }}
      />
      <CtaSection content={privacyPage.cta} />
    </>
  )
}
