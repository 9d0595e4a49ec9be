/**
 * The route registry: the one list of the site's pages. The navbar, the footer,
 * the sitemap, the request layer and the tests all read it. It imports nothing: content
 * files link to its paths, so it must not depend on them (every concrete path, with one per
 * product, is in lib/seo/page-paths.ts).
 */
export interface RouteEntry {
  path: string
  label: string
  /** Short line shown under the entry in the services menu. */
  description?: string
  /** Its form also posts to the page itself, for browsers without JavaScript (a Server Action): it answers POST. */
  takesFormPost?: boolean
}

export const routes = {
  home: { path: '/', label: 'Home' },
  products: { path: '/products', label: 'Prodotti' },
  softwarePmi: {
    path: '/software-pmi',
    label: 'Software PMI',
    description: 'Soluzioni software per piccole e medie imprese',
  },
  developers: {
    path: '/developers',
    label: 'Sviluppatori',
    description: 'Un team di sviluppo dedicato al tuo progetto',
  },
  aiAgents: { path: '/ai-agents', label: 'Agenti AI', description: 'Agenti intelligenti che lavorano per te' },
  chatbots: { path: '/chatbots', label: 'Chatbot AI', description: 'Assistenti virtuali attivi giorno e notte' },
  growthPlans: { path: '/growth-plans', label: 'Piani di Crescita', description: 'Strategia di business e marketing' },
  localAi: {
    path: '/assistenti-ai-locale',
    label: 'Assistenti AI in Locale',
    description: 'AI privata e sicura sul tuo PC',
  },
  community: { path: '/community', label: 'Community' },
  contact: { path: '/contact', label: 'Contatti', takesFormPost: true },
  terms: { path: '/TerminiCondizioni', label: 'Termini e Condizioni' },
  privacy: { path: '/PrivacyPolicy', label: 'Privacy Policy' },
  about: { path: '/about', label: 'Chi siamo' },
} as const satisfies Record<string, RouteEntry>

export type RouteKey = keyof typeof routes

export function productPath(slug: string): string {
  return `${routes.products.path}/${slug}`
}

/** The "Servizi" menu: a menu, not a page. */
export const servicesMenu = {
  label: 'Servizi',
  title: 'I nostri servizi',
  groups: [
    { title: 'Sviluppo', items: [routes.softwarePmi, routes.developers] },
    { title: 'Intelligenza Artificiale', items: [routes.aiAgents, routes.chatbots] },
    {
      title: 'Consulenza',
      items: [
        routes.growthPlans,
        routes.localAi,
        { path: routes.contact.path, label: 'Consulenza', description: 'Parla con un esperto, senza impegno' },
      ],
    },
  ],
} as const satisfies {
  label: string
  title: string
  groups: readonly { title: string; items: readonly RouteEntry[] }[]
}

/** The service pages: "Servizi" is highlighted on any of them. */
export const servicePaths: readonly string[] = [
  routes.softwarePmi.path,
  routes.developers.path,
  routes.aiAgents.path,
  routes.chatbots.path,
  routes.growthPlans.path,
  routes.localAi.path,
]

export type MainNavItem = RouteEntry | 'services'

export const mainNav: readonly MainNavItem[] = [
  routes.home,
  routes.products,
  'services',
  routes.community,
  routes.contact,
]

/** Paths that exist only as redirects (kept because old links and the footer use them). */
export const legacyPaths = {
  services: { path: '/services', label: 'Servizi', target: routes.softwarePmi.path },
} as const

/** Old /services/<page> addresses, each redirected permanently to /<page>. */
export const servicesPrefixedPaths: readonly string[] = [...servicePaths, routes.community.path]

export const footerLinks: readonly RouteEntry[] = [
  routes.home,
  legacyPaths.services,
  routes.aiAgents,
  routes.chatbots,
  routes.developers,
  routes.about,
  routes.privacy,
  routes.terms,
]
