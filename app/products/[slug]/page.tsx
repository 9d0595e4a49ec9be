import type { Metadata } from 'next'
import { redirect } from 'next/navigation'
import { productCta } from '@/content/pages/products'
import { findProductSummary, productSlugs } from '@/content/products'
import { Breadcrumbs } from '@/components/seo/breadcrumbs'
import { CtaSection } from '@/components/sections/cta-section'
import { Hero } from '@/components/sections/hero'
import { buildMetadata } from '@/lib/metadata'
import { productPath, routes } from '@/lib/routes'

export const dynamicParams = false

export function generateStaticParams() {
  return productSlugs.map((slug) => ({ slug }))
}

type Props = { params: Promise<{ slug: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const product = findProductSummary((await params).slug)
  if (!product) return {}
  return buildMetadata({ title: product.name, description: product.description, keywords: [product.name, 'prodotto AI'], path: productPath(product.slug) })
}

export default async function ProductPage({ params }: Props) {
  const product = findProductSummary((await params).slug)
  if (!product) redirect(routes.products.path)
  return (
    <>
      <Breadcrumbs trail={[routes.products, { label: product.name, path: productPath(product.slug) }]} />
      <Hero
        content={{
          eyebrow: 'Prossimamente',
          title: product.name,
          subtitle: product.description,
          actions: [{ label: 'Torna ai prodotti', href: routes.products.path, variant: 'secondary' }],
        }}
      />
      <CtaSection content={productCta} />
    </>
  )
}
