import { routes } from '@/lib/routes'
import type { CtaContent, PageIntro } from '@/content/types'

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

/** The closing call to action of every product page. */
export const productCta: CtaContent = {
  title: 'Vuoi essere tra i primi a usarlo?',
  text: 'Scrivici: ti avvisiamo appena il prodotto è disponibile e, se ti serve prima, valutiamo insieme una versione su misura per la tua azienda.',
  actions: [
    { label: 'Contattaci', href: routes.contact.path },
    { label: 'Torna al catalogo', href: routes.products.path, variant: 'secondary' },
  ],
}
