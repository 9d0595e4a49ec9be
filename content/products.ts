/**
 * The product catalogue: a fixed list, not fetched. Every product is still coming
 * soon; a product becomes clickable the day its status turns 'available'.
 */
export type ProductStatus = 'available' | 'coming-soon'
export type ProductIcon = 'telegram' | 'instagram' | 'whatsapp' | 'wordpress' | 'maps' | 'inventory'
export type CategoryId = 'ai-assistants' | 'automation'

export interface Product {
  id: number
  slug: string
  name: string
  description: string
  longDescription: string
  icon: ProductIcon
  tags: readonly string[]
  /** Empty for every product today: prices are quoted on request. */
  price: string
  originalPrice?: string
  status: ProductStatus
  featured: boolean
  /** One-time purchase: yours forever. */
  forever: boolean
  subscription: boolean
  customSetup: boolean
  discount: null | { percentage: number }
  image?: string
  features: readonly string[]
  benefits: readonly string[]
}

export interface Category {
  id: CategoryId
  name: string
  description: string
  products: readonly Product[]
}

/** The data as written; `status` may still carry the legacy spelling 'coming soon'. */
type ProductSource = Omit<Product, 'status'> & { status: ProductStatus | 'coming soon' }

const aiAssistants: readonly ProductSource[] = [
  {
    id: 1,
    slug: 'segretario-ai-telegram',
    name: 'Segretario AI su Telegram',
    description: 'Un assistente personale su Telegram che organizza agenda, promemoria e appunti mentre tu lavori.',
    longDescription:
      'Scrivi o detta un messaggio vocale come faresti con una segretaria: «sposta la call con Rossi a giovedì alle 15», «ricordami di mandare il preventivo domani mattina», «cosa ho in agenda questa settimana?». Il Segretario AI capisce la richiesta, aggiorna il tuo calendario, prende nota e ti avvisa al momento giusto. Vive dentro Telegram, quindi non c’è nessuna app nuova da imparare, e si collega a Google Calendar, Gmail e ai tuoi documenti.',
    icon: 'telegram',
    tags: ['Telegram', 'Agenda', 'Promemoria', 'Messaggi vocali', 'Produttività'],
    price: '',
    status: 'coming-soon',
    featured: false,
    forever: false,
    subscription: true,
    customSetup: true,
    discount: null,
    features: [
      'Gestione del calendario con linguaggio naturale, anche da messaggi vocali',
      'Promemoria intelligenti che tengono conto di scadenze e priorità',
      'Riassunto quotidiano di appuntamenti, e-mail importanti e attività aperte',
      'Archivio di appunti ricercabile: «cosa avevo scritto sul cliente Bianchi?»',
      'Collegamento a Google Calendar, Gmail e Google Drive',
    ],
    benefits: [
      'Recuperi ogni settimana le ore perse tra agenda, note e promemoria',
      'Nessun appuntamento dimenticato, anche quando sei fuori ufficio',
      'Lo usi da subito, dentro un’app che conosci già',
    ],
  },
  {
    id: 7,
    slug: 'dm-chatbot-instagram',
    name: 'Chatbot DM per Instagram',
    description:
      'Risponde ai messaggi diretti di Instagram in pochi secondi, anche di notte, e trasforma i follower in contatti.',
    longDescription:
      'Ogni domanda nei DM senza risposta è un cliente che va dalla concorrenza. Il chatbot legge i messaggi diretti del tuo profilo Instagram, risponde con il tono del tuo brand usando le informazioni che gli fornisci (listino, orari, politiche di reso) e raccoglie nome e contatto di chi è interessato. Quando la conversazione richiede una persona, ti passa la palla con un riepilogo. Il piano include fino a 5.000 messaggi al mese, l’attivazione in 24-48 ore e l’aggiornamento dei documenti di riferimento fino a 2 volte al mese.',
    icon: 'instagram',
    tags: ['Instagram', 'Chatbot', 'Social media', 'Lead generation', 'Customer care'],
    price: '',
    status: 'coming-soon',
    featured: true,
    forever: false,
    subscription: true,
    customSetup: true,
    discount: null,
    features: [
      'Risposte automatiche ai DM con il tono di voce del tuo brand',
      'Fino a 5.000 messaggi al mese inclusi nel piano',
      'Attivazione in 24-48 ore sul tuo profilo professionale',
      'Aggiornamento dei documenti di riferimento fino a 2 volte al mese',
      'Passaggio a un operatore umano con il riepilogo della conversazione',
    ],
    benefits: [
      'Rispondi in pochi secondi invece che in ore, anche nel weekend',
      'Ogni conversazione interessante diventa un contatto da ricontattare',
      'Il tuo team si occupa solo delle richieste che contano davvero',
    ],
  },
  {
    id: 9,
    slug: 'dm-chatbot-whatsapp',
    name: 'Chatbot per WhatsApp',
    description:
      'Gestisce le conversazioni WhatsApp dei clienti: domande frequenti, prenotazioni e stato degli ordini.',
    longDescription:
      'WhatsApp è il canale che i tuoi clienti usano di più, ma rispondere a tutti a mano è impossibile. Il chatbot si collega al tuo numero WhatsApp Business, risponde alle domande frequenti, raccoglie prenotazioni e richieste di preventivo e comunica lo stato di un ordine leggendolo dal tuo gestionale. Parla oltre 24 lingue, così anche i clienti stranieri ricevono risposte chiare, e ti segnala le conversazioni che richiedono il tuo intervento.',
    icon: 'whatsapp',
    tags: ['WhatsApp', 'Chatbot', 'Prenotazioni', 'Multilingua', 'E-commerce'],
    price: '',
    status: 'coming soon',
    featured: false,
    forever: false,
    subscription: true,
    customSetup: true,
    discount: null,
    features: [
      'Integrazione con l’API ufficiale di WhatsApp Business',
      'Risposte in oltre 24 lingue, riconosciute automaticamente',
      'Prenotazioni e richieste di preventivo raccolte in modo strutturato',
      'Stato degli ordini letto in tempo reale dal tuo gestionale o e-commerce',
      'Inoltro all’operatore con la cronologia completa',
    ],
    benefits: [
      'Clienti serviti subito, senza code e senza orari',
      'Meno telefonate e messaggi ripetitivi per il tuo staff',
      'Più prenotazioni e ordini chiusi direttamente in chat',
    ],
  },
]

