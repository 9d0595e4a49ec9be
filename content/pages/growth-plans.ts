import { routes } from '@/lib/routes'
import type { PageIntro } from '@/content/types'

export const growthPlansPage = {
  hero: {
    eyebrow: 'Piani di Crescita',
    title: 'Un partner per far crescere la tua impresa, ogni mese',
    highlight: 'ogni mese',
    subtitle:
      'Marketing digitale, automazioni, software su misura e consulenza strategica in un unico piano mensile. Scegli il ritmo di crescita che fa per te, a partire da 1.500 € al mese.',
    actions: [
      { label: 'Richiedi Preventivo', href: routes.contact.path },
      { label: 'Esplora Prodotti', href: routes.products.path, variant: 'secondary' },
    ],
  },
  cta: {
    title: 'Non sai quale piano scegliere?',
    text: 'Prenota una consulenza gratuita: analizziamo insieme obiettivi e budget e ti consigliamo il piano giusto, anche se è il più piccolo.',
    actions: [
      { label: 'Prenota una consulenza gratuita', href: routes.contact.path },
      { label: 'Esplora Prodotti', href: routes.products.path, variant: 'secondary' },
    ],
  },
} as const satisfies PageIntro
