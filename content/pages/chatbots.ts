import { routes } from '@/lib/routes'
import type { ChatMessage, Feature, PageIntro, SectionIntro } from '@/content/types'

export const chatbotsPage = {
  hero: {
    eyebrow: 'Chatbot AI',
    title: 'Un chatbot che risponde come il tuo miglior collaboratore',
    highlight: 'il tuo miglior collaboratore',
    subtitle:
      'Risposte immediate sul sito, su WhatsApp e su Instagram, 24 ore su 24. Il chatbot conosce i tuoi prodotti, raccoglie i contatti e passa la conversazione a una persona quando serve.',
    actions: [
      { label: 'Richiedi una Demo', href: routes.contact.path },
      { label: 'Esplora Soluzioni', href: routes.products.path, variant: 'secondary' },
    ],
  },
  cta: {
    title: 'Prova un chatbot sul tuo business, senza rischi',
    text: 'Consulenza gratuita di 30 minuti, configurazione in 14 giorni e 30 giorni di prova: se il chatbot non porta risultati, non prosegui.',
    actions: [
      { label: 'Richiedi una Demo', href: routes.contact.path },
      { label: 'Esplora Soluzioni', href: routes.products.path, variant: 'secondary' },
    ],
  },
} as const satisfies PageIntro

/** The scripted conversation of the hero demo (delays: 1 s, 2 s, 4 s, 2 s). */
export const chatbotDemo = {
  title: 'Assistente di Ristorante Da Marco',
  status: 'Online · risponde in pochi secondi',
  placeholder: 'Scrivi un messaggio…',
  idle: 'Premi «Avvia Demo» per vedere come il chatbot gestisce una prenotazione.',
  messages: [
    { sender: 'user', text: 'Buonasera! Avete un tavolo per 4 persone sabato alle 20:30?', delay: 1000 },
    {
      sender: 'bot',
      text: 'Buonasera! Sabato alle 20:30 ho un tavolo per 4 in sala o in veranda. Quale preferisci?',
      typing: true,
      delay: 2000,
    },
    { sender: 'user', text: 'Veranda, grazie. Uno di noi è celiaco.', delay: 4000 },
    {
      sender: 'bot',
      text: 'Perfetto: veranda, sabato alle 20:30 per 4. Ho segnalato la celiachia allo chef, abbiamo pasta e dolci senza glutine. Ti mando la conferma su WhatsApp?',
      typing: true,
      delay: 2000,
    },
  ] satisfies ChatMessage[],
} as const

export const chatbotSections = {
  about: {
    eyebrow: 'Cosa sono i Chatbot AI',
    title: 'Cosa sono i Chatbot AI',
    intro:
      'Un chatbot AI è un assistente virtuale che capisce le domande scritte in linguaggio naturale e risponde usando le informazioni della tua azienda: listini, orari, procedure, stato degli ordini. A differenza dei vecchi bot a menu, non costringe il cliente a scegliere tra opzioni fisse: conversa, chiede chiarimenti e sa quando passare la parola a una persona.',
  } satisfies SectionIntro,
  stats: [
    { value: '70%', label: 'riduzione costi di supporto' },
    { value: '35%', label: 'aumento conversioni' },
    { value: '24/7', label: 'disponibilità, festivi compresi' },
  ],
  useCases: {
    eyebrow: 'Casi d’uso',
    title: 'Un assistente per ogni reparto',
    intro: 'Lo stesso motore, addestrato sui contenuti giusti, diventa un collaboratore diverso per ogni esigenza.',
  } satisfies SectionIntro,
  advantages: {
    eyebrow: 'Vantaggio competitivo',
    title: 'I numeri che fanno la differenza',
    intro: 'Risultati medi che misuriamo nei progetti dei nostri clienti dopo i primi tre mesi di utilizzo.',
  } satisfies SectionIntro,
}

/** The five use-case tabs; the icons are drawn by the page (server side). */
/** The name of the tab list of use cases. */
export const useCasesLabel = 'Casi d’uso dei chatbot'

export const useCases: readonly (Feature & { name: string; points: readonly string[] })[] = [
  {
    name: 'Customer Support',
    icon: 'users',
    title: 'Assistenza clienti senza code',
    text: 'Risponde alle domande frequenti, segue lo stato degli ordini, gestisce resi e reclami semplici e apre un ticket con il riepilogo quando serve un operatore.',
    points: [
      'Risposte immediate su sito, WhatsApp e social',
      'Passaggio all’operatore con tutta la conversazione',
      'Report settimanale delle domande più frequenti',
    ],
  },
  {
    name: 'Programmazione',
    icon: 'code',
    title: 'Un assistente per il team tecnico',
    text: 'Conosce la documentazione interna, le API e le convenzioni del codice: risponde agli sviluppatori, suggerisce snippet e aiuta i nuovi arrivati a orientarsi.',
    points: [
      'Ricerca nella documentazione e nei repository',
      'Spiegazione del codice esistente',
      'Onboarding dei nuovi sviluppatori più rapido',
    ],
  },
  {
    name: 'Vendite',
    icon: 'target',
    title: 'Un venditore che non dorme mai',
    text: 'Qualifica i contatti, consiglia il prodotto giusto, propone offerte e fissa appuntamenti con i tuoi commerciali direttamente nel loro calendario.',
    points: [
      'Qualificazione dei lead con poche domande',
      'Suggerimenti di prodotti correlati',
      'Appuntamenti fissati nel calendario del commerciale',
    ],
  },
  {
    name: 'Formazione',
    icon: 'library',
    title: 'La formazione interna sempre a portata',
    text: 'Trasforma manuali, procedure e normative in un tutor che risponde ai dipendenti, propone quiz e verifica che le informazioni siano state capite.',
    points: [
      'Risposte basate sui documenti aziendali',
      'Quiz e ripassi personalizzati',
      'Statistiche sugli argomenti più richiesti',
    ],
  },
  {
    name: 'Educazione',
    icon: 'lightbulb',
    title: 'Un tutor per scuole e accademie',
    text: 'Accompagna studenti e corsisti: spiega i concetti con esempi, corregge esercizi e si adatta al ritmo di ciascuno, sempre entro i contenuti del corso.',
    points: [
      'Spiegazioni passo per passo',
      'Esercizi con correzione immediata',
      'Contenuti limitati al programma del corso',
    ],
  },
]

/** Competitive-advantage tiles. */
export const advantages = [
  {
    value: '-40%',
    label: 'tempi di risposta',
    text: 'Le richieste semplici ricevono risposta in secondi, le altre arrivano all’operatore già riassunte.',
  },
  {
    value: '100%',
    label: 'richieste gestite',
    text: 'Nessun messaggio resta senza risposta, nemmeno di notte o nei giorni festivi.',
  },
  {
    value: '+35%',
    label: 'conversioni',
    text: 'Chi riceve subito una risposta compra di più e abbandona meno il carrello.',
  },
  {
    value: '+42%',
    label: 'soddisfazione clienti',
    text: 'Risposte coerenti, nel tono del tuo brand e in oltre 24 lingue.',
  },
  {
    value: '+60%',
    label: 'produttività del team',
    text: 'Il personale smette di rispondere sempre alle stesse domande e si dedica ai casi che contano.',
  },
] as const
