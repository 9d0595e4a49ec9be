import { renderShareCard } from '@/components/seo/share-card-image'
import { env } from '@/lib/env'
import { shareCardPath } from '@/lib/seo/metadata'
import { allPageEntries } from '@/lib/seo/page-entries'

// One PNG per page, drawn at build time and served as a static file.
export const dynamic = 'force-static'
export const dynamicParams = false

const cards = new Map(allPageEntries().map((entry) => [shareCardPath(entry.path).slice('/og/'.length), entry]))

export function generateStaticParams() {
  return [...cards.keys()].map((image) => ({ image }))
}

export async function GET(_request: Request, { params }: { params: Promise<{ image: string }> }) {
  const entry = cards.get((await params).image)
  if (!entry) return new Response('Not found', { status: 404 })
  return renderShareCard({ title: entry.title, siteUrl: env.siteUrl })
}
