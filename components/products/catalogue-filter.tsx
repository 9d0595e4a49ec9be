'use client'

import { usePathname, useRouter, useSearchParams } from 'next/navigation'
import { createContext, Suspense, useContext, useEffect, useMemo, useState, type ReactNode } from 'react'
import type { Product } from '@/content/products'
import { filterProducts } from '@/lib/products'
import { buttonClasses } from '@/components/ui/button-styles'
import { noResultsCopy as copy } from '@/content/ui/catalogue'

/** What the search reads of each product. */
type SearchEntry = Pick<Product, 'slug' | 'name' | 'description' | 'tags'>

const MatchContext = createContext<{ matches: ReadonlySet<string> | null; clear: () => void }>({
  matches: null,
  clear: () => {},
})

/** Reads ?q= (it needs its own Suspense boundary, so the catalogue around it stays prerendered). */
function QueryReader({ onQuery }: { onQuery: (query: string) => void }) {
  const query = useSearchParams().get('q') ?? ''
  useEffect(() => onQuery(query), [query, onQuery])
  return null
}

/**
 * Applies the shareable search ?q= to the server-rendered catalogue. The server HTML lists
 * every product; after hydration the items that do not match are hidden.
 */
export function CatalogueFilter({ index, children }: { index: readonly SearchEntry[]; children: ReactNode }) {
  const [query, setQuery] = useState('')
  const router = useRouter()
  const pathname = usePathname()
  const value = useMemo(
    () => ({
      matches: query.trim() ? new Set(filterProducts(index, query).map((entry) => entry.slug)) : null,
      clear: () => router.replace(pathname, { scroll: false }),
    }),
    [index, query, router, pathname],
  )
  return (
    <MatchContext.Provider value={value}>
      <Suspense fallback={null}>
        <QueryReader onQuery={setQuery} />
      </Suspense>
      {children}
      <NoResults />
    </MatchContext.Provider>
  )
}

/** A catalogue entry, hidden when a search is active and it does not match. */
export function FilterItem({ slug, children, className }: { slug: string; children: ReactNode; className?: string }) {
  const { matches } = useContext(MatchContext)
  return (
    <li className={className} hidden={matches !== null && !matches.has(slug)}>
      {children}
    </li>
  )
}

/**
 * A category section, hidden when a search leaves it empty. The first one's top margin goes by
 * first-of-type, not first-child: before hydration the ?q= reader's Suspense marker (a <template>)
 * comes first, and the section's margin, collapsing through its parent's, moved the catalogue 8 px
 * when React removed the marker.
 */
export function FilterGroup({
  slugs,
  children,
  labelledBy,
}: {
  slugs: readonly string[]
  children: ReactNode
  labelledBy: string
}) {
  const { matches } = useContext(MatchContext)
  return (
    <section
      aria-labelledby={labelledBy}
      hidden={matches !== null && !slugs.some((slug) => matches.has(slug))}
      className="mt-14 first-of-type:mt-0"
    >
      {children}
    </section>
  )
}

/** Always in the page as a live region, so screen readers hear when a search finds nothing. */
function NoResults() {
  const { matches, clear } = useContext(MatchContext)
  const empty = matches !== null && matches.size === 0
  return (
    <div role="status">
      {empty && (
        <div className="rounded-2xl border border-dashed border-line px-6 py-14 text-center">
          <p className="text-lg font-semibold">{copy.title}</p>
          <p className="mt-2 text-muted">{copy.hint}</p>
          <button type="button" onClick={clear} className={buttonClasses('primary', 'mt-6')}>
            {copy.showAll}
          </button>
        </div>
      )}
    </div>
  )
}
