import { homePage } from '@/content/pages/home'
import { technologies } from '@/content/technologies'
import { CtaSection } from '@/components/sections/cta-section'
import { FeatureGridSection } from '@/components/sections/feature-grid'
import { Hero } from '@/components/sections/hero'
import { LinkCardGroups, LinkCards } from '@/components/sections/link-cards'
import { LogoMarquee } from '@/components/sections/logo-marquee'
import { Section } from '@/components/sections/section'
import { pageMetadata } from '@/lib/seo/metadata'

export const metadata = pageMetadata('home')

export default function HomePage() {
  return (
    <>
      <Hero content={homePage.hero} />
      <LogoMarquee
        title={homePage.technologies.title}
        pauseLabel={homePage.technologies.pauseLabel}
        logos={technologies}
      />
      <FeatureGridSection id="valori" content={homePage.values} />
      <Section id="community" intro={homePage.community}>
        <LinkCards cards={homePage.community.cards} />
      </Section>
      <Section id="servizi" intro={homePage.services}>
        <LinkCardGroups groups={homePage.services.groups} />
      </Section>
      <CtaSection content={homePage.cta} />
    </>
  )
}
