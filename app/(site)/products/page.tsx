import { faqIntros, productFaqs } from '@/content/faqs'
import { productsPage } from '@/content/pages/products'
import { Catalogue } from '@/components/products/catalogue'
import { BreadcrumbJsonLd } from '@/components/seo/breadcrumb-json-ld'
import { CtaSection } from '@/components/sections/cta-section'
import { FaqSection } from '@/components/sections/faq-section'
import { Hero } from '@/components/sections/hero'
import { pageMetadata } from '@/lib/seo/metadata'
import { routes } from '@/lib/routes'

export const metadata = pageMetadata('products')

export default function ProductsPage() {
  return (
    <>
      <BreadcrumbJsonLd trail={[routes.products]} />
      <Hero content={productsPage.hero} />
      <Catalogue />
      <FaqSection {...faqIntros.products} faqs={productFaqs} shown={4} />
      <CtaSection content={productsPage.cta} />
    </>
  )
}
