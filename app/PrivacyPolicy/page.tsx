import { privacyPage } from '@/content/pages/legal'
import { Breadcrumbs } from '@/components/seo/breadcrumbs'
import { CtaSection } from '@/components/sections/cta-section'
import { Hero } from '@/components/sections/hero'
import { buildMetadata } from '@/lib/metadata'
import { routes } from '@/lib/routes'
import { pageMeta } from '@/content/page-meta'

export const metadata = buildMetadata(pageMeta.privacy)

export default function PrivacyPolicyPage() {
  return (
    <>
      <Breadcrumbs trail={[routes.privacy]} />
      <Hero content={privacyPage.hero} />
      <CtaSection content={privacyPage.cta} />
    </>
  )
}
