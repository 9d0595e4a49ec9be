import { localAiPage } from '@/content/pages/local-ai'
import { localAiPlans } from '@/content/plans'
import { BreadcrumbJsonLd } from '@/components/seo/breadcrumb-json-ld'
import { CtaSection } from '@/components/sections/cta-section'
import { FeatureGridSection } from '@/components/sections/feature-grid'
import { Hero } from '@/components/sections/hero'
import { PlanGrid } from '@/components/sections/plan-card'
import { Section } from '@/components/sections/section'
import { VideoSection } from '@/components/sections/video-section'
import { pageMetadata } from '@/lib/seo/metadata'
import { routes } from '@/lib/routes'

export const metadata = pageMetadata('localAi')

export default function AssistentiAiLocalePage() {
  const { hero, benefits, video, advantages, plans, support, cta } = localAiPage
  return (
    <>
      <BreadcrumbJsonLd trail={[routes.localAi]} />
      <Hero content={hero} />
      <FeatureGridSection id="perche" content={benefits} />
      <VideoSection id="video" content={video} />
      <FeatureGridSection id="vantaggi" content={advantages} />
      <Section id="piani" intro={plans}>
        <PlanGrid plans={localAiPlans} />
      </Section>
      <FeatureGridSection id="supporto" content={support} />
      <CtaSection content={cta} />
    </>
  )
}
