/**
 * The agency's identity, written once. Layout, footer, contact page, legal texts,
 * metadata and JSON-LD all read it from here.
 */
export const agency = {
  name: 'Orbita Lab',
  legalName: 'Orbita Lab S.r.l.',
  vatNumber: 'IT17045231008',
  tagline: 'Software su misura e intelligenza artificiale per le imprese italiane',
  description:
    'Agenzia italiana di software e intelligenza artificiale: gestionali, web app, agenti AI, chatbot e assistenti AI in locale per PMI, e-commerce e professionisti.',
  email: 'info@orbitalab.it',
  address: {
    street: 'Via Nazionale 184',
    postalCode: '00184',
    city: 'Roma',
    province: 'RM',
    region: 'Lazio',
    country: 'IT',
    countryName: 'Italia',
  },
  hours: { days: 'Lun-Ven', time: '9:00-18:00 (CET)', weekend: 'Sabato e domenica chiuso' },
  /** Working days to answer a message: what usually happens, and the ceiling the terms and privacy policy promise. */
  replyDays: { usual: 1, atMost: 5 },
  logo: '/logo.svg',
  /** The X (Twitter) account named on share cards (twitter:site). */
  xHandle: '@orbitalab',
  bookingUrl: 'https://cal.com/orbitalab/consulenza-gratuita',
  social: {
    instagram: { label: 'Instagram', url: 'https://www.instagram.com/orbitalab.it' },
    youtube: { label: 'YouTube', url: 'https://www.youtube.com/@orbitalab' },
    linkedin: { label: 'LinkedIn', url: 'https://www.linkedin.com/company/orbitalab' },
    discord: { label: 'Discord', url: 'https://discord.gg/orbitalab' },
    patreon: { label: 'Patreon', url: 'https://www.patreon.com/orbitalab' },
  },
} as const

export type SocialKey = keyof typeof agency.social

/** The reply-time promise in one sentence, the same wherever the site makes it. */
export const replyPromise = `di solito entro un giorno lavorativo, al massimo entro ${agency.replyDays.atMost} giorni lavorativi`

/** One-line postal address, e.g. for the footer and the contact page. */
export const postalAddress = `${agency.address.street}, ${agency.address.postalCode} ${agency.address.city} (${agency.address.province})`
