import { homePage } from '@/content/pages/home'
import { pageMeta } from '@/content/page-meta'
import { CtaSection } from '@/components/sections/cta-section'
import { Hero } from '@/components/sections/hero'
import { buildMetadata } from '@/lib/metadata'

export const metadata = buildMetadata(pageMeta.home)

export default function HomePage() {
  return (
    <>
      <Hero content={homePage.hero} />
      <CtaSection content={homePage.cta} />
    </>
  )
}
