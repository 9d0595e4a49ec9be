import { relatedProducts } from '@/content/pages/products'
import { softwarePmiPage } from '@/content/pages/software-pmi'
import { productsForService, RelatedProducts } from '@/components/products/related-products'
import { BreadcrumbJsonLd } from '@/components/seo/breadcrumb-json-ld'
import { CheckList } from '@/components/sections/check-list'
import { CtaSection } from '@/components/sections/cta-section'
import { FeatureGridSection } from '@/components/sections/feature-grid'
import { Hero } from '@/components/sections/hero'
import { Section } from '@/components/sections/section'
import { StepList } from '@/components/sections/step-list'
import { pageMetadata } from '@/lib/seo/metadata'
import { routes } from '@/lib/routes'

export const metadata = pageMetadata('softwarePmi')

export default function SoftwarePmiPage() {
  const { hero, services, benefits, values, process, cta } = softwarePmiPage
  return (
    <>
      <BreadcrumbJsonLd trail={[routes.softwarePmi]} />
      <Hero content={hero} />
      <FeatureGridSection id="servizi" content={services} columns={4} />
      <Section id="vantaggi" intro={benefits}>
        <CheckList items={benefits.items} />
      </Section>
      <FeatureGridSection id="principi" content={values} />
      <Section id="processo" intro={process}>
        <StepList steps={process.steps} />
      </Section>
      <RelatedProducts intro={relatedProducts.onServicePage} products={productsForService('softwarePmi')} />
      <CtaSection content={cta} />
    </>
  )
}
