import { softwarePmiPage } from '@/content/pages/software-pmi'
import { Breadcrumbs } from '@/components/seo/breadcrumbs'
import { CtaSection } from '@/components/sections/cta-section'
import { Hero } from '@/components/sections/hero'
import { buildMetadata } from '@/lib/metadata'
import { routes } from '@/lib/routes'
import { pageMeta } from '@/content/page-meta'

export const metadata = buildMetadata(pageMeta.softwarePmi)

export default function SoftwarePmiPage() {
  return (
    <>
      <Breadcrumbs trail={[routes.softwarePmi]} />
      <Hero content={softwarePmiPage.hero} />
      <CtaSection content={softwarePmiPage.cta} />
    </>
  )
}
