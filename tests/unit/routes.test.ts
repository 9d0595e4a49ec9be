/** @jest-environment node */
import { describe, expect, it } from '@jest/globals'
import { productSlugs } from '@/content/products'
import { isCurrentPath, isServicePath } from '@/lib/nav'
import { resolveRedirect } from '@/lib/request/redirects'
import { pagePaths } from '@/lib/seo/page-paths'
import { footerLinks, productPath, routes, servicesMenu } from '@/lib/routes'

const staticPages: Record<string, string> = {
  '/': 'Home',
  '/products': 'Prodotti',
  '/software-pmi': 'Software PMI',
  '/ai-agents': 'Agenti AI',
  '/chatbots': 'Chatbot AI',
  '/growth-plans': 'Piani di Crescita',
  '/developers': 'Sviluppatori',
  '/community': 'Community',
  '/contact': 'Contatti',
  '/TerminiCondizioni': 'Termini e Condizioni',
  '/PrivacyPolicy': 'Privacy Policy',
  '/assistenti-ai-locale': 'Assistenti AI in Locale',
  '/about': 'Chi siamo',
}

const movedServicePages = [
  'software-pmi',
  'ai-agents',
  'chatbots',
  'growth-plans',
  'developers',
  'community',
  'assistenti-ai-locale',
]

describe('route registry', () => {
  it('lists exactly the twelve static pages of the spec plus /about, with their Italian labels', () => {
    const registry = Object.fromEntries(Object.values(routes).map((route) => [route.path, route.label]))
    expect(registry).toEqual(staticPages)
    expect(Object.values(routes)).toHaveLength(13)
  })

  it('has no two pages on the same path', () => {
    const paths = Object.values(routes).map((route) => route.path)
    expect(new Set(paths).size).toBe(paths.length)
  })
})

describe('services menu', () => {
  it('has the groups Sviluppo, Intelligenza Artificiale and Consulenza with their entries', () => {
    const menu = servicesMenu.groups.map((group) => ({
      title: group.title,
      items: group.items.map((item) => [item.label, item.path]),
    }))
    expect(menu).toEqual([
      {
        title: 'Sviluppo',
        items: [
          ['Software PMI', '/software-pmi'],
          ['Sviluppatori', '/developers'],
        ],
      },
      {
        title: 'Intelligenza Artificiale',
        items: [
          ['Agenti AI', '/ai-agents'],
          ['Chatbot AI', '/chatbots'],
        ],
      },
      {
        title: 'Consulenza',
        items: [
          ['Piani di Crescita', '/growth-plans'],
          ['Assistenti AI in Locale', '/assistenti-ai-locale'],
          ['Consulenza', '/contact'],
        ],
      },
    ])
    expect(servicesMenu.label).toBe('Servizi')
  })

  it('shows a description under every entry', () => {
    for (const group of servicesMenu.groups) {
      for (const item of group.items) expect(item.description.trim()).not.toBe('')
    }
  })

  it('links only to pages that are served without a redirect', () => {
    for (const group of servicesMenu.groups) {
      for (const item of group.items) expect(resolveRedirect(item.path)).toBeNull()
    }
  })
})

describe('footer links', () => {
  it('are exactly the eight links of the spec, in order', () => {
    expect(footerLinks.map((link) => link.path)).toEqual([
      '/',
      '/services',
      '/ai-agents',
      '/chatbots',
      '/developers',
      '/about',
      '/PrivacyPolicy',
      '/TerminiCondizioni',
    ])
  })

  it('each have a label and end on a real page, at most one redirect away', () => {
    for (const link of footerLinks) {
      expect(link.label.trim()).not.toBe('')
      const decision = resolveRedirect(link.path)
      if (decision) expect(resolveRedirect(decision.destination)).toBeNull()
    }
    expect(resolveRedirect('/services')?.destination).toBe('/software-pmi')
    expect(resolveRedirect('/about')).toBeNull()
  })
})

describe('pagePaths', () => {
  it('lists every static page and one page per product', () => {
    const paths = pagePaths()
    expect(paths).toEqual(expect.arrayContaining(Object.keys(staticPages)))
    for (const slug of productSlugs) expect(paths).toContain(`/products/${slug}`)
    expect(paths).toHaveLength(Object.keys(staticPages).length + productSlugs.length)
    expect(new Set(paths).size).toBe(paths.length)
  })

  it('has products to list', () => {
    expect(productSlugs.length).toBeGreaterThan(0)
  })
})

