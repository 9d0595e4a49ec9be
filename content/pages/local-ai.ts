import { routes } from '@/lib/routes'
import type { PageIntro } from '@/content/types'

export const localAiPage = {
  hero: {
    eyebrow: 'Assistenti AI in Locale',
    title: 'Smetti di regalare i tuoi dati sensibili a un chatbot in cloud',
    highlight: 'i tuoi dati sensibili',
    subtitle:
      'Contratti, buste paga, dati dei clienti: tutto ciò che incolli in un chatbot online esce dalla tua azienda. Installiamo sul tuo computer un assistente AI privato, con oltre 50 modelli, che funziona anche senza internet.',
    actions: [
      { label: 'Richiedi consulto GRATUITO', href: routes.contact.path },
      { label: 'Esplora i prodotti', href: routes.products.path, variant: 'secondary' },
    ],
  },
  cta: {
    title: 'La tua AI, sul tuo computer, sotto il tuo controllo',
    text: 'In un consulto gratuito verifichiamo se il tuo PC è adatto, quali modelli ti servono e quale piano conviene. Nessun impegno.',
    actions: [
      { label: 'Richiedi consulto GRATUITO', href: routes.contact.path },
      { label: 'Scopri gli agenti AI', href: routes.aiAgents.path, variant: 'secondary' },
    ],
  },
} as const satisfies PageIntro
