import type { ConsentDetailsCopy } from './consent-copy'

/** The preferences panel in Italian: loaded with the panel, when the visitor opens it. */
export const italianDetailsCopy: ConsentDetailsCopy = {
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
  storedItems: 'Cookie e dati salvati',
  nothingStored: 'Nessun cookie né dato salvato nel browser.',
}
