import { describe, expect, it } from '@jest/globals'
import { categories, findProduct, normalizeStatus, products, productSlugs } from '@/content/products'
import { filterProducts, isAvailable, matchesQuery, visibleTags } from '@/lib/products'

const sample = [
  {
    slug: 'a',
    name: 'Chatbot per WhatsApp',
    description: 'Risponde ai clienti',
    tags: ['Prenotazioni', 'Multilingua'],
  },
  { slug: 'b', name: 'Autoblog AI', description: 'Articoli ottimizzati SEO per WordPress', tags: ['Contenuti'] },
  { slug: 'c', name: 'Stock Manager', description: 'Magazzino di hotel', tags: ['Ristoranti', 'Previsioni'] },
]
const slugs = (query: string) => filterProducts(sample, query).map((product) => product.slug)

describe('catalogue search', () => {
  it('matches a substring of the name, ignoring case', () => {
    expect(slugs('whatsapp')).toEqual(['a'])
    expect(slugs('AUTOBLOG')).toEqual(['b'])
    expect(slugs('tbot')).toEqual(['a'])
  })

  it('matches the description and the tags', () => {
    expect(slugs('wordpress')).toEqual(['b'])
    expect(slugs('hotel')).toEqual(['c'])
    expect(slugs('ristoranti')).toEqual(['c'])
    expect(slugs('multiling')).toEqual(['a'])
  })

  it('an empty or blank query matches every product; surrounding spaces are ignored', () => {
    expect(slugs('')).toEqual(['a', 'b', 'c'])
    expect(slugs('   ')).toEqual(['a', 'b', 'c'])
    expect(slugs('  seo ')).toEqual(['b'])
  })

  it('a query found nowhere matches nothing', () => {
    expect(slugs('blockchain')).toEqual([])
    expect(matchesQuery(sample[0], 'seo')).toBe(false)
  })

  it('finds the real products by what a visitor would type', () => {
    expect(filterProducts(products, 'instagram').map((product) => product.slug)).toEqual(['dm-chatbot-instagram'])
    expect(filterProducts(products, 'ristoranti').map((product) => product.slug)).toEqual(['ai-stock-manager'])
  })
})

describe('card tags', () => {
  it('shows at most three tags and counts the rest', () => {
    expect(visibleTags(['a', 'b', 'c', 'd', 'e'])).toEqual({ shown: ['a', 'b', 'c'], hidden: 2 })
    expect(visibleTags(['a', 'b', 'c'])).toEqual({ shown: ['a', 'b', 'c'], hidden: 0 })
    expect(visibleTags(['a'])).toEqual({ shown: ['a'], hidden: 0 })
    expect(visibleTags([])).toEqual({ shown: [], hidden: 0 })
  })
})

describe('product status', () => {
  it('reads the legacy spelling "coming soon" as coming-soon', () => {
    expect(normalizeStatus('coming soon')).toBe('coming-soon')
    expect(normalizeStatus('coming-soon')).toBe('coming-soon')
    expect(normalizeStatus('available')).toBe('available')
  })

  it('only an available product counts as available', () => {
    expect(isAvailable({ status: 'available' })).toBe(true)
    expect(isAvailable({ status: 'coming-soon' })).toBe(false)
  })

  it('every product of the catalogue is normalised and, today, coming soon', () => {
    for (const product of products) expect(product.status).toBe('coming-soon')
    expect(findProduct('dm-chatbot-whatsapp')?.status).toBe('coming-soon')
  })
})

describe('catalogue content', () => {
  it('has the two categories with the six products of the spec', () => {
    expect(categories.map((category) => [category.id, category.name])).toEqual([
      ['ai-assistants', 'Agenti e Chatbot AI'],
      ['automation', 'Automazioni'],
    ])
    expect(products.map((product) => [product.id, product.slug])).toEqual([
      [1, 'segretario-ai-telegram'],
      [7, 'dm-chatbot-instagram'],
      [9, 'dm-chatbot-whatsapp'],
      [2, 'wordpress-autoblog-ai'],
      [3, 'lead-generation-google-maps'],
      [6, 'ai-stock-manager'],
    ])
    expect(new Set(productSlugs).size).toBe(products.length)
  })

  it('every product has real copy: descriptions, 4+ features, 3+ benefits, tags, an empty price', () => {
    for (const product of products) {
      expect(product.description.length).toBeGreaterThan(40)
      expect(product.longDescription.length).toBeGreaterThan(product.description.length)
      expect(product.features.length).toBeGreaterThanOrEqual(4)
      expect(product.benefits.length).toBeGreaterThanOrEqual(3)
      expect(product.tags.length).toBeGreaterThan(0)
      expect(product.price).toBe('')
    }
  })

  it('the one-time products are the autoblog and the stock manager', () => {
    expect(products.filter((product) => product.forever).map((product) => product.slug)).toEqual([
      'wordpress-autoblog-ai',
      'ai-stock-manager',
    ])
  })
})
