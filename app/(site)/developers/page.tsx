import { developersPage } from '@/content/pages/developers'
import { team } from '@/content/team'
import { BreadcrumbJsonLd } from '@/components/seo/breadcrumb-json-ld'
import { CheckList } from '@/components/sections/check-list'
import { CtaSection } from '@/components/sections/cta-section'
import { FeatureGridSection } from '@/components/sections/feature-grid'
import { Hero } from '@/components/sections/hero'
import { Section } from '@/components/sections/section'
import { TeamGrid } from '@/components/sections/team-grid'
import { pageMetadata } from '@/lib/seo/metadata'
import { routes } from '@/lib/routes'

export const metadata = pageMetadata('developers')

export default function DevelopersPage() {
  const { hero, team: teamIntro, benefits, modes, specialisations, cta } = developersPage
  return (
    <>
      <BreadcrumbJsonLd trail={[routes.developers]} />
      <Hero content={hero} />
      <Section id="team" intro={teamIntro}>
        <TeamGrid members={team} labels={{ education: teamIntro.educationLabel, skills: teamIntro.skillsLabel }} />
      </Section>
      <Section id="vantaggi" intro={benefits}>
        <CheckList items={benefits.items} />
      </Section>
      <FeatureGridSection id="collaborazione" content={modes} />
      <FeatureGridSection id="specializzazioni" content={specialisations} />
      <CtaSection content={cta} />
    </>
  )
}
