import type { Product } from '@/content/products'

/** The catalogue search: a case-insensitive substring of the name, the description or any tag. An empty query matches all. */
export function matchesQuery(product: Pick<Product, 'name' | 'description' | 'tags'>, query: string): boolean {
  const needle = query.trim().toLocaleLowerCase('it')
  if (!needle) return true
  return [product.name, product.description, ...product.tags].some((text) =>
    text.toLocaleLowerCase('it').includes(needle),
  )
}

export function filterProducts<T extends Pick<Product, 'name' | 'description' | 'tags'>>(
  products: readonly T[],
  query: string,
): T[] {
  return products.filter((product) => matchesQuery(product, query))
}

/** A card shows at most `max` tags and counts the rest as "+N". */
export function visibleTags(tags: readonly string[], max = 3): { shown: readonly string[]; hidden: number } {
  return { shown: tags.slice(0, max), hidden: Math.max(0, tags.length - max) }
}

export const isAvailable = (product: Pick<Product, 'status'>) => product.status === 'available'