describe('resolveRedirect', () => {
  it.each(pagePaths())('lets %s through, with or without a trailing slash', (path) => {
    expect(resolveRedirect(path)).toBeNull()
    if (path !== '/') expect(resolveRedirect(`${path}/`)).toBeNull()
  })

  it.each(movedServicePages)('moves /services/%s permanently to /%s', (page) => {
    expect(resolveRedirect(`/services/${page}`)).toEqual({ destination: `/${page}`, status: 308 })
    expect(resolveRedirect(`/services/${page}/`)).toEqual({ destination: `/${page}`, status: 308 })
  })

  it('moves /services permanently to /software-pmi', () => {
    expect(resolveRedirect('/services')).toEqual({ destination: '/software-pmi', status: 308 })
    expect(resolveRedirect('/services/')).toEqual({ destination: '/software-pmi', status: 308 })
  })

  it.each(['/services/unknown', '/services/contact', '/services/products', '/services/software-pmi/extra'])(
    'sends %s temporarily home',
    (path) => {
      expect(resolveRedirect(path)).toEqual({ destination: '/', status: 307 })
    },
  )

  it.each(['/nope', '/about/team', '/chatbots/extra', '/contact/form'])(
    'sends the unknown %s temporarily home',
    (path) => {
      expect(resolveRedirect(path)).toEqual({ destination: '/', status: 307 })
    },
  )

  it.each(['/products/unknown-slug', '/products/unknown-slug/', `/products/${productSlugs[0]}/extra`])(
    'sends the unknown product %s temporarily to /products',
    (path) => {
      expect(resolveRedirect(path)).toEqual({ destination: '/products', status: 307 })
    },
  )

  it.each(['/privacypolicy', '/PRIVACYPOLICY', '/terminicondizioni', '/Chatbots', '/Services/chatbots'])(
    'is case-sensitive: %s is not a page and goes home',
    (path) => {
      expect(resolveRedirect(path)).toEqual({ destination: '/', status: 307 })
    },
  )

  it('never sends a visitor into a chain or a loop: every destination is a page', () => {
    const samples = [
      '/services',
      '/nope',
      '/products/unknown-slug',
      '/privacypolicy',
      ...movedServicePages.map((page) => `/services/${page}`),
    ]
    for (const path of samples) {
      const decision = resolveRedirect(path)
      expect(decision).not.toBeNull()
      expect(decision?.destination).not.toBe(path)
      expect(resolveRedirect(decision?.destination ?? '')).toBeNull()
    }
  })
})

describe('lib/nav', () => {
  it('marks a link current on its own page only', () => {
    expect(isCurrentPath('/', '/')).toBe(true)
    expect(isCurrentPath('/contact', '/contact')).toBe(true)
    expect(isCurrentPath('/contact', '/')).toBe(false)
    expect(isCurrentPath('/', '/contact')).toBe(false)
    expect(isCurrentPath('/chatbots/extra', '/chatbots')).toBe(false)
    expect(isCurrentPath('/community', '/contact')).toBe(false)
  })

  it('marks "Prodotti" current on the catalogue and on every product page', () => {
    expect(isCurrentPath('/products', '/products')).toBe(true)
    for (const slug of productSlugs) expect(isCurrentPath(productPath(slug), '/products')).toBe(true)
    expect(isCurrentPath('/productsfoo', '/products')).toBe(false)
    expect(isCurrentPath('/products', '/')).toBe(false)
  })

  it('highlights "Servizi" on the six service pages and nowhere else', () => {
    for (const path of [
      '/software-pmi',
      '/developers',
      '/ai-agents',
      '/chatbots',
      '/growth-plans',
      '/assistenti-ai-locale',
    ]) {
      expect(isServicePath(path)).toBe(true)
    }
    for (const path of [
      '/',
      '/products',
      '/community',
      '/contact',
      '/PrivacyPolicy',
      '/TerminiCondizioni',
      '/services',
    ]) {
      expect(isServicePath(path)).toBe(false)
    }
  })
})
