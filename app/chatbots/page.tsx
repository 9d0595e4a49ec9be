import { chatbotsPage } from '@/content/pages/chatbots'
import { Breadcrumbs } from '@/components/seo/breadcrumbs'
import { CtaSection } from '@/components/sections/cta-section'
import { Hero } from '@/components/sections/hero'
import { buildMetadata } from '@/lib/metadata'
import { routes } from '@/lib/routes'
import { pageMeta } from '@/content/page-meta'

export const metadata = buildMetadata(pageMeta.chatbots)

export default function ChatbotsPage() {
  return (
    <>
      <Breadcrumbs trail={[routes.chatbots]} />
      <Hero content={chatbotsPage.hero} />
      <CtaSection content={chatbotsPage.cta} />
    </>
  )
}
