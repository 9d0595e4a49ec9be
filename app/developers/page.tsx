import { developersPage } from '@/content/pages/developers'
import { Breadcrumbs } from '@/components/seo/breadcrumbs'
import { CtaSection } from '@/components/sections/cta-section'
import { Hero } from '@/components/sections/hero'
import { buildMetadata } from '@/lib/metadata'
import { routes } from '@/lib/routes'
import { pageMeta } from '@/content/page-meta'

export const metadata = buildMetadata(pageMeta.developers)

export default function DevelopersPage() {
  return (
    <>
      <Breadcrumbs trail={[routes.developers]} />
      <Hero content={developersPage.hero} />
      <CtaSection content={developersPage.cta} />
    </>
  )
}
