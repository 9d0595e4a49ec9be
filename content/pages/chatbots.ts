import { routes } from '@/lib/routes'
import type { PageIntro } from '@/content/types'

export const chatbotsPage = {
  hero: {
    eyebrow: 'Chatbot AI',
    title: 'Un chatbot che risponde come il tuo miglior collaboratore',
    highlight: 'il tuo miglior collaboratore',
    subtitle:
      'Risposte immediate sul sito, su WhatsApp e su Instagram, 24 ore su 24. Il chatbot conosce i tuoi prodotti, raccoglie i contatti e passa la conversazione a una persona quando serve.',
    actions: [
      { label: 'Richiedi una Demo', href: routes.contact.path },
      { label: 'Esplora Soluzioni', href: routes.products.path, variant: 'secondary' },
    ],
  },
  cta: {
    title: 'Prova un chatbot sul tuo business, senza rischi',
    text: 'Consulenza gratuita di 30 minuti, configurazione in 14 giorni e 30 giorni di prova: se il chatbot non porta risultati, non prosegui.',
    actions: [
      { label: 'Richiedi una Demo', href: routes.contact.path },
      { label: 'Esplora Soluzioni', href: routes.products.path, variant: 'secondary' },
    ],
  },
} as const satisfies PageIntro
