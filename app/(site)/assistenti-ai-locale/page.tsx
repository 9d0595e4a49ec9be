import { localAiPage } from '@/content/pages/local-ai'
import { localAiPlans } from '@/content/plans'
import { BreadcrumbJsonLd } from '@/components/seo/breadcrumb-json-ld'
import { CtaSection } from '@/components/sections/cta-section'
import { FeatureGrid } from '@/components/sections/feature-grid'
import { Hero } from '@/components/sections/hero'
import { PlanGrid } from '@/components/sections/plan-card'
import { Section } from '@/components/sections/section'
import { VideoSection } from '@/components/sections/video-section'
import { pageMetadata } from '@/lib/metadata'
import { routes } from '@/lib/routes'

export const metadata = pageMetadata('localAi')

export default function AssistentiAiLocalePage() {
  const { hero, benefits, video, advantages, plans, support, cta } = localAiPage
  return (
    <>
      <BreadcrumbJsonLd trail={[routes.localAi]} />
      <Hero content={hero} />
      <Section id="perche" intro={benefits}>
        <FeatureGrid items={benefits.items} />
      </Section>
      <VideoSection id="video" content={video} />
      <Section id="vantaggi" intro={advantages}>
        <FeatureGrid items={advantages.items} />
      </Section>
      <Section id="piani" intro={plans}>
        <PlanGrid plans={localAiPlans} />
      </Section>
      <Section id="supporto" intro={support}>
        <FeatureGrid items={support.items} />
      </Section>
      <CtaSection content={cta} />
    </>
  )
}
