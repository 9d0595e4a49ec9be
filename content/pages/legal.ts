import { routes } from '@/lib/routes'
import type { PageIntro } from '@/content/types'

const legalCta = {
  title: 'Hai domande su questi testi?',
  text: 'Scrivici: ti rispondiamo in modo chiaro e senza giri di parole, entro i tempi indicati in questa pagina.',
  actions: [
    { label: 'Contattaci', href: routes.contact.path },
    { label: 'Torna alla home', href: routes.home.path, variant: 'secondary' },
  ],
} as const

export const termsPage = {
  hero: {
    eyebrow: 'Note legali',
    title: 'Termini e Condizioni',
    subtitle: 'Le regole che valgono quando usi questo sito e i nostri servizi, scritte per essere lette e capite.',
    actions: [{ label: 'Leggi la Privacy Policy', href: routes.privacy.path, variant: 'secondary' }],
  },
  cta: legalCta,
} as const satisfies PageIntro

export const privacyPage = {
  hero: {
    eyebrow: 'Note legali',
    title: 'Privacy e Cookie Policy',
    subtitle: 'Quali dati trattiamo, perché, per quanto tempo e come puoi esercitare i tuoi diritti.',
    actions: [{ label: 'Leggi i Termini e Condizioni', href: routes.terms.path, variant: 'secondary' }],
  },
  cta: legalCta,
} as const satisfies PageIntro
