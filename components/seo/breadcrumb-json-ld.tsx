import type { RouteEntry } from '@/lib/routes'
import { breadcrumbJsonLd } from '@/lib/seo/structured-data'
import { JsonLd } from './json-ld'

/** Renders nothing visible: the BreadcrumbList JSON-LD of an inner page, Home › …trail. */
export function BreadcrumbJsonLd({ trail }: { trail: readonly Pick<RouteEntry, 'label' | 'path'>[] }) {
  return <JsonLd data={breadcrumbJsonLd(trail)} />
}
