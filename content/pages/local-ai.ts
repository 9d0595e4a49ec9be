import { routes } from '@/lib/routes'
import type { FeatureSection, PageIntro, SectionIntro, VideoSectionContent } from '@/content/types'

/** Sections of /assistenti-ai-locale, in order; the plans live in content/plans.ts. */
interface LocalAiContent extends PageIntro {
  benefits: FeatureSection
  video: VideoSectionContent
  advantages: FeatureSection
  plans: SectionIntro
  support: FeatureSection
}

export const localAiPage = {
  hero: {
    eyebrow: 'Assistenti AI in Locale',
    title: 'Smetti di regalare i tuoi dati sensibili a un chatbot in cloud',
    highlight: 'i tuoi dati sensibili',
    subtitle:
      'Contratti, buste paga, dati dei clienti: tutto ciò che incolli in un chatbot online esce dalla tua azienda. Installiamo sul tuo computer un assistente AI privato, con oltre 50 modelli, che funziona anche senza internet.',
    actions: [
      { label: 'Richiedi consulto GRATUITO', href: routes.contact.path },
      { label: 'Scopri i piani', href: '#piani', variant: 'secondary' },
    ],
  },
  benefits: {
    eyebrow: 'AI privata',
    title: 'Un assistente AI che lavora solo per te',
    items: [
      {
        icon: 'lock',
        title: 'Privacy e controllo',
        text: 'Documenti, e-mail e dati dei clienti non lasciano mai il tuo computer: nessun server esterno, nessuno che legge o riutilizza le tue conversazioni.',
      },
      {
        icon: 'cpu',
        title: 'La tua AI personale sul PC',
        text: 'Oltre 50 modelli tra cui scegliere per scrivere, riassumere, tradurre, analizzare documenti e programmare, direttamente dal tuo computer.',
      },
      {
        icon: 'zap',
        title: 'Prestazioni locali',
        text: 'Risposte senza code né limiti di utilizzo, e il lavoro continua anche quando la connessione a internet cade.',
      },
    ],
  },
  video: {
    eyebrow: 'Installazione guidata',
    title: 'Guarda quanto è semplice iniziare',
    intro:
      'In circa 10 minuti ti mostriamo come installare un gestore di modelli in locale, scaricare il primo modello e fargli analizzare un documento, senza che nulla esca dal computer.',
    points: [
      'Requisiti del computer e spazio su disco',
      'Installazione del programma passo dopo passo',
      'Scelta e download del primo modello',
      'Le prime domande al tuo assistente privato',
    ],
    video: {
      youtubeId: 'Lq8tN3wZb5E',
      title: 'Installare un’AI in locale sul tuo PC: la guida completa',
      duration: 'circa 10 minuti',
    },
    actions: [{ label: 'Richiedi consulto GRATUITO', href: routes.contact.path }],
  },
  advantages: {
    eyebrow: 'I vantaggi',
    title: 'Tre cose che un chatbot in cloud non può darti',
    items: [
      {
        icon: 'shield',
        title: 'Privacy assoluta',
        text: 'Pensato per studi legali, commercialisti, studi medici e aziende che trattano dati personali: quello che scrivi resta sul tuo disco.',
      },
      {
        icon: 'layers',
        title: 'Scegli il tuo modello',
        text: 'Llama, Mistral, Gemma, Qwen e molti altri: usi il modello più adatto a ogni compito e lo cambi quando vuoi, senza vincoli con un fornitore.',
      },
      {
        icon: 'wifi-off',
        title: 'Nessuna lentezza del cloud',
        text: 'Niente attese nelle ore di punta, niente servizi fuori uso, niente abbonamenti che aumentano: la potenza è quella del tuo computer.',
      },
    ],
  },
  plans: {
    eyebrow: 'Piani',
    title: 'Scegli come iniziare',
    intro: 'Un pagamento unico per partire subito, oppure un progetto su misura per tutta l’azienda.',
  },
  support: {
    eyebrow: 'Dopo l’installazione',
    title: 'Non ti lasciamo solo dopo l’installazione',
    intro: 'Quando l’assistente è al lavoro, resti in contatto con chi lo ha configurato.',
    items: [
      {
        icon: 'mail',
        title: 'Supporto via e-mail',
        text: 'Scrivici per dubbi e problemi: ti risponde chi ha seguito la tua installazione, in modo chiaro e senza gergo tecnico.',
      },
      {
        icon: 'ticket',
        title: 'Supporto tramite ticket',
        text: 'Per le richieste più articolate apri un ticket e segui lo stato della soluzione passo dopo passo, senza perdere nulla per strada.',
      },
      {
        icon: 'wrench',
        title: 'Piano di manutenzione',
        text: 'Aggiornamento dei modelli, controlli periodici e assistenza prioritaria, con un canone concordato in base alle tue esigenze.',
      },
    ],
  },
  cta: {
    title: 'La tua AI, sul tuo computer, sotto il tuo controllo',
    text: 'In un consulto gratuito verifichiamo se il tuo PC è adatto, quali modelli ti servono e quale piano conviene. Nessun impegno.',
    actions: [
      { label: 'Richiedi consulto GRATUITO', href: routes.contact.path },
      { label: 'Scopri gli agenti AI', href: routes.aiAgents.path, variant: 'secondary' },
    ],
  },
} as const satisfies LocalAiContent
