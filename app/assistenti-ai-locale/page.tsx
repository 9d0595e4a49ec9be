import { localAiPage } from '@/content/pages/local-ai'
import { Breadcrumbs } from '@/components/seo/breadcrumbs'
import { CtaSection } from '@/components/sections/cta-section'
import { Hero } from '@/components/sections/hero'
import { buildMetadata } from '@/lib/metadata'
import { routes } from '@/lib/routes'
import { localAiMeta } from '@/content/local-ai'

export const metadata = buildMetadata(localAiMeta())

export default function AssistentiAiLocalePage() {
  return (
    <>
      <Breadcrumbs trail={[routes.localAi]} />
      <Hero content={localAiPage.hero} />
      <CtaSection content={localAiPage.cta} />
    </>
  )
}
