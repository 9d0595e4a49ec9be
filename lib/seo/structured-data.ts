/** schema.org JSON-LD built from the same content the pages show. */
import { agency } from '@/content/agency'
import type { Faq } from '@/content/faqs'
import type { Product } from '@/content/products'
import { absoluteUrl, shareCardPath } from '@/lib/seo/metadata'
import { productPath, routes } from '@/lib/routes'

export type JsonLd = Record<string, unknown>

export function organizationJsonLd(): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'ProfessionalService',
    '@id': absoluteUrl('/#organization'),
    name: agency.name,
    legalName: agency.legalName,
    description: agency.description,
    url: absoluteUrl('/'),
    logo: absoluteUrl(agency.logo),
    image: absoluteUrl(agency.logo),
    email: agency.email,
    vatID: agency.vatNumber,
    address: {
      '@type': 'PostalAddress',
      streetAddress: agency.address.street,
      postalCode: agency.address.postalCode,
      addressLocality: agency.address.city,
      addressRegion: agency.address.region,
      addressCountry: agency.address.country,
    },
    openingHoursSpecification: {
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
      opens: '09:00',
      closes: '18:00',
    },
    areaServed: 'IT',
    sameAs: Object.values(agency.social).map((profile) => profile.url),
  }
}

/** Home › … › the page itself; every step a real address. */
export function breadcrumbJsonLd(trail: readonly { label: string; path: string }[]): JsonLd {
  const steps = [{ label: routes.home.label, path: routes.home.path }, ...trail]
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: steps.map((step, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: step.label,
      item: absoluteUrl(step.path),
    })),
  }
}

/**
 * A product page as a schema.org Service offered by the agency. Not a Product: Google requires
 * a Product to carry offers, a rating or reviews, and a product that is coming soon has no price
 * and no reviews to state truthfully. A Service needs neither.
 */
export function productJsonLd(product: Product): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name: product.name,
    description: product.longDescription,
    url: absoluteUrl(productPath(product.slug)),
    image: absoluteUrl(product.image ?? shareCardPath(productPath(product.slug))),
    serviceType: product.tags[0],
    keywords: product.tags.join(', '),
    provider: { '@id': absoluteUrl('/#organization') },
    brand: { '@type': 'Brand', name: agency.name },
  }
}

/** Questions and answers as a schema.org FAQPage, from the same entries the page lists. */
export function faqJsonLd(faqs: readonly Pick<Faq, 'question' | 'answer'>[]): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: faqs.map((faq) => ({
      '@type': 'Question',
      name: faq.question,
      acceptedAnswer: { '@type': 'Answer', text: faq.answer },
    })),
  }
}

/** The About page: an AboutPage whose subject is the organisation, described in full. */
export function aboutPageJsonLd(page: { title: string; description: string; path: string }): JsonLd {
  const { '@context': context, ...organization } = organizationJsonLd()
  return {
    '@context': context,
    '@type': 'AboutPage',
    name: page.title,
    description: page.description,
    url: absoluteUrl(page.path),
    inLanguage: 'it-IT',
    about: { '@id': organization['@id'] },
    mainEntity: organization,
  }
}
