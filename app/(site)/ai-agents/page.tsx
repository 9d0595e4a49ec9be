import { agentDemo, aiAgentsPage, aiAgentsSections } from '@/content/pages/ai-agents'
import { relatedProducts } from '@/content/pages/products'
import { Integrations } from '@/components/ai-agents/integrations'
import { TypingDemoOnIntent } from '@/components/islands/islands'
import { productsForService, RelatedProducts } from '@/components/products/related-products'
import { BreadcrumbJsonLd } from '@/components/seo/breadcrumb-json-ld'
import { CheckList } from '@/components/sections/check-list'
import { CtaSection } from '@/components/sections/cta-section'
import { FeatureGridSection } from '@/components/sections/feature-grid'
import { Hero } from '@/components/sections/hero'
import { Section } from '@/components/sections/section'
import { pageMetadata } from '@/lib/seo/metadata'
import { routes } from '@/lib/routes'

export const metadata = pageMetadata('aiAgents')

export default function AiAgentsPage() {
  const { interface: ui, backends, integrable, reasons, integrations } = aiAgentsSections
  return (
    <>
      <BreadcrumbJsonLd trail={[routes.aiAgents]} />
      <Hero
        content={aiAgentsPage.hero}
        aside={<TypingDemoOnIntent title={agentDemo.title} messages={agentDemo.messages} />}
      />
      <FeatureGridSection id="interfaccia" content={ui} columns={2} />
      <FeatureGridSection id="backend" content={backends} />
      <FeatureGridSection id="integrazione" content={integrable} />
      <Section id="perche" intro={reasons}>
        <CheckList items={reasons.items} />
      </Section>
      <Section id="integrazioni" intro={integrations}>
        <Integrations />
      </Section>
      <RelatedProducts intro={relatedProducts.onServicePage} products={productsForService('aiAgents')} />
      <CtaSection content={aiAgentsPage.cta} />
    </>
  )
}
