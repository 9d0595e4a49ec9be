/** Frequently asked questions, as typed data; pages render them as disclosures with FAQPage JSON-LD. */
export type FaqIcon = 'clock' | 'wallet' | 'shield' | 'wrench' | 'sparkles' | 'message' | 'rocket' | 'globe' | 'refresh'

export interface Faq {
  question: string
  answer: string
  icon: FaqIcon
}

/** The catalogue's FAQ: the first four are shown, the other four behind "Visualizza tutte le domande". */
export const productFaqs: readonly Faq[] = [
  {
    question: 'Quando saranno disponibili i prodotti?',
    answer:
      'Stiamo completando i test con un gruppo di aziende pilota. Scrivici dalla pagina Contatti: ti avvisiamo non appena il prodotto che ti interessa è disponibile e puoi entrare tra i primi utenti, con condizioni riservate.',
    icon: 'rocket',
  },
  {
    question: 'Che differenza c’è tra Forever e Abbonamento?',
    answer:
      'I prodotti Forever si acquistano una volta sola e restano tuoi per sempre, aggiornamenti minori inclusi. I prodotti in Abbonamento hanno un canone mensile che comprende hosting, manutenzione, assistenza e i costi dei servizi di intelligenza artificiale.',
    icon: 'wallet',
  },
  {
    question: 'Cosa significa Setup Personalizzato?',
    answer:
      'Il prodotto può essere adattato alla tua azienda con un costo aggiuntivo: colleghiamo i tuoi strumenti (CRM, gestionale, calendario), addestriamo l’assistente sui tuoi documenti e ne definiamo il tono di voce insieme a te.',
    icon: 'wrench',
  },
  {
    question: 'I dati dei miei clienti sono al sicuro?',
    answer:
      'Sì. Trattiamo i dati nel rispetto del GDPR, usiamo fornitori con server in Europa dove possibile, cifriamo le comunicazioni e non usiamo mai i tuoi dati per addestrare modelli di terze parti. Trovi tutti i dettagli nella Privacy Policy.',
    icon: 'shield',
  },
  {
    question: 'Serve una persona tecnica in azienda per usarli?',
    answer:
      'No. Installazione e configurazione sono a carico nostro; a te resta un’interfaccia semplice (spesso un’app che usi già, come Telegram o WhatsApp) e una breve sessione di formazione per il tuo team.',
    icon: 'sparkles',
  },
  {
    question: 'Posso provare un prodotto prima di acquistarlo?',
    answer:
      'Per i prodotti in abbonamento prevediamo un periodo di prova; per quelli Forever organizziamo una demo sui tuoi dati di esempio, così vedi il risultato prima di decidere.',
    icon: 'message',
  },
  {
    question: 'I prodotti funzionano anche in altre lingue?',
    answer:
      'Sì. Chatbot e Autoblog lavorano in oltre 24 lingue e riconoscono automaticamente quella del cliente: utile se vendi all’estero o hai ospiti stranieri.',
    icon: 'globe',
  },
  {
    question: 'Cosa succede se le mie esigenze cambiano?',
    answer:
      'Gli abbonamenti si possono modificare o disdire con un mese di preavviso e i prodotti Forever si possono estendere con nuove funzioni. Se serve qualcosa di completamente nuovo, lo sviluppiamo su misura.',
    icon: 'refresh',
  },
]