const automation: readonly ProductSource[] = [
  {
    id: 2,
    slug: 'wordpress-autoblog-ai',
    name: 'Autoblog AI per WordPress',
    description:
      'Scrive e pubblica sul tuo sito WordPress articoli ottimizzati per la SEO, in più lingue e con il tuo stile.',
    longDescription:
      'Un blog aggiornato porta visite e clienti, ma scrivere con costanza richiede tempo che non hai. Autoblog AI parte da un argomento o da una parola chiave, studia cosa si posiziona già su Google e genera 3 o più articoli alla volta, completi di titoli, sottotitoli, meta description e immagini suggerite. Puoi pubblicarli subito o rivederli in bozza. Scrive in oltre 24 lingue ed è un acquisto una tantum: lo installi sul tuo sito e resta tuo per sempre.',
    icon: 'wordpress',
    tags: ['WordPress', 'SEO', 'Contenuti', 'Multilingua', 'Blog'],
    price: '',
    status: 'coming-soon',
    featured: false,
    forever: true,
    subscription: false,
    customSetup: true,
    discount: null,
    features: [
      'Generazione di 3 o più articoli alla volta a partire da una parola chiave',
      'Struttura SEO completa: titoli, sottotitoli, meta description e link interni',
      'Scrittura in oltre 24 lingue per siti internazionali',
      'Pubblicazione diretta o salvataggio in bozza per la revisione',
      'Calendario editoriale con pubblicazione programmata',
    ],
    benefits: [
      'Un blog sempre aggiornato senza assumere un redattore',
      'Più traffico organico da Google, articolo dopo articolo',
      'Paghi una volta sola: nessun canone mensile',
    ],
  },
  {
    id: 3,
    slug: 'lead-generation-google-maps',
    name: 'Lead Generation da Google Maps',
    description: 'Trova le aziende del tuo mercato su Google Maps e ne recupera contatti ed e-mail verificate.',
    longDescription:
      'Indica una categoria e una zona, per esempio «studi dentistici a Bologna»: lo strumento raccoglie dalle schede di Google Maps nome, indirizzo, telefono, sito e valutazioni, poi visita i siti web per trovare gli indirizzi e-mail e li verifica. In una sola sessione ottieni oltre 200 contatti pronti da esportare in CSV o nel tuo CRM. Le e-mail trovate risultano valide nel 60-80% dei casi, a seconda del settore, e quelle non valide vengono scartate prima dell’esportazione.',
    icon: 'maps',
    tags: ['Google Maps', 'Lead generation', 'E-mail', 'CRM', 'Vendite B2B'],
    price: '',
    status: 'coming-soon',
    featured: false,
    forever: false,
    subscription: true,
    customSetup: false,
    discount: null,
    features: [
      'Ricerca per categoria e zona geografica su Google Maps',
      'Oltre 200 contatti per sessione con telefono, sito e valutazioni',
      'Recupero e verifica degli indirizzi e-mail dai siti web (validità 60-80%)',
      'Eliminazione automatica di duplicati e indirizzi non validi',
      'Esportazione in CSV o invio diretto al CRM',
    ],
    benefits: [
      'Liste di potenziali clienti in pochi minuti invece che in giorni',
      'Contatti verificati: meno e-mail che tornano indietro',
      'Il tuo commerciale passa il tempo a vendere, non a cercare',
    ],
  },
  {
    id: 6,
    slug: 'ai-stock-manager',
    name: 'AI Stock Manager',
    description: 'Tiene sotto controllo il magazzino di hotel e ristoranti e prevede quando e quanto riordinare.',
    longDescription:
      'Pensato per hotel e ristoranti, AI Stock Manager registra carichi e scarichi (anche fotografando le bolle dei fornitori), confronta i consumi con le prenotazioni e con la stagionalità e ti dice con anticipo cosa sta per finire e quanto ordinarne. Riduce gli sprechi dei prodotti deperibili e le rotture di stock nei giorni di punta. È un acquisto una tantum: lo installiamo sui tuoi dispositivi e resta tuo per sempre.',
    icon: 'inventory',
    tags: ['Magazzino', 'Hotel', 'Ristoranti', 'Previsioni', 'Riduzione sprechi'],
    price: '',
    status: 'coming-soon',
    featured: false,
    forever: true,
    subscription: false,
    customSetup: true,
    discount: null,
    features: [
      'Carico della merce fotografando bolle e fatture dei fornitori',
      'Previsione dei consumi basata su prenotazioni e stagionalità',
      'Avvisi di riordino con le quantità consigliate',
      'Controllo delle scadenze dei prodotti deperibili',
      'Report mensile di costi, sprechi e margini per reparto',
    ],
    benefits: [
      'Meno sprechi di prodotti freschi e meno capitale fermo in magazzino',
      'Niente più piatti tolti dal menù perché manca un ingrediente',
      'Un acquisto una tantum, senza canoni',
    ],
  },
]

/** Reads a status as written, accepting the legacy spelling 'coming soon'. */
export function normalizeStatus(status: string): ProductStatus {
  return status === 'available' ? 'available' : 'coming-soon'
}

const normalize = (products: readonly ProductSource[]): Product[] =>
  products.map((product) => ({ ...product, status: normalizeStatus(product.status) }))

export const categories: readonly Category[] = [
  {
    id: 'ai-assistants',
    name: 'Agenti e Chatbot AI',
    description: 'Assistenti che rispondono ai clienti e lavorano al posto tuo su Telegram, Instagram e WhatsApp.',
    products: normalize(aiAssistants),
  },
  {
    id: 'automation',
    name: 'Automazioni',
    description: 'Strumenti che svolgono da soli i lavori ripetitivi: contenuti, ricerca clienti e magazzino.',
    products: normalize(automation),
  },
]

export const products: readonly Product[] = categories.flatMap((category) => category.products)
export const productSlugs = products.map((product) => product.slug)

export function findProduct(slug: string): Product | undefined {
  return products.find((product) => product.slug === slug)
}
