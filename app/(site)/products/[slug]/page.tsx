import type { Metadata } from 'next'
import { redirect } from 'next/navigation'
import { productCta, relatedProducts } from '@/content/pages/products'
import { findProduct, productSlugs } from '@/content/products'
import { ProductDetail } from '@/components/products/product-detail'
import { productsRelatedTo, RelatedProducts } from '@/components/products/related-products'
import { BreadcrumbJsonLd } from '@/components/seo/breadcrumb-json-ld'
import { JsonLd } from '@/components/seo/json-ld'
import { CtaSection } from '@/components/sections/cta-section'
import { buildMetadata, productMetaEntry } from '@/lib/seo/metadata'
import { productPath, routes } from '@/lib/routes'
import { productJsonLd } from '@/lib/seo/structured-data'

export const dynamicParams = false

export function generateStaticParams() {
  return productSlugs.map((slug) => ({ slug }))
}

type Props = { params: Promise<{ slug: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const product = findProduct((await params).slug)
  if (!product) return {}
  return buildMetadata(productMetaEntry(product))
}

export default async function ProductPage({ params }: Props) {
  const product = findProduct((await params).slug)
  if (!product) redirect(routes.products.path)
  return (
    <>
      <BreadcrumbJsonLd trail={[routes.products, { label: product.name, path: productPath(product.slug) }]} />
      <JsonLd data={productJsonLd(product)} />
      <ProductDetail product={product} />
      <RelatedProducts intro={relatedProducts.onProductPage} products={productsRelatedTo(product)} />
      <CtaSection content={productCta} />
    </>
  )
}
