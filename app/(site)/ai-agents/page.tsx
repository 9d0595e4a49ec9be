import { agentDemo, aiAgentsPage, aiAgentsSections } from '@/content/pages/ai-agents'
import { relatedProducts } from '@/content/pages/products'
import { Integrations } from '@/components/ai-agents/integrations'
import { TypingDemo } from '@/components/demos/typing-demo'
import { productsForService, RelatedProducts } from '@/components/products/related-products'
import { BreadcrumbJsonLd } from '@/components/seo/breadcrumb-json-ld'
import { CheckList } from '@/components/sections/check-list'
import { CtaSection } from '@/components/sections/cta-section'
import { FeatureGrid } from '@/components/sections/feature-grid'
import { Hero } from '@/components/sections/hero'
import { Section } from '@/components/sections/section'
import { pageMetadata } from '@/lib/metadata'
import { routes } from '@/lib/routes'

export const metadata = pageMetadata('aiAgents')

export default function AiAgentsPage() {
  const { interface: ui, backends, integrable, reasons, integrations } = aiAgentsSections
  return (
    <>
      <BreadcrumbJsonLd trail={[routes.aiAgents]} />
      <Hero content={aiAgentsPage.hero} aside={<TypingDemo title={agentDemo.title} messages={agentDemo.messages} />} />
      <Section id="interfaccia" intro={ui}>
        <FeatureGrid items={ui.items} columns={2} />
      </Section>
      <Section id="backend" intro={backends}>
        <FeatureGrid items={backends.items} />
      </Section>
      <Section id="integrazione" intro={integrable}>
        <FeatureGrid items={integrable.items} />
      </Section>
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
