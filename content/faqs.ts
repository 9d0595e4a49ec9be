/** Frequently asked questions, as typed data; pages render them as disclosures with FAQPage JSON-LD. */
import type { IconName } from '@/content/types'

/** The heading and lead of each page's FAQ block. */
export const faqIntros = {
  products: {
    title: 'Domande frequenti sui prodotti',
    intro: 'Come funzionano acquisto, abbonamenti e personalizzazioni.',
  },
  contact: {
    title: 'Domande frequenti',
    intro: 'Tempi, costi e modo di lavorare: le risposte alle domande che ci fate più spesso.',
  },
}

export interface Faq {
  question: string
  answer: string
  icon: IconName
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

/** The contact page's FAQ. */
export const contactFaqs: readonly Faq[] = [
  {
    question: 'Quanto tempo serve per realizzare un progetto?',
    answer:
      'Dipende dalla complessità. Un progetto semplice, come un sito, un chatbot o un’automazione, richiede di solito 2-4 settimane. Le soluzioni enterprise, come un gestionale su misura integrato con i sistemi aziendali, richiedono 2-6 mesi. Dopo la prima analisi ti diamo una stima precisa, con le tappe intermedie.',
    icon: 'clock',
  },
  {
    question: 'La prima consulenza è davvero gratuita?',
    answer:
      'Sì. La consulenza iniziale di 30 minuti è gratuita e senza impegno: ascoltiamo le tue esigenze, valutiamo se e come possiamo aiutarti e ti indichiamo i passi successivi. Se non siamo la scelta giusta, te lo diciamo.',
    icon: 'message',
  },
  {
    question: 'Come lavorate, in pratica?',
    answer:
      'Seguiamo un processo agile: analisi dei requisiti, prototipazione per vedere subito l’idea prendere forma, sviluppo iterativo con consegne frequenti che puoi provare, test accurati prima di ogni rilascio. Ricevi aggiornamenti regolari e hai sempre un referente diretto.',
    icon: 'rocket',
  },
  {
    question: 'Quanto costa un progetto?',
    answer:
      'Il costo dipende dalla complessità del progetto e dal budget che hai a disposizione: lo definiamo insieme. Dopo la consulenza gratuita ricevi un preventivo dettagliato, con le voci di spesa chiare e nessun costo nascosto; se serve, proponiamo un percorso a fasi per partire con un investimento più piccolo.',
    icon: 'wallet',
  },
  {
    question: 'Offrite assistenza dopo la consegna?',
    answer:
      'Sì. Offriamo piani di assistenza che vanno da un supporto di base, con correzioni e aggiornamenti, fino alla manutenzione completa 24/7 con monitoraggio continuo e tempi di intervento garantiti. Scegli il livello adatto alla tua attività e puoi cambiarlo in qualsiasi momento.',
    icon: 'shield',
  },
]
