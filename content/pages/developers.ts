import { legacyPaths, routes } from '@/lib/routes'
import type { PageIntro } from '@/content/types'

export const developersPage = {
  hero: {
    eyebrow: 'Team di sviluppo',
    title: 'Sviluppatori esperti, dalla tua parte',
    highlight: 'dalla tua parte',
    subtitle:
      'Un team giovane e preparato su intelligenza artificiale, software e cloud che si unisce al tuo progetto: per estendere il tuo team, realizzare un progetto chiavi in mano o sbloccare una scelta tecnica.',
    actions: [
      { label: 'Parla con il team', href: routes.contact.path },
      { label: 'Tutti i servizi', href: legacyPaths.services.path, variant: 'secondary' },
    ],
  },
  cta: {
    title: 'Ti serve un team già domani?',
    text: 'Raccontaci il progetto e le competenze che cerchi: entro due giorni lavorativi ti proponiamo come collaborare, oppure scegli un piano di crescita che include lo sviluppo.',
    actions: [
      { label: 'Contatta il team', href: routes.contact.path },
      { label: 'Vedi i Piani di Crescita', href: routes.growthPlans.path, variant: 'secondary' },
    ],
  },
} as const satisfies PageIntro
