import { agency } from '@/content/agency'
import { routes } from '@/lib/routes'
import type { PageIntro } from '@/content/types'

export const contactPage = {
  hero: {
    eyebrow: 'Contatti',
    title: 'Parliamo del tuo progetto',
    highlight: 'del tuo progetto',
    subtitle:
      'Consulenza gratuita, demo o preventivo: scrivici e ti rispondiamo entro un giorno lavorativo. Se preferisci, prenota direttamente una videochiamata di 30 minuti.',
    actions: [
      { label: 'Scrivici una e-mail', href: `mailto:${agency.email}` },
      { label: 'Prenota una consulenza', href: agency.bookingUrl, variant: 'secondary' },
    ],
  },
  cta: {
    title: 'Vuoi prima farti un’idea?',
    text: 'Sfoglia il catalogo dei prodotti pronti o scopri come lavoriamo sul software su misura: quando sei pronto, siamo qui.',
    actions: [
      { label: 'Esplora i prodotti', href: routes.products.path },
      { label: 'Software su misura', href: routes.softwarePmi.path, variant: 'secondary' },
    ],
  },
} as const satisfies PageIntro
