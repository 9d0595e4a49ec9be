import { routes } from '@/lib/routes'
import type { FeatureSection, ListSection, PageIntro, SectionIntro, TypedMessage } from '@/content/types'

export const aiAgentsPage = {
  hero: {
    eyebrow: 'Agenti AI',
    title: 'Agenti AI che lavorano nei tuoi strumenti, giorno e notte',
    highlight: 'giorno e notte',
    subtitle:
      'Un agente AI legge e-mail e documenti, aggiorna il CRM, prenota appuntamenti e prepara report al posto tuo. Si collega a oltre 10.000 app e impara le regole della tua azienda.',
    actions: [
      { label: 'Richiedi Demo', href: routes.contact.path },
      { label: 'Scopri i prodotti', href: routes.products.path, variant: 'secondary' },
    ],
  },
  cta: {
    title: 'Quale attività ripetitiva vorresti non fare più?',
    text: 'Dicci quale processo ti porta via più tempo: in una demo gratuita ti mostriamo un agente che lo svolge sui tuoi dati di esempio.',
    actions: [
      { label: 'Richiedi una demo gratuita', href: routes.contact.path },
      { label: 'Guarda il catalogo', href: routes.products.path, variant: 'secondary' },
    ],
  },
} as const satisfies PageIntro

/** The live demo beside the hero: an agent handling a real-looking request. */
export const agentDemo = {
  title: 'Agente operativo · demo',
  messages: [
    { sender: 'user', text: 'Mi è arrivata una richiesta di preventivo da Ferri Arredamenti. Puoi occupartene?' },
    {
      sender: 'bot',
      text: 'Fatto. Ho creato il contatto nel CRM, preparato il preventivo dal listino 2026 (3 postazioni, 1.840 € + IVA) e proposto una call giovedì alle 11 nel tuo calendario libero.',
    },
    { sender: 'user', text: 'Perfetto, invia tutto al cliente.' },
    {
      sender: 'bot',
      text: 'Inviato con la tua firma. Ti avviso appena apre l’email o risponde, e tra tre giorni lavorativi preparo un promemoria di follow-up.',
    },
  ] satisfies TypedMessage[],
} as const

export const aiAgentsSections = {
  interface: {
    eyebrow: 'Interfaccia',
    title: 'Pronta all’uso o disegnata su di te',
    intro:
      'L’agente deve stare dove lavori già. Scegli un’interfaccia pronta oppure lascia che la progettiamo attorno al tuo flusso di lavoro.',
    items: [
      {
        icon: 'app-window',
        title: 'Interfaccia pronta',
        text: 'Parli con l’agente da Telegram, WhatsApp, Slack, Teams o da una chat sul tuo sito. Attivazione in pochi giorni, nessuna app nuova da installare.',
      },
      {
        icon: 'layers',
        title: 'Interfaccia su misura',
        text: 'Un pannello dedicato con i tuoi colori, i permessi per ruolo e le schermate che servono al tuo team: approvazioni, report, storico delle azioni.',
      },
    ],
  } satisfies FeatureSection,
  backends: {
    eyebrow: 'Backend avanzati',
    title: 'Un’architettura che regge il lavoro vero',
    intro:
      'Dietro ogni conversazione c’è un sistema progettato per essere affidabile, tracciabile e pronto a crescere con te.',
    items: [
      {
        icon: 'cloud',
        title: 'Architettura distribuita',
        text: 'Code di lavoro, riprova automatica e monitoraggio: se un servizio esterno rallenta, l’agente aspetta e riprende senza perdere una richiesta.',
      },
      {
        icon: 'workflow',
        title: 'Sistemi multi-agente',
        text: 'Più agenti specializzati collaborano: uno legge i documenti, uno aggiorna il CRM, uno controlla il risultato prima che parta qualunque email.',
      },
      {
        icon: 'shield',
        title: 'Controllo e sicurezza',
        text: 'Ogni azione è registrata, le operazioni delicate chiedono la tua approvazione e i dati restano nei server europei che scegli.',
      },
    ],
  } satisfies FeatureSection,
  integrable: {
    eyebrow: 'Integrazione',
    title: 'Si collega al software che hai già',
    intro:
      'Non devi cambiare gestionale né CRM. L’agente lavora sopra i tuoi sistemi attraverso API, database o, quando serve, automazioni del browser.',
    items: [
      {
        icon: 'code',
        title: 'API e webhook',
        text: 'Colleghiamo l’agente alle API dei tuoi strumenti e ai backend esistenti, anche quelli sviluppati su misura anni fa.',
      },
      {
        icon: 'cpu',
        title: 'Database e gestionali',
        text: 'Legge e scrive in modo controllato su database SQL, ERP e gestionali locali, con permessi limitati a ciò che serve.',
      },
      {
        icon: 'zap',
        title: 'Oltre 10.000 app',
        text: 'Tramite piattaforme di automazione l’agente raggiunge oltre 10.000 applicazioni e più di 250 strumenti pronti all’uso.',
      },
    ],
  } satisfies FeatureSection,
  reasons: {
    eyebrow: 'Perché sceglierli',
    title: 'Perché un agente AI conviene alla tua impresa',
    items: [
      'Lavora 24 ore su 24 senza pause e senza errori di distrazione',
      'Si occupa delle attività ripetitive e lascia al tuo team il lavoro che conta',
      'Risponde ai clienti in pochi secondi, anche fuori orario',
      'Segue le regole della tua azienda e chiede conferma quando deve decidere',
      'Costa una frazione di una nuova assunzione e cresce con il volume di lavoro',
      'Fino al 40% di risparmio sui costi dei processi che automatizza',
      'Ogni azione è tracciata: sai sempre cosa ha fatto e perché',
    ],
  } satisfies ListSection,
  integrations: {
    eyebrow: 'Integrazioni',
    title: 'Oltre 10.000 app, più di 250 strumenti',
    intro: 'Alcuni degli strumenti con cui i nostri agenti lavorano ogni giorno, divisi per area.',
  } satisfies SectionIntro,
} as const

/** The integrations grid: the brand logos live in components/ai-agents/integrations.tsx. */
export const integrationGroups = [
  { title: 'CRM e Vendite', tools: ['HubSpot', 'Zoho CRM', 'Shopify', 'WooCommerce', 'Stripe', 'Odoo'] },
  { title: 'Comunicazione', tools: ['WhatsApp', 'Telegram', 'Gmail', 'Messenger', 'Discord', 'Zoom'] },
  { title: 'Automazione e Produttività', tools: ['Zapier', 'Make', 'n8n', 'Notion', 'Google Sheets', 'Airtable'] },
] as const

export type IntegrationTool = (typeof integrationGroups)[number]['tools'][number]
