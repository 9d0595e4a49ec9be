/** Search-engine metadata of every page, one entry a page. lib/seo/metadata.ts turns an entry into Next's Metadata. */
import { routes } from '@/lib/routes'

export interface PageMetaEntry {
  title: string
  description: string
  keywords: readonly string[]
  path: string
  /** The page's language when it is not Italian (the English variants of the legal pages). */
  lang?: 'it' | 'en'
}

/**
 * The local AI assistants page reads its entry from a locale object; any field a locale leaves
 * out falls back to the defaults (today only Italian exists).
 */
const localAiDefaults: PageMetaEntry = {
  title: 'Assistenti AI in Locale',
  description: 'Un assistente di intelligenza artificiale che gira sul tuo computer: i tuoi dati restano in azienda.',
  keywords: ['AI locale', 'assistente AI privato'],
  path: routes.localAi.path,
}

export const localAiLocale: Record<string, { meta: Partial<PageMetaEntry> }> = {
  it: {
    meta: {
      title: 'Assistenti AI in locale, privati e senza cloud',
      description:
        'Smetti di affidare dati sensibili ai chatbot in cloud. Installiamo sul tuo PC un assistente AI privato con oltre 50 modelli, a partire da 110 € una tantum.',
      keywords: ['assistente AI locale', 'AI privata', 'LLM in locale', 'privacy dei dati', 'modelli open source'],
    },
  },
}

export function localAiMeta(locale = 'it'): PageMetaEntry {
  return { ...localAiDefaults, ...localAiLocale[locale]?.meta, path: localAiDefaults.path }
}

export const pageMeta = {
  home: {
    title: 'Orbita Lab – Software su misura e intelligenza artificiale',
    description:
      'Gestionali, web app, agenti AI e chatbot progettati per piccole e medie imprese, e-commerce e professionisti. Prenota una consulenza gratuita di 30 minuti.',
    keywords: [
      'agenzia software',
      'intelligenza artificiale',
      'software PMI',
      'agenti AI',
      'chatbot AI',
      'sviluppo web app',
    ],
    path: routes.home.path,
  },
  products: {
    title: 'Prodotti AI e automazioni pronti all’uso',
    description:
      'Chatbot per Instagram e WhatsApp, segretario AI su Telegram, autoblog per WordPress, lead generation e gestione del magazzino: il catalogo dei nostri prodotti.',
    keywords: ['prodotti AI', 'chatbot Instagram', 'chatbot WhatsApp', 'automazioni aziendali', 'lead generation'],
    path: routes.products.path,
  },
  softwarePmi: {
    title: 'Software su misura per PMI',
    description:
      'Gestionali, software locali, web app, siti web e integrazioni AI costruiti sui processi della tua impresa, con un metodo in quattro fasi chiaro e misurabile.',
    keywords: ['software su misura', 'gestionale PMI', 'web app aziendali', 'sviluppo siti web', 'integrazione AI'],
    path: routes.softwarePmi.path,
  },
  aiAgents: {
    title: 'Agenti AI per automatizzare il lavoro',
    description:
      'Agenti di intelligenza artificiale che leggono, decidono e agiscono nei tuoi strumenti: CRM, e-mail, calendari e gestionali. Oltre 10.000 app integrabili.',
    keywords: ['agenti AI', 'automazione con AI', 'sistemi multi-agente', 'integrazione CRM', 'AI per aziende'],
    path: routes.aiAgents.path,
  },
  chatbots: {
    title: 'Chatbot AI per assistenza e vendite',
    description:
      'Chatbot AI che rispondono 24/7 ai clienti, tagliano fino al 70% i costi di supporto e aumentano le conversioni. Pronti in 14 giorni, prova di 30 giorni.',
    keywords: [
      'chatbot AI',
      'assistente virtuale',
      'customer care automatico',
      'chatbot per e-commerce',
      'chatbot WhatsApp',
    ],
    path: routes.chatbots.path,
  },
  growthPlans: {
    title: 'Piani di Crescita: marketing e software per PMI',
    description:
      'Tre piani mensili che uniscono marketing digitale, automazioni, software su misura e consulenza strategica. Da 1.500 € al mese, con un confronto dettagliato.',
    keywords: ['piani di crescita', 'consulenza strategica PMI', 'marketing digitale', 'Google Ads', 'SEO per aziende'],
    path: routes.growthPlans.path,
  },
  developers: {
    title: 'Team di sviluppo dedicato per la tua azienda',
    description:
      'Sviluppatori esperti di AI, software e cloud che entrano nel tuo progetto: estensione del team, progetti chiavi in mano o consulenza tecnica.',
    keywords: ['team di sviluppo', 'sviluppatori freelance', 'team extension', 'consulenza tecnica', 'sviluppo AI'],
    path: routes.developers.path,
  },
  community: {
    title: 'Community: tutorial, membership e chat sull’AI',
    description:
      'Oltre 20 video tutorial gratuiti, una membership con contenuti esclusivi e una chat dove imprenditori e sviluppatori si scambiano idee sull’AI.',
    keywords: ['community AI', 'tutorial intelligenza artificiale', 'corsi AI', 'Discord AI italiano', 'membership'],
    path: routes.community.path,
  },
  contact: {
    title: 'Contatti: consulenza gratuita, demo, preventivi',
    description:
      'Scrivici per una consulenza gratuita di 30 minuti, una demo o un preventivo. Rispondiamo dal lunedì al venerdì, dalle 9:00 alle 18:00.',
    keywords: ['contatti', 'consulenza gratuita', 'preventivo software', 'demo chatbot', 'agenzia AI Roma'],
    path: routes.contact.path,
  },
  terms: {
    title: 'Termini e Condizioni',
    description:
      'Le condizioni che regolano l’uso del sito e dei servizi di Orbita Lab: responsabilità, proprietà intellettuale, foro competente e modifiche.',
    keywords: ['termini e condizioni', 'condizioni di servizio', 'note legali'],
    path: routes.terms.path,
  },
  privacy: {
    title: 'Privacy e Cookie Policy',
    description:
      'Come Orbita Lab tratta i dati personali e usa i cookie: finalità, basi giuridiche, conservazione, diritti degli interessati e gestione del consenso.',
    keywords: ['privacy policy', 'cookie policy', 'GDPR', 'protezione dei dati'],
    path: routes.privacy.path,
  },
  about: {
    title: 'Chi siamo: il team, il metodo e i valori di Orbita Lab',
    description:
      'Un team giovane di sviluppatori e ingegneri AI con sede a Roma: come lavoriamo, in cosa crediamo, le persone, le tecnologie e i dati della società.',
    keywords: ['chi siamo', 'agenzia software Roma', 'team di sviluppo', 'agenzia AI', 'Orbita Lab'],
    path: routes.about.path,
  },
  localAi: localAiMeta(),
} as const satisfies Record<string, PageMetaEntry>
