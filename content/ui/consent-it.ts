import type { ConsentCopy } from './consent'

/** The banner in Italian: in the first-visit bundle, since most visitors read it. */
export const italianConsentCopy: ConsentCopy = {
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
}
