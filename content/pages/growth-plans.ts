import { routes } from '@/lib/routes'
import type { PageIntro, SectionIntro } from '@/content/types'

/** Sections of /growth-plans, in order; plans and comparison rows live in content/plans.ts. */
interface GrowthPlansContent extends PageIntro {
  plans: SectionIntro
  comparison: SectionIntro & { caption: string; featureHeader: string }
}

export const growthPlansPage = {
  hero: {
    eyebrow: 'Piani di Crescita',
    title: 'Un partner per far crescere la tua impresa, ogni mese',
    highlight: 'ogni mese',
    subtitle:
      'Marketing digitale, automazioni, software su misura e consulenza strategica in un unico piano mensile. Scegli il ritmo di crescita che fa per te, a partire da 1.500 € al mese.',
    actions: [
      { label: 'Scegli il tuo piano', href: '#piani' },
      { label: 'Confronta i piani', href: '#confronto', variant: 'secondary' },
    ],
  },
  plans: {
    eyebrow: 'I piani',
    title: 'Tre piani, un unico obiettivo: la tua crescita',
    intro:
      'Prezzi mensili IVA esclusa. Ogni piano parte da un’analisi gratuita della tua attività e si adatta a obiettivi e budget. Con un piano attivo hai sconti fino al 50% sui servizi di Business Intelligence: cruscotti e report sui tuoi dati.',
  },
  comparison: {
    eyebrow: 'Confronto',
    title: 'Confronto dettagliato dei piani',
    intro: 'Tutto ciò che è incluso in ogni piano, voce per voce, diviso per area.',
    caption: 'Cosa include ciascun piano di crescita',
    featureHeader: 'Servizio',
  },
  cta: {
    title: 'Non sai quale piano scegliere?',
    text: 'Prenota una consulenza gratuita: analizziamo insieme obiettivi e budget e ti consigliamo il piano giusto, anche se è il più piccolo.',
    actions: [
      { label: 'Prenota una consulenza gratuita', href: routes.contact.path },
      { label: 'Esplora Prodotti', href: routes.products.path, variant: 'secondary' },
    ],
  },
} as const satisfies GrowthPlansContent
