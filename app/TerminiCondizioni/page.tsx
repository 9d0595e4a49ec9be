import { termsDocument } from '@/content/legal/terms'
import { pageMeta } from '@/content/page-meta'
import { termsPage } from '@/content/pages/legal'
import { LegalDocumentView } from '@/components/legal/legal-document-view'
import { legalAlternates } from '@/components/legal/legal-language'
import { Breadcrumbs } from '@/components/seo/breadcrumbs'
import { CtaSection } from '@/components/sections/cta-section'
import { buildMetadata } from '@/lib/metadata'
import { routes } from '@/lib/routes'

export const metadata = buildMetadata(pageMeta.terms, {}, legalAlternates(pageMeta.terms.path))

export default function TerminiCondizioniPage() {
  return (
    <>
      <Breadcrumbs trail={[routes.terms]} />
      <LegalDocumentView document={termsDocument} text={termsPage.text} />
      <CtaSection content={termsPage.cta} />
    </>
  )
}
