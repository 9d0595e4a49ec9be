'use client'

import { usePathname, useRouter, useSearchParams } from 'next/navigation'
import { Suspense, useEffect, useMemo, useRef, useState } from 'react'
import type { Product } from '@/content/products'
import { filterProducts } from '@/lib/products'
import { buttonClasses } from '@/components/ui/button-styles'
import { noResultsCopy as copy } from '@/content/ui/catalogue'

/** What the search reads of each product. */
type SearchEntry = Pick<Product, 'slug' | 'name' | 'description' | 'tags'>

/** Reads ?q= (it needs its own Suspense boundary, so the catalogue around it stays prerendered). */
function QueryReader({ onQuery }: { onQuery: (query: string) => void }) {
  const query = useSearchParams().get('q') ?? ''
  useEffect(() => onQuery(query), [query, onQuery])
  return null
}

/**
 * Applies the shareable search ?q= to the server-rendered catalogue around it: hides the cards (data-slug) that
 * do not match and the categories (data-slugs) a search leaves empty. The cards stay server components, out of
 * the client tree; the server HTML lists every product. The live region lets screen readers hear when nothing matches.
 */
export function CatalogueFilter({ index }: { index: readonly SearchEntry[] }) {
  const [query, setQuery] = useState('')
  const router = useRouter()
  const pathname = usePathname()
  const status = useRef<HTMLDivElement>(null)
  const matches = useMemo(
    () => (query.trim() ? new Set(filterProducts(index, query).map((entry) => entry.slug)) : null),
    [index, query],
  )
  useEffect(() => {
    const catalogue = status.current?.closest('section')
    const shown = (slugs: string) => matches === null || slugs.split(' ').some((slug) => matches.has(slug))
    for (const element of catalogue?.querySelectorAll<HTMLElement>('[data-slug], [data-slugs]') ?? [])
      element.hidden = !shown(element.dataset.slug ?? element.dataset.slugs ?? '')
  }, [matches])
  return (
    <>
      <Suspense fallback={null}>
        <QueryReader onQuery={setQuery} />
      </Suspense>
      <div ref={status} role="status">
        {matches?.size === 0 && (
          <div className="rounded-2xl border border-dashed border-line px-6 py-14 text-center">
            <p className="text-lg font-semibold">{copy.title}</p>
            <p className="mt-2 text-muted">{copy.hint}</p>
            <button
              type="button"
              onClick={() => router.replace(pathname, { scroll: false })}
              className={buttonClasses('primary', 'mt-6')}
            >
              {copy.showAll}
            </button>
          </div>
        )}
      </div>
    </>
  )
}
