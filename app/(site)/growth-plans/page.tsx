import { growthPlansPage } from '@/content/pages/growth-plans'
import { comparisonCategories, growthPlans, popularPlanLabel } from '@/content/plans'
import { BreadcrumbJsonLd } from '@/components/seo/breadcrumb-json-ld'
import { ComparisonTable } from '@/components/sections/comparison-table'
import { CtaSection } from '@/components/sections/cta-section'
import { Hero } from '@/components/sections/hero'
import { PlanGrid } from '@/components/sections/plan-card'
import { Section } from '@/components/sections/section'
import { pageMetadata } from '@/lib/seo/metadata'
import { routes } from '@/lib/routes'

export const metadata = pageMetadata('growthPlans')

export default function GrowthPlansPage() {
  const { hero, plans, comparison, cta } = growthPlansPage
  return (
    <>
      <BreadcrumbJsonLd trail={[routes.growthPlans]} />
      <Hero content={hero} />
      <Section id="piani" intro={plans}>
        <PlanGrid plans={growthPlans} popularLabel={popularPlanLabel} />
      </Section>
      <Section id="confronto" intro={comparison}>
        <ComparisonTable
          caption={comparison.caption}
          featureHeader={comparison.featureHeader}
          columns={growthPlans.map((plan) => ({ key: plan.id, label: plan.title }))}
          categories={comparisonCategories}
        />
      </Section>
      <CtaSection content={cta} />
    </>
  )
}
