import { productsPage } from '@/content/pages/products'
import { Breadcrumbs } from '@/components/seo/breadcrumbs'
import { CtaSection } from '@/components/sections/cta-section'
import { Hero } from '@/components/sections/hero'
import { buildMetadata } from '@/lib/metadata'
import { routes } from '@/lib/routes'
import { pageMeta } from '@/content/page-meta'

export const metadata = buildMetadata(pageMeta.products)

export default function ProductsPage() {
  return (
    <>
      <Breadcrumbs trail={[routes.products]} />
      <Hero content={productsPage.hero} />
      <CtaSection content={productsPage.cta} />
    </>
  )
}
