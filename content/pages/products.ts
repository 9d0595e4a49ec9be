import { routes } from '@/lib/routes'
import type { CtaContent, PageIntro, SectionIntro } from '@/content/types'

export const productsPage = {
  hero: {
    eyebrow: 'Catalogo prodotti',
    title: 'Soluzioni AI pronte da mettere al lavoro',
    highlight: 'pronte da mettere al lavoro',
    subtitle:
      'Chatbot per i social, assistenti personali e automazioni che fanno risparmiare ore ogni settimana. Ogni prodotto si attiva in pochi giorni e si adatta alla tua attività.',
    actions: [
      { label: 'Richiedi informazioni', href: routes.contact.path },
      { label: 'Software su misura', href: routes.softwarePmi.path, variant: 'secondary' },
    ],
  },
  cta: {
    title: 'Non trovi quello che cerchi?',
    text: 'Se nessun prodotto del catalogo fa al caso tuo, lo costruiamo noi: raccontaci il problema e ti proponiamo una soluzione su misura.',
    actions: [
      { label: 'Parliamone insieme', href: routes.contact.path },
      { label: 'Software su misura per PMI', href: routes.softwarePmi.path, variant: 'secondary' },
    ],
  },
} as const satisfies PageIntro

/** The fixed words of a product page around the product's own texts. */
export const productDetailCopy = {
  back: 'Torna ai prodotti',
  bestSeller: 'Più Venduto',
  forever: 'Compra una volta, tuo per sempre',
  contact: 'Contattaci',
  comingSoon: 'Prossimamente Disponibile',
  askInfo: 'Chiedi informazioni',
  previewAlt: (name: string) => `Anteprima di ${name}`,
  previewComingSoon: 'Anteprima Coming Soon',
  howItWorks: 'Come funziona',
  tagsLabel: 'Tag',
  features: 'Caratteristiche Principali',
  benefits: 'Benefici Chiave',
}

/** The fixed words of a catalogue card. */
export const productCardCopy = {
  comingSoon: 'Prossimamente',
  tagsLabel: 'Tag',
  moreTags: (count: number) => `e altri ${count} tag`,
}

/** The catalogue's name and the product marks, with the meaning its legend gives them. */
export const catalogueLabel = 'Catalogo prodotti'
export const productFlagsLabel = 'Caratteristiche dell’offerta'
export const productFlagTexts = {
  featured: { label: 'Popolare', meaning: 'il più scelto dai clienti' },
  forever: { label: 'Forever', meaning: 'acquisto una tantum' },
  subscription: { label: 'Abbonamento', meaning: 'canone mensile' },
  customSetup: { label: 'Setup Personalizzato', meaning: 'personalizzabile con costo aggiuntivo' },
}

/** The closing call to action of every product page. */
export const productCta: CtaContent = {
  title: 'Vuoi essere tra i primi a usarlo?',
  text: 'Scrivici: ti avvisiamo appena il prodotto è disponibile e, se ti serve prima, valutiamo insieme una versione su misura per la tua azienda.',
  actions: [
    { label: 'Contattaci', href: routes.contact.path },
    { label: 'Torna al catalogo', href: routes.products.path, variant: 'secondary' },
  ],
}

/** The block that links a page to related products: each product page, and the service pages that match. */
export const relatedProducts = {
  onProductPage: {
    eyebrow: 'Catalogo',
    title: 'Prodotti correlati',
    intro: 'Altri strumenti della stessa famiglia, pronti da affiancare a questo.',
  },
  onServicePage: {
    eyebrow: 'Prodotti',
    title: 'Prodotti pronti all’uso',
    intro: 'Se ti serve una soluzione già fatta, questi prodotti del catalogo fanno al caso tuo.',
  },
  hint: 'Scopri il prodotto',
  /** Service page → the products that do that job (slugs of content/products.ts). */
  byService: {
    chatbots: ['dm-chatbot-instagram', 'dm-chatbot-whatsapp'],
    aiAgents: ['segretario-ai-telegram'],
    softwarePmi: ['wordpress-autoblog-ai', 'lead-generation-google-maps', 'ai-stock-manager'],
  },
} as const satisfies {
  onProductPage: SectionIntro
  onServicePage: SectionIntro
  hint: string
  byService: Record<string, readonly string[]>
}
