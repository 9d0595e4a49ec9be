import { aboutPage } from '@/content/pages/about'
import { pageMeta } from '@/content/page-meta'
import { team } from '@/content/team'
import { technologies } from '@/content/technologies'
import { CompanyFacts } from '@/components/about/company-facts'
import { BreadcrumbJsonLd } from '@/components/seo/breadcrumb-json-ld'
import { JsonLd } from '@/components/seo/json-ld'
import { CtaSection } from '@/components/sections/cta-section'
import { FeatureGridSection } from '@/components/sections/feature-grid'
import { Hero } from '@/components/sections/hero'
import { Prose } from '@/components/sections/prose'
import { Section } from '@/components/sections/section'
import { StepList } from '@/components/sections/step-list'
import { TagList } from '@/components/sections/tag-list'
import { TeamGrid } from '@/components/sections/team-grid'
import { pageMetadata } from '@/lib/seo/metadata'
import { routes } from '@/lib/routes'
import { aboutPageJsonLd } from '@/lib/seo/structured-data'

export const metadata = pageMetadata('about')

export default function AboutPage() {
  const { hero, story, method, values, team: teamIntro, technologies: tools, partners, company, cta } = aboutPage
  return (
    <>
      <BreadcrumbJsonLd trail={[routes.about]} />
      <JsonLd data={aboutPageJsonLd(pageMeta.about)} />
      <Hero content={hero} />
      <Section id="storia" intro={story}>
        <Prose paragraphs={story.paragraphs} />
      </Section>
      <Section id="metodo" intro={method}>
        <StepList steps={method.steps} />
      </Section>
      <FeatureGridSection id="valori" content={values} columns={4} />
      <Section id="team" intro={teamIntro}>
        <TeamGrid members={team} labels={{ education: teamIntro.educationLabel, skills: teamIntro.skillsLabel }} />
      </Section>
      <Section id="tecnologie" intro={tools}>
        <TagList
          tags={technologies.map((technology) => technology.name)}
          label={tools.listLabel}
          className="mx-auto max-w-3xl justify-center"
        />
      </Section>
      <FeatureGridSection id="partner" content={partners} />
      <Section id="societa" intro={company}>
        <CompanyFacts labels={company.labels} />
      </Section>
      <CtaSection content={cta} />
    </>
  )
}
