import { contactPage } from '@/content/pages/contact'
import { Breadcrumbs } from '@/components/seo/breadcrumbs'
import { CtaSection } from '@/components/sections/cta-section'
import { Hero } from '@/components/sections/hero'
import { buildMetadata } from '@/lib/metadata'
import { routes } from '@/lib/routes'
import { pageMeta } from '@/content/page-meta'

export const metadata = buildMetadata(pageMeta.contact)

export default function ContactPage() {
  return (
    <>
      <Breadcrumbs trail={[routes.contact]} />
      <Hero content={contactPage.hero} />
      <CtaSection content={contactPage.cta} />
    </>
  )
}
