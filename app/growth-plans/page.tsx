import { growthPlansPage } from '@/content/pages/growth-plans'
import { Breadcrumbs } from '@/components/seo/breadcrumbs'
import { CtaSection } from '@/components/sections/cta-section'
import { Hero } from '@/components/sections/hero'
import { buildMetadata } from '@/lib/metadata'
import { routes } from '@/lib/routes'
import { pageMeta } from '@/content/page-meta'

export const metadata = buildMetadata(pageMeta.growthPlans)

export default function GrowthPlansPage() {
  return (
    <>
      <Breadcrumbs trail={[routes.growthPlans]} />
      <Hero content={growthPlansPage.hero} />
      <CtaSection content={growthPlansPage.cta} />
    </>
  )
}
