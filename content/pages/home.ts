import { agency } from '@/content/agency'
import { legacyPaths, routes } from '@/lib/routes'
import type { FeatureSection, LinkCard, LinkCardGroup, PageIntro, SectionIntro } from '@/content/types'

/** Sections of the home page, in order. */
interface HomeContent extends PageIntro {
  technologies: { title: string; pauseLabel: string }
  values: FeatureSection
  community: SectionIntro & { cards: readonly LinkCard[] }
  services: SectionIntro & { groups: readonly LinkCardGroup[] }
}

export const homePage = {
  hero: {
    eyebrow: 'Software e intelligenza artificiale per le imprese',
    title: 'Oltre il codice, verso l’innovazione',
    highlight: 'verso l’innovazione',
    subtitle:
      'Progettiamo gestionali, web app, agenti AI e chatbot su misura per piccole e medie imprese, e-commerce e professionisti. Tecnologia che lavora per te, spiegata in italiano chiaro.',
    actions: [
      { label: 'Inizia Ora', href: routes.contact.path },
      { label: 'Contattaci', href: routes.contact.path, variant: 'secondary' },
      { label: 'Esplora Soluzioni', href: legacyPaths.services.path, variant: 'secondary' },
    ],
  },
  technologies: {
    title: 'Le tecnologie con cui lavoriamo ogni giorno',
    pauseLabel: 'Ferma lo scorrimento dei loghi',
  },
  values: {
    eyebrow: 'Perché sceglierci',
    title: 'Cosa ci rende diversi',
    intro:
      'Uniamo la solidità dello sviluppo software tradizionale alla velocità con cui l’intelligenza artificiale sta cambiando il lavoro.',
    items: [
      {
        icon: 'brain',
        title: 'Integrazione AI avanzata',
        text: 'Portiamo modelli linguistici, lettura automatica dei documenti e agenti nei tuoi processi, scegliendo ogni volta il modello giusto per costi, velocità e riservatezza.',
      },
      {
        icon: 'workflow',
        title: 'Automazione intelligente',
        text: 'Colleghiamo e-mail, CRM, fogli di calcolo e gestionali perché le attività ripetitive si svolgano da sole, con controlli e registri sempre consultabili.',
      },
      {
        icon: 'sparkles',
        title: 'Competenze all’avanguardia',
        text: 'Proviamo ogni settimana strumenti e modelli nuovi e li mettiamo alla prova su casi reali prima di proporteli: ti arriva solo ciò che funziona davvero.',
      },
      {
        icon: 'gauge',
        title: 'Prestazioni e scalabilità',
        text: 'Architetture pensate per crescere con te: dal primo utente al millesimo, tempi di risposta rapidi e costi di infrastruttura sotto controllo.',
      },
      {
        icon: 'sprout',
        title: 'Giovani talenti',
        text: 'Un team giovane, formato nelle università italiane, con l’energia di chi vuole lasciare il segno e la cura di chi firma ogni riga di codice.',
      },
    ],
  },
  community: {
    eyebrow: 'Community',
    title: 'Impara con noi, gratis',
    intro:
      'Tutorial, progetti completi e una chat sempre attiva: la nostra community è aperta a imprenditori, professionisti e sviluppatori curiosi.',
    cards: [
      {
        brand: 'youtube',
        title: agency.social.youtube.label,
        text: 'Oltre 20 video tutorial su intelligenza artificiale, automazioni e sviluppo, spiegati passo dopo passo.',
        href: agency.social.youtube.url,
        hint: 'Guarda i tutorial',
      },
      {
        brand: 'discord',
        title: agency.social.discord.label,
        text: 'Fai domande, condividi i tuoi progetti e confrontati con chi usa l’AI ogni giorno nel proprio lavoro.',
        href: agency.social.discord.url,
        hint: 'Entra nella chat',
      },
      {
        brand: 'patreon',
        title: agency.social.patreon.label,
        text: 'Guide dettagliate, codice sorgente dei progetti e incontri dal vivo riservati a chi sostiene il progetto.',
        href: agency.social.patreon.url,
        hint: 'Scopri la membership',
      },
    ],
  },
  services: {
    eyebrow: 'Servizi',
    title: 'Tutto ciò che serve per innovare, in un unico partner',
    intro:
      'Dallo sviluppo su misura all’intelligenza artificiale, fino alla strategia di crescita: scegli da dove partire.',
    groups: [
      {
        title: 'Sviluppo',
        cards: [
          {
            icon: 'code',
            title: routes.softwarePmi.label,
            text: 'Gestionali, software locali, web app e siti costruiti attorno ai processi della tua impresa.',
            href: routes.softwarePmi.path,
            hint: 'Scopri il software su misura',
          },
          {
            icon: 'users',
            title: routes.developers.label,
            text: 'Un team di sviluppatori esperti che si affianca al tuo, per un singolo progetto o per tutto il tempo che serve.',
            href: routes.developers.path,
            hint: 'Conosci il team',
          },
        ],
      },
      {
        title: 'Intelligenza Artificiale',
        cards: [
          {
            icon: 'workflow',
            title: routes.aiAgents.label,
            text: 'Agenti che leggono, decidono e agiscono nei tuoi strumenti, collegati a oltre 10.000 app.',
            href: routes.aiAgents.path,
            hint: 'Scopri gli agenti AI',
          },
          {
            icon: 'sparkles',
            title: routes.chatbots.label,
            text: 'Assistenti virtuali che rispondono ai clienti 24 ore su 24 sul sito, su WhatsApp e su Instagram.',
            href: routes.chatbots.path,
            hint: 'Scopri i chatbot',
          },
        ],
      },
      {
        title: 'Crescita e prodotti',
        cards: [
          {
            icon: 'rocket',
            title: routes.growthPlans.label,
            text: 'Marketing digitale, automazioni e consulenza strategica in un unico piano mensile, da 1.500 € al mese.',
            href: routes.growthPlans.path,
            hint: 'Confronta i piani',
          },
          {
            icon: 'layers',
            title: routes.products.label,
            text: 'Chatbot, assistenti e automazioni pronti all’uso, da attivare in pochi giorni nella tua attività.',
            href: routes.products.path,
            hint: 'Sfoglia il catalogo',
          },
        ],
      },
    ],
  },
  cta: {
    title: 'Hai un’idea? Trasformiamola in un progetto concreto',
    text: 'In una consulenza gratuita di 30 minuti analizziamo il tuo processo, individuiamo cosa automatizzare e ti diciamo con franchezza quanto costa e quanto ti fa risparmiare.',
    actions: [
      { label: 'Prenota la consulenza gratuita', href: routes.contact.path },
      { label: 'Scopri i prodotti', href: routes.products.path, variant: 'secondary' },
    ],
  },
} as const satisfies HomeContent
