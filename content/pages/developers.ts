import { legacyPaths, routes } from '@/lib/routes'
import type { FeatureSection, ListSection, PageIntro, SectionIntro } from '@/content/types'

/** Sections of /developers, in order; the people live in content/team.ts. */
interface DevelopersContent extends PageIntro {
  team: SectionIntro & { educationLabel: string; skillsLabel: string }
  benefits: ListSection
  modes: FeatureSection
  specialisations: FeatureSection
}

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
  team: {
    eyebrow: 'Il team',
    title: 'Le persone che lavoreranno con te',
    intro: 'Niente intermediari: parli direttamente con chi progetta e scrive il codice del tuo progetto.',
    educationLabel: 'Formazione',
    skillsLabel: 'Competenze',
  },
  benefits: {
    eyebrow: 'I vantaggi',
    title: 'Perché affidarti al nostro team',
    items: [
      'Operativi in pochi giorni, senza mesi di selezione e colloqui.',
      'Competenze su AI, software e cloud nello stesso gruppo di lavoro.',
      'Dialogo diretto con chi scrive il codice, in italiano e in inglese.',
      'Codice documentato e testato, che il tuo team potrà mantenere anche senza di noi.',
      'Impegno flessibile: lo aumenti o lo riduci a seconda della fase del progetto.',
      'Nessun costo di assunzione, formazione o attrezzatura a tuo carico.',
    ],
  },
  modes: {
    eyebrow: 'Come collaboriamo',
    title: 'Tre modi di lavorare insieme',
    intro: 'Scegli la formula più adatta al momento del tuo progetto: puoi cambiarla strada facendo.',
    items: [
      {
        icon: 'users',
        title: 'Team Extension',
        text: 'I nostri sviluppatori entrano nel tuo team, usano i tuoi strumenti, partecipano alle tue riunioni e lavorano sulle tue priorità, per un singolo sprint o per mesi.',
      },
      {
        icon: 'rocket',
        title: 'Progetti Specifici',
        text: 'Ci affidi un progetto definito e lo consegniamo chiavi in mano: analisi, sviluppo, test e messa in produzione, con tempi e costi concordati all’inizio.',
      },
      {
        icon: 'compass',
        title: 'Consulenza Tecnica',
        text: 'Revisione dell’architettura, scelta delle tecnologie, verifiche di sicurezza e prestazioni: ti aiutiamo a decidere bene prima di investire.',
      },
    ],
  },
  specialisations: {
    eyebrow: 'Specializzazioni',
    title: 'Dove diamo il meglio',
    intro: 'Tre aree in cui lavoriamo ogni giorno, con le tecnologie che conosciamo a fondo.',
    items: [
      {
        icon: 'brain',
        title: 'Intelligenza artificiale',
        text: 'Agenti e chatbot, ricerca intelligente nei documenti aziendali, modelli in locale e analisi predittive sui tuoi dati.',
        tags: ['Python', 'PyTorch', 'LangChain', 'Hugging Face', 'Ollama', 'RAG'],
      },
      {
        icon: 'code',
        title: 'Sviluppo software',
        text: 'Web app, gestionali, API e applicazioni desktop, dal primo prototipo al prodotto in produzione.',
        tags: ['TypeScript', 'React', 'Next.js', 'Node.js', 'FastAPI', 'PostgreSQL'],
      },
      {
        icon: 'cloud',
        title: 'Cloud e DevOps',
        text: 'Infrastrutture affidabili, rilasci automatici e monitoraggio continuo, per un software che non si ferma.',
        tags: ['Docker', 'Kubernetes', 'Google Cloud', 'AWS', 'Terraform', 'GitHub Actions'],
      },
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
} as const satisfies DevelopersContent
