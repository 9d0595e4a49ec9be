/**
 * The priced offers: the three monthly growth plans with their comparison table, and the
 * two local AI plans. Prices and inclusions follow the business constants of the spec.
 */
import type { ComparisonValue, Plan } from '@/content/types'
import { routes } from '@/lib/routes'

export const popularPlanLabel = 'Piano più popolare'

const quote = { label: 'Richiedi Preventivo', href: routes.contact.path } as const

export const growthPlans = [
  {
    id: 'pmi',
    title: 'PMI',
    description: 'Per la piccola impresa che vuole digitalizzare i processi e farsi trovare da nuovi clienti online.',
    price: { prefix: 'da', amount: '1.500 €', suffix: 'al mese' },
    features: [
      '5 automazioni al mese',
      'Consulenza 1 giorno a settimana',
      'Pacchetto Google Ads Starter',
      'SEO base',
      '1 gestionale su misura',
    ],
    cta: quote,
  },
  {
    id: 'highGrowth',
    title: 'High Growth',
    description:
      'Per l’azienda pronta ad accelerare: marketing, processi e persone che lavorano con l’intelligenza artificiale.',
    price: { prefix: 'da', amount: '3.000 €', suffix: 'al mese' },
    features: [
      'Automazioni e agenti AI illimitati',
      'Pacchetto Google Ads PRO',
      'SEO avanzata',
      'Consulenza strategica full-time',
      'Accesso illimitato e gratuito al catalogo prodotti',
      'Formazione AI del team',
    ],
    popular: true,
    cta: quote,
  },
  {
    id: 'maxSupport',
    title: 'Max Support',
    description: 'Per chi vuole un reparto tecnologico completo al proprio fianco, senza doverlo assumere e gestire.',
    price: { prefix: 'da', amount: '6.000 €', suffix: 'al mese' },
    features: [
      'Tutto ciò che include High Growth',
      'Sviluppo software illimitato',
      'Analisi dati avanzata in R e Python',
      'Sviluppo full-stack a 360°',
      'Integrazione nei sistemi aziendali',
    ],
    cta: quote,
  },
] as const satisfies readonly Plan[]

export type GrowthPlanId = (typeof growthPlans)[number]['id']

/** A row of the comparison table: one value per growth plan. */
export type ComparisonRow = { name: string } & Record<GrowthPlanId, ComparisonValue>

export interface ComparisonCategory {
  title: string
  rows: readonly ComparisonRow[]
}

export const comparisonCategories: readonly ComparisonCategory[] = [
  {
    title: 'Digital Marketing',
    rows: [
      { name: 'Campagne Google Ads', pmi: 'Starter', highGrowth: 'PRO', maxSupport: 'PRO' },
      { name: 'Ottimizzazione SEO', pmi: 'Base', highGrowth: 'Avanzata', maxSupport: 'Avanzata' },
      { name: 'Report mensile dei risultati', pmi: true, highGrowth: true, maxSupport: true },
      { name: 'Landing page per le campagne', pmi: false, highGrowth: true, maxSupport: true },
    ],
  },
  {
    title: 'Software e Sistemi',
    rows: [
      { name: 'Automazioni e agenti AI', pmi: '5 al mese', highGrowth: 'Illimitati', maxSupport: 'Illimitati' },
      { name: 'Software su misura', pmi: '1 gestionale', highGrowth: '1 gestionale', maxSupport: 'Illimitato' },
      { name: 'Catalogo prodotti, accesso illimitato e gratuito', pmi: false, highGrowth: true, maxSupport: true },
      { name: 'Analisi dati in R e Python', pmi: false, highGrowth: false, maxSupport: true },
      { name: 'Sviluppo full-stack a 360°', pmi: false, highGrowth: false, maxSupport: true },
      { name: 'Integrazione nei sistemi aziendali', pmi: false, highGrowth: false, maxSupport: true },
    ],
  },
  {
    title: 'Supporto e Servizi',
    rows: [
      { name: 'Consulenza strategica', pmi: '1 giorno a settimana', highGrowth: 'Full-time', maxSupport: 'Full-time' },
      { name: 'Formazione AI del team', pmi: false, highGrowth: true, maxSupport: true },
      { name: 'Supporto via e-mail', pmi: true, highGrowth: true, maxSupport: true },
      { name: 'Revisione trimestrale degli obiettivi', pmi: true, highGrowth: true, maxSupport: true },
    ],
  },
]

export const localAiPlans = [
  {
    id: 'everyday',
    title: 'Everyday',
    description:
      'Per professionisti e piccoli team che vogliono un assistente AI privato sul proprio computer, pronto da usare.',
    price: { amount: '110 €', suffix: 'una tantum' },
    features: [
      'Installazione guidata sul tuo PC',
      'Due settimane di consulenza e supporto via e-mail',
      'Guida in PDF per usarlo al meglio',
      'Oltre 50 modelli tra cui scegliere',
    ],
    cta: { label: 'Scegli Everyday', href: routes.contact.path },
  },
  {
    id: 'advanced',
    title: 'Advanced',
    description:
      'Per le aziende che vogliono l’AI locale su più postazioni, collegata ai propri documenti e ai propri strumenti.',
    price: { amount: 'Preventivo personalizzato' },
    features: [
      'Installazione su più postazioni o su un server aziendale',
      'Ricerca e domande sui documenti aziendali',
      'Integrazione con gestionali e strumenti in uso',
      'Formazione del personale',
    ],
    note: 'I piani di manutenzione sono facoltativi e si pagano a parte.',
    cta: { label: 'Richiedi un preventivo', href: routes.contact.path },
  },
] as const satisfies readonly Plan[]
