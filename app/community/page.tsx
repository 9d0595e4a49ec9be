import { communityPage } from '@/content/pages/community'
import { Breadcrumbs } from '@/components/seo/breadcrumbs'
import { CtaSection } from '@/components/sections/cta-section'
import { Hero } from '@/components/sections/hero'
import { buildMetadata } from '@/lib/metadata'
import { routes } from '@/lib/routes'
import { pageMeta } from '@/content/page-meta'

export const metadata = buildMetadata(pageMeta.community)

export default function CommunityPage() {
  return (
    <>
      <Breadcrumbs trail={[routes.community]} />
      <Hero content={communityPage.hero} />
      <CtaSection content={communityPage.cta} />
    </>
  )
}
