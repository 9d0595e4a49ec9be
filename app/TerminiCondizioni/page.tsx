import { termsPage } from '@/content/pages/legal'
import { Breadcrumbs } from '@/components/seo/breadcrumbs'
import { CtaSection } from '@/components/sections/cta-section'
import { Hero } from '@/components/sections/hero'
import { buildMetadata } from '@/lib/metadata'
import { routes } from '@/lib/routes'
import { pageMeta } from '@/content/page-meta'

export const metadata = buildMetadata(pageMeta.terms)

export default function TerminiCondizioniPage() {
  return (
    <>
      <Breadcrumbs trail={[routes.terms]} />
      <Hero content={termsPage.hero} />
      <CtaSection content={termsPage.cta} />
    </>
  )
}
