import { routes } from '@/lib/routes'
import type { PageIntro } from '@/content/types'

export const softwarePmiPage = {
  hero: {
    eyebrow: 'Software su misura per PMI',
    title: 'Il software che si adatta alla tua impresa, non il contrario',
    highlight: 'si adatta alla tua impresa',
    subtitle:
      'Gestionali, applicazioni locali, web app e siti costruiti attorno ai tuoi processi reali, con l’intelligenza artificiale dove serve davvero. Niente licenze inutili, niente funzioni che nessuno usa.',
    actions: [
      { label: 'Richiedi un’analisi gratuita', href: routes.contact.path },
      { label: 'Vedi i prodotti pronti', href: routes.products.path, variant: 'secondary' },
    ],
  },
  cta: {
    title: 'Raccontaci come lavori oggi',
    text: 'Partiamo da un’analisi gratuita dei tuoi processi: ti mostriamo dove il software può farti risparmiare tempo e ti consegniamo una proposta con tempi e costi chiari.',
    actions: [
      { label: 'Prenota l’analisi gratuita', href: routes.contact.path },
      { label: 'Esplora i prodotti', href: routes.products.path, variant: 'secondary' },
    ],
  },
} as const satisfies PageIntro
