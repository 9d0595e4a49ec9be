import type { Metadata } from 'next'
import { redirect } from 'next/navigation'
import { agency } from '@/content/agency'
import { productCta } from '@/content/pages/products'
import { findProduct, productSlugs } from '@/content/products'
import { ProductDetail } from '@/components/products/product-detail'
import { Breadcrumbs } from '@/components/seo/breadcrumbs'
import { JsonLd } from '@/components/seo/json-ld'
import { CtaSection } from '@/components/sections/cta-section'
import { absoluteUrl, buildMetadata, ogImage } from '@/lib/metadata'
import { productPath, routes } from '@/lib/routes'

export const dynamicParams = false

export function generateStaticParams() {
  return productSlugs.map((slug) => ({ slug }))
}

type Props = { params: Promise<{ slug: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const product = findProduct((await params).slug)
  if (!product) return {}
  return buildMetadata({ title: product.name, description: product.description, keywords: product.tags, path: productPath(product.slug) })
}

export default async function ProductPage({ params }: Props) {
  const product = findProduct((await params).slug)
  if (!product) redirect(routes.products.path)
  return (
    <>
      <Breadcrumbs trail={[routes.products, { label: product.name, path: productPath(product.slug) }]} />
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'Product',
          name: product.name,
          description: product.longDescription,
          url: absoluteUrl(productPath(product.slug)),
          image: absoluteUrl(product.image ?? ogImage.path),
          category: product.tags[0],
          keywords: product.tags.join(', '),
          brand: { '@type': 'Brand', name: agency.name },
        }}
      />
      <ProductDetail product={product} />
      <CtaSection content={productCta} />
    </>
  )
}
