/**
 * The cookie banner's words, in Italian and English: one shape, so a missing translation is a type
 * error. The English banner is for every browser that does not ask for Italian (Garante 2021: the
 * visitor must understand what they accept). The policy itself is lib/consent/policy.ts.
 * Every string here is part of the banner text a consent record proves (lib/consent/banner-text.ts).
 */
export interface ConsentCopy {
  /** Floating button and footer link that reopen the choice. */
  manage: string
  title: string
  text: string
  /** What the X does, said in the first layer itself. */
  closeNote: string
  policyLink: string
  /** Accessible name of the X. */
  close: string
  acceptAll: string
  onlyNecessary: string
  customise: string
  save: string
  necessary: { label: string; description: string }
  categories: Record<'analytics' | 'functional' | 'marketing', { label: string; description: string }>
  /** The receipt: "Il tuo consenso: ID …, 23/11/2026". */
  receipt: { label: string; id: string; pending: string }
  /** Per category, the heading of its list of cookies and storage keys. */
  storedItems: string
  /** A category with nothing stored says so (Marketing: only signals). */
  nothingStored: string
}

export const consentCopy: Record<'it' | 'en', ConsentCopy> = {
  it: {
    manage: 'Preferenze cookie',
    title: 'Rispettiamo la tua privacy',
    text: 'Usiamo cookie tecnici necessari al sito e, solo con il tuo consenso, strumenti analitici, funzionali e di marketing. La scelta vale 12 mesi e puoi cambiarla quando vuoi dal link “Preferenze cookie” in fondo a ogni pagina. Dettagli nella',
    closeNote: 'Chiudendo il banner con la X continui a navigare con i soli cookie tecnici.',
    policyLink: 'Privacy e Cookie Policy',
    close: 'Chiudi',
    acceptAll: 'Accetta tutto',
    onlyNecessary: 'Solo necessari',
    customise: 'Personalizza',
    save: 'Conferma e salva preferenze',
    necessary: {
      label: 'Necessari',
      description: 'Indispensabili al sito e alle funzioni che chiedi tu, come il tema scelto: sempre attivi.',
    },
    categories: {
      analytics: {
        label: 'Analitici',
        description:
          'Google Analytics 4 misura visite e percorsi con identificativi del tuo browser; Google riceve il tuo indirizzo IP.',
      },
      functional: {
        label: 'Funzionali',
        description:
          'Traduzione automatica con Google Traduttore per i browser in un’altra lingua: Google riceve il tuo indirizzo IP e il testo delle pagine.',
      },
      marketing: {
        label: 'Marketing',
        description:
          'Solo con Analitici attivo: consente a Google di usare i dati della visita per la pubblicità (segnali ad_storage, ad_user_data, ad_personalization). Non mostriamo annunci.',
      },
    },
    receipt: { label: 'Il tuo consenso', id: 'ID', pending: 'non ancora registrato, verrà inviato di nuovo' },
    storedItems: 'Cookie e dati salvati',
    nothingStored: 'Nessun cookie né dato salvato nel browser.',
  },
  en: {
    manage: 'Cookie preferences',
    title: 'We respect your privacy',
    text: 'We use technical cookies the website needs and, only with your consent, analytics, functional and marketing tools. Your choice lasts 12 months and you can change it at any time from the “Cookie preferences” link at the bottom of every page. Details in our',
    closeNote: 'Closing this banner with the X keeps only the technical cookies.',
    policyLink: 'Privacy and Cookie Policy',
    close: 'Close',
    acceptAll: 'Accept all',
    onlyNecessary: 'Only necessary',
    customise: 'Customise',
    save: 'Confirm and save preferences',
    necessary: {
      label: 'Necessary',
      description: 'Needed by the website and by features you ask for, such as your chosen theme: always on.',
    },
    categories: {
      analytics: {
        label: 'Analytics',
        description:
          'Google Analytics 4 measures visits and paths with identifiers of your browser; Google receives your IP address.',
      },
      functional: {
        label: 'Functional',
        description:
          'Automatic translation by Google Translate for browsers in another language: Google receives your IP address and the text of the pages.',
      },
      marketing: {
        label: 'Marketing',
        description:
          'Only with Analytics on: lets Google use data about your visit for advertising (signals ad_storage, ad_user_data, ad_personalization). We show no ads.',
      },
    },
    receipt: { label: 'Your consent', id: 'ID', pending: 'not yet logged, it will be sent again' },
    storedItems: 'Cookies and stored data',
    nothingStored: 'No cookie or data stored in the browser.',
  },
}
