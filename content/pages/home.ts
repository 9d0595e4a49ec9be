import { legacyPaths, routes } from '@/lib/routes'
import type { PageIntro } from '@/content/types'

export const homePage = {
  hero: {
    eyebrow: 'Software e intelligenza artificiale per le imprese',
    title: 'Oltre il codice, verso l’innovazione',
    highlight: 'verso l’innovazione',
    subtitle:
      'Progettiamo gestionali, web app, agenti AI e chatbot su misura per piccole e medie imprese, e-commerce e professionisti. Tecnologia che lavora per te, spiegata in italiano chiaro.',
    actions: [
      { label: 'Inizia Ora', href: routes.contact.path },
      { label: 'Contattaci', href: routes.contact.path, variant: 'secondary' },
      { label: 'Esplora Soluzioni', href: legacyPaths.services.path, variant: 'secondary' },
    ],
  },
  cta: {
    title: 'Hai un’idea? Trasformiamola in un progetto concreto',
    text: 'In una consulenza gratuita di 30 minuti analizziamo il tuo processo, individuiamo cosa automatizzare e ti diciamo con franchezza quanto costa e quanto ti fa risparmiare.',
    actions: [
      { label: 'Prenota la consulenza gratuita', href: routes.contact.path },
      { label: 'Scopri i prodotti', href: routes.products.path, variant: 'secondary' },
    ],
  },
} as const satisfies PageIntro
