import { aiAgentsPage } from '@/content/pages/ai-agents'
import { Breadcrumbs } from '@/components/seo/breadcrumbs'
import { CtaSection } from '@/components/sections/cta-section'
import { Hero } from '@/components/sections/hero'
import { buildMetadata } from '@/lib/metadata'
import { routes } from '@/lib/routes'
import { pageMeta } from '@/content/page-meta'

export const metadata = buildMetadata(pageMeta.aiAgents)

export default function AiAgentsPage() {
  return (
    <>
      <Breadcrumbs trail={[routes.aiAgents]} />
      <Hero content={aiAgentsPage.hero} />
      <CtaSection content={aiAgentsPage.cta} />
    </>
  )
}
