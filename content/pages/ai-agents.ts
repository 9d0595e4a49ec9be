import { routes } from '@/lib/routes'
import type { PageIntro } from '@/content/types'

export const aiAgentsPage = {
  hero: {
    eyebrow: 'Agenti AI',
    title: 'Agenti AI che lavorano nei tuoi strumenti, giorno e notte',
    highlight: 'giorno e notte',
    subtitle:
      'Un agente AI legge e-mail e documenti, aggiorna il CRM, prenota appuntamenti e prepara report al posto tuo. Si collega a oltre 10.000 app e impara le regole della tua azienda.',
    actions: [
      { label: 'Richiedi Demo', href: routes.contact.path },
      { label: 'Scopri i prodotti', href: routes.products.path, variant: 'secondary' },
    ],
  },
  cta: {
    title: 'Quale attività ripetitiva vorresti non fare più?',
    text: 'Dicci quale processo ti porta via più tempo: in una demo gratuita ti mostriamo un agente che lo svolge sui tuoi dati di esempio.',
    actions: [
      { label: 'Richiedi una demo gratuita', href: routes.contact.path },
      { label: 'Guarda il catalogo', href: routes.products.path, variant: 'secondary' },
    ],
  },
} as const satisfies PageIntro
