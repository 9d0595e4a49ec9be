import type { RouteEntry } from '@/lib/routes'
import { breadcrumbJsonLd } from '@/lib/structured-data'
import { JsonLd } from './json-ld'

/** BreadcrumbList JSON-LD for an inner page: Home › …trail. */
export function Breadcrumbs({ trail }: { trail: readonly Pick<RouteEntry, 'label' | 'path'>[] }) {
  return <JsonLd data={breadcrumbJsonLd(trail)} />
}
