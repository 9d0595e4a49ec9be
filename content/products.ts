/**
 * The product catalogue: a fixed list, not fetched. Every product is still coming
 * soon; a product becomes clickable the day its status turns 'available'.
 */
export type ProductStatus = 'available' | 'coming-soon'

export interface ProductSummary {
  id: number
  slug: string
  name: string
  description: string
  categoryId: 'ai-assistants' | 'automation'
}

export const productSummaries: readonly ProductSummary[] = [
  {
    id: 1,
    slug: 'segretario-ai-telegram',
    name: 'Segretario AI su Telegram',
    description: 'Un assistente personale su Telegram che organizza agenda, promemoria e appunti al posto tuo.',
    categoryId: 'ai-assistants',
  },
  {
    id: 7,
    slug: 'dm-chatbot-instagram',
    name: 'Chatbot DM per Instagram',
    description: 'Risponde ai messaggi diretti di Instagram in pochi secondi, anche di notte, e raccoglie i contatti.',
    categoryId: 'ai-assistants',
  },
  {
    id: 9,
    slug: 'dm-chatbot-whatsapp',
    name: 'Chatbot per WhatsApp',
    description: 'Gestisce le conversazioni WhatsApp dei clienti: domande frequenti, prenotazioni e ordini.',
    categoryId: 'ai-assistants',
  },
  {
    id: 2,
    slug: 'wordpress-autoblog-ai',
    name: 'Autoblog AI per WordPress',
    description: 'Scrive e pubblica articoli ottimizzati SEO sul tuo sito WordPress, in più lingue.',
    categoryId: 'automation',
  },
  {
    id: 3,
    slug: 'lead-generation-google-maps',
    name: 'Lead Generation da Google Maps',
    description: 'Trova aziende del tuo settore su Google Maps e ne recupera i contatti e-mail verificati.',
    categoryId: 'automation',
  },
  {
    id: 6,
    slug: 'ai-stock-manager',
    name: 'AI Stock Manager',
    description: 'Tiene sotto controllo il magazzino di hotel e ristoranti e prevede quando riordinare.',
    categoryId: 'automation',
  },
]

export const productSlugs = productSummaries.map((product) => product.slug)

export function findProductSummary(slug: string): ProductSummary | undefined {
  return productSummaries.find((product) => product.slug === slug)
}
