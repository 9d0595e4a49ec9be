import { routes } from '@/lib/routes'
import type { FeatureSection, ListSection, PageIntro, StepSection } from '@/content/types'

/** Sections of /software-pmi, in order. */
interface SoftwarePmiContent extends PageIntro {
  services: FeatureSection
  benefits: ListSection
  values: FeatureSection
  process: StepSection
}

export const softwarePmiPage = {
  hero: {
    eyebrow: 'Software su misura per PMI',
    title: 'Il software che si adatta alla tua impresa, non il contrario',
    highlight: 'si adatta alla tua impresa',
    subtitle:
      'Gestionali, applicazioni locali, web app e siti costruiti attorno ai tuoi processi reali, con l’intelligenza artificiale dove serve davvero. Niente licenze inutili, niente funzioni che nessuno usa.',
    actions: [
      { label: 'Richiedi un’analisi gratuita', href: routes.contact.path },
      { label: 'Vedi i prodotti pronti', href: routes.products.path, variant: 'secondary' },
    ],
  },
  services: {
    eyebrow: 'Cosa realizziamo',
    title: 'Quattro modi per lavorare meglio',
    intro:
      'Dal gestionale installato sui computer dell’ufficio al sito che porta nuovi clienti: progettiamo e sviluppiamo tutto con il nostro team.',
    items: [
      {
        icon: 'monitor',
        title: 'Software locali',
        text: 'Gestionali e applicazioni desktop installati sui computer della tua azienda: veloci, utilizzabili anche senza connessione, con i dati che restano in sede.',
      },
      {
        icon: 'app-window',
        title: 'Web app',
        text: 'Piattaforme nel browser per gestire ordini, clienti, magazzino o turni dall’ufficio, da casa o dal cantiere, su qualsiasi dispositivo.',
      },
      {
        icon: 'brain',
        title: 'Integrazione AI',
        text: 'Aggiungiamo l’intelligenza artificiale agli strumenti che usi: lettura automatica di fatture e documenti, risposte ai clienti, previsioni sulle vendite.',
      },
      {
        icon: 'globe',
        title: 'Siti web',
        text: 'Siti veloci, accessibili e ottimizzati per i motori di ricerca, che presentano bene la tua attività e trasformano i visitatori in contatti.',
      },
    ],
  },
  benefits: {
    eyebrow: 'I vantaggi',
    title: 'Perché il software su misura conviene',
    intro: 'Un programma pensato per la tua impresa costa meno di quanto immagini e ripaga l’investimento ogni giorno.',
    items: [
      'Paghi solo le funzioni che usi, senza licenze per utente che aumentano ogni anno.',
      'Il software segue i tuoi processi: nessuno deve cambiare il proprio modo di lavorare per adattarsi a un programma.',
      'I dati restano tuoi, in formati aperti che puoi esportare quando vuoi.',
      'Si collega agli strumenti che hai già: fatturazione elettronica, e-commerce, fogli di calcolo, posta.',
      'Cresce con la tua impresa: aggiungiamo nuovi moduli quando servono, non prima.',
      'Un referente unico che conosce il progetto e ti risponde in italiano, senza call center.',
    ],
  },
  values: {
    eyebrow: 'I nostri principi',
    title: 'Tre impegni che prendiamo in ogni progetto',
    items: [
      {
        icon: 'target',
        title: 'Obiettivi misurabili',
        text: 'Prima di scrivere codice fissiamo insieme cosa deve migliorare, come ore risparmiate, errori evitati o vendite in più, e lo verifichiamo a fine progetto.',
      },
      {
        icon: 'handshake',
        title: 'Trasparenza totale',
        text: 'Preventivo dettagliato, avanzamento visibile ogni due settimane e codice sorgente consegnato a fine lavoro: sai sempre cosa stai pagando.',
      },
      {
        icon: 'shield',
        title: 'Qualità e sicurezza',
        text: 'Test automatici, backup, accessi protetti e attenzione al GDPR fanno parte di ogni progetto, non sono extra da aggiungere al preventivo.',
      },
    ],
  },
  process: {
    eyebrow: 'Come lavoriamo',
    title: 'Dal primo incontro al rilascio, in quattro fasi',
    intro: 'Un metodo collaudato che ti tiene coinvolto in ogni passaggio e riduce al minimo le sorprese.',
    steps: [
      {
        title: 'Analisi e requisiti',
        text: 'Ascoltiamo chi userà il software, osserviamo i processi di oggi e mettiamo per iscritto obiettivi, funzioni e priorità.',
      },
      {
        title: 'Design e prototipazione',
        text: 'Disegniamo schermate e flussi e ti mostriamo un prototipo cliccabile: lo correggi prima che diventi codice, quando cambiare costa poco.',
      },
      {
        title: 'Sviluppo agile',
        text: 'Sviluppiamo in cicli di due settimane e alla fine di ognuno ti consegniamo una versione funzionante da provare e commentare.',
      },
      {
        title: 'Test e rilascio',
        text: 'Verifichiamo ogni funzione, trasferiamo i dati, formiamo il personale e mettiamo il software in produzione, restando al tuo fianco dopo il lancio.',
      },
    ],
  },
  cta: {
    title: 'Raccontaci come lavori oggi',
    text: 'Partiamo da un’analisi gratuita dei tuoi processi: ti mostriamo dove il software può farti risparmiare tempo e ti consegniamo una proposta con tempi e costi chiari.',
    actions: [
      { label: 'Prenota l’analisi gratuita', href: routes.contact.path },
      { label: 'Esplora i prodotti', href: routes.products.path, variant: 'secondary' },
    ],
  },
} as const satisfies SoftwarePmiContent
