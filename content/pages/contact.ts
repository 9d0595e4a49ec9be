import { agency, replyPromise } from '@/content/agency'
import { routes } from '@/lib/routes'
import type { PageIntro } from '@/content/types'

export const contactPage = {
  hero: {
    eyebrow: 'Contatti',
    title: 'Parliamo del tuo progetto',
    highlight: 'del tuo progetto',
    subtitle: `Consulenza gratuita, demo o preventivo: scrivici e ti rispondiamo ${replyPromise}. Se preferisci, prenota direttamente una videochiamata di 30 minuti.`,
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

export const contactDetails = {
  title: 'I nostri recapiti',
  intro: 'Scegli il canale che preferisci: leggiamo tutto e rispondiamo di persona.',
  socialTitle: 'Seguici',
  labels: { email: 'Email', address: 'Sede', hours: 'Orari', reply: 'Tempi di risposta' },
  socials: ['instagram', 'youtube', 'linkedin'] as const,
}

export const contactFormIntro = {
  title: 'Scrivici un messaggio',
  text: `Raccontaci in poche righe di cosa hai bisogno. Ti rispondiamo ${replyPromise} con una prima valutazione e, se serve, una proposta per la consulenza gratuita.`,
}

export const consultation = {
  title: 'Consulenza gratuita di 30 minuti',
  text: 'Una videochiamata con uno dei nostri esperti per capire il tuo problema, valutare le soluzioni possibili e darti una stima di tempi e costi. Scegli tu giorno e ora.',
  action: 'Prenota una consulenza',
  stats: [
    { value: '30', label: 'minuti gratuiti' },
    { value: '100%', label: 'personalizzato' },
    { value: '0 euro', label: 'senza impegno' },
  ],
} as const
