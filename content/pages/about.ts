import { routes } from '@/lib/routes'
import type { FeatureSection, PageIntro, SectionIntro, StepSection } from '@/content/types'

/** Sections of /about, in order; the people come from content/team.ts, the identity from content/agency.ts. */
interface AboutContent extends PageIntro {
  story: SectionIntro & { paragraphs: readonly string[] }
  method: StepSection
  values: FeatureSection
  team: SectionIntro & { educationLabel: string; skillsLabel: string }
  technologies: SectionIntro & { listLabel: string }
  partners: FeatureSection
  company: SectionIntro & { labels: { legalName: string; vatNumber: string; office: string; email: string } }
}

export const aboutPage = {
  hero: {
    eyebrow: 'Chi siamo',
    title: 'Un team giovane che porta software e AI nelle imprese italiane',
    highlight: 'software e AI',
    subtitle:
      'Siamo un piccolo studio di sviluppatori e ingegneri dell’intelligenza artificiale con sede a Roma. Costruiamo gestionali, web app, agenti AI e chatbot per PMI, e-commerce e professionisti, e li spieghiamo in italiano chiaro.',
    actions: [
      { label: 'Parla con noi', href: routes.contact.path },
      { label: 'Conosci il team', href: '#team', variant: 'secondary' },
    ],
  },
  story: {
    eyebrow: 'La nostra storia',
    title: 'Perché esistiamo',
    paragraphs: [
      'Abbiamo visto troppe piccole imprese rinunciare al software su misura perché sembrava costoso, lento e incomprensibile. Intanto l’intelligenza artificiale cambiava il modo di lavorare delle grandi aziende.',
      'Orbita Lab nasce per colmare questa distanza: un team che unisce la solidità dello sviluppo tradizionale alla velocità dell’AI, con prezzi chiari e tempi misurabili, dalla prima chiamata alla manutenzione.',
      'Lavoriamo dal nostro ufficio di Roma e da remoto con clienti in tutta Italia. Parli sempre con chi progetta e scrive il codice del tuo progetto, senza intermediari.',
    ],
  },
  method: {
    eyebrow: 'Il metodo',
    title: 'Come lavoriamo',
    intro:
      'Quattro fasi, le stesse per un chatbot o per un gestionale: sai sempre a che punto siamo e cosa viene dopo.',
    steps: [
      {
        title: 'Ascoltiamo',
        text: 'Una consulenza gratuita di 30 minuti per capire processi, obiettivi e vincoli, prima di parlare di tecnologia.',
      },
      {
        title: 'Progettiamo',
        text: 'Un prototipo da provare e un preventivo scritto, con tempi e costi concordati all’inizio.',
      },
      {
        title: 'Sviluppiamo',
        text: 'Cicli brevi con una demo ogni due settimane: vedi il lavoro crescere e correggi la rotta quando serve.',
      },
      {
        title: 'Restiamo accanto',
        text: 'Messa in produzione, formazione del tuo team e assistenza: il progetto non finisce alla consegna.',
      },
    ],
  },
  values: {
    eyebrow: 'I valori',
    title: 'In cosa crediamo',
    items: [
      {
        icon: 'lightbulb',
        title: 'Chiarezza',
        text: 'Niente gergo e niente sorprese: ogni scelta tecnica ti viene spiegata, ogni costo è scritto prima di iniziare.',
      },
      {
        icon: 'shield',
        title: 'Riservatezza',
        text: 'I tuoi dati restano tuoi: quando serve, l’intelligenza artificiale gira sui tuoi computer e non nel cloud di altri.',
      },
      {
        icon: 'target',
        title: 'Risultati misurabili',
        text: 'Ogni progetto parte da un obiettivo che si può contare: ore risparmiate, richieste gestite, vendite in più.',
      },
      {
        icon: 'sprout',
        title: 'Giovani talenti',
        text: 'Un team formato nelle università italiane, che studia ogni settimana strumenti nuovi e li prova su casi reali.',
      },
    ],
  },
  team: {
    eyebrow: 'Il team',
    title: 'Le persone di Orbita Lab',
    intro:
      'Ingegneri e sviluppatori giovani, con percorsi diversi e un’idea comune: il software deve semplificare il lavoro, non complicarlo.',
    educationLabel: 'Formazione',
    skillsLabel: 'Competenze',
  },
  technologies: {
    eyebrow: 'Tecnologie',
    title: 'Gli strumenti che usiamo ogni giorno',
    intro: 'Linguaggi, framework e modelli scelti per essere solidi, documentati e mantenibili anche senza di noi.',
    listLabel: 'Tecnologie con cui lavoriamo',
  },
  partners: {
    eyebrow: 'Per agenzie e consulenti',
    title: 'Rivendi i nostri prodotti con il tuo marchio',
    intro:
      'Se segui già delle imprese, puoi offrire loro i nostri chatbot e le nostre automazioni: noi curiamo la tecnologia, tu la relazione con il cliente.',
    items: [
      {
        icon: 'gauge',
        title: 'Costi operativi contenuti',
        text: 'Un chatbot attivo costa tipicamente circa 20 € al mese per cliente tra modelli AI, hosting e messaggi: una spesa prevedibile, che cresce solo con l’uso.',
      },
      {
        icon: 'handshake',
        title: 'Un margine che lavora per te',
        text: 'Con i prezzi di vendita che ti consigliamo, il margine per ogni cliente si aggira intorno all’87%, al netto dei costi operativi.',
      },
      {
        icon: 'wrench',
        title: 'Supporto tecnico incluso',
        text: 'Configurazione, aggiornamenti e assistenza di secondo livello restano a noi: non ti serve un reparto tecnico.',
      },
    ],
  },
  company: {
    eyebrow: 'Dati societari',
    title: 'La società',
    intro: 'Chi c’è dietro il sito e i servizi, con i dati che servono per un contratto o una fattura.',
    labels: { legalName: 'Ragione sociale', vatNumber: 'Partita IVA', office: 'Sede', email: 'Email' },
  },
  cta: {
    title: 'Raccontaci il tuo progetto',
    text: 'Una consulenza gratuita di 30 minuti, senza impegno: ci dici cosa ti serve, ti diciamo con franchezza se e come possiamo aiutarti.',
    actions: [
      { label: 'Contattaci', href: routes.contact.path },
      { label: 'Esplora i servizi', href: routes.softwarePmi.path, variant: 'secondary' },
    ],
  },
} as const satisfies AboutContent
