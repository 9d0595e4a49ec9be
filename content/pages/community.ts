import { agency } from '@/content/agency'
import type { ActionSection, Feature, PageIntro, VideoSectionContent } from '@/content/types'

const { youtube, discord, patreon } = agency.social

/** Sections of /community, in order. */
interface CommunityContent extends PageIntro {
  channel: VideoSectionContent
  membership: ActionSection & { items: readonly Feature[] }
  chat: ActionSection & { channelsLabel: string; channels: readonly { name: string; text: string }[] }
}

/** Every link of this page leads to one of the agency's community profiles (new tab). */
export const communityPage = {
  hero: {
    eyebrow: 'Community',
    title: 'Impara l’intelligenza artificiale insieme a noi',
    highlight: 'insieme a noi',
    subtitle:
      'Oltre 20 video tutorial gratuiti, una membership con guide e progetti completi e una chat dove imprenditori, professionisti e sviluppatori si aiutano a vicenda.',
    actions: [
      { label: 'Unisciti alla membership', href: patreon.url },
      { label: 'Guarda i tutorial', href: youtube.url, variant: 'secondary' },
    ],
  },
  channel: {
    eyebrow: 'Canale YouTube',
    title: 'Tutorial pratici, passo dopo passo',
    intro:
      'Video brevi e concreti in cui costruiamo davanti a te agenti, chatbot e automazioni, spiegando ogni scelta in modo semplice.',
    stat: { value: '20+', label: 'video tutorial gratuiti' },
    points: [
      'Agenti AI e automazioni con n8n',
      'Chatbot per WhatsApp, Instagram e siti web',
      'Intelligenza artificiale in locale sul tuo PC',
      'Python e analisi dei dati per chi parte da zero',
    ],
    video: {
      youtubeId: 'r7Vq2mKpX4c',
      title: 'Il tuo primo agente AI con n8n, dall’idea al funzionamento',
      duration: 'circa 18 minuti',
    },
    actions: [
      { label: 'Iscriviti al canale', href: `${youtube.url}?sub_confirmation=1` },
      { label: 'Guarda tutti i video', href: `${youtube.url}/videos`, variant: 'secondary' },
    ],
  },
  membership: {
    eyebrow: 'Membership',
    title: 'Vai più a fondo con la membership',
    intro: `Su ${patreon.label} sostieni i tutorial gratuiti e ricevi materiali pensati per chi vuole passare dalla teoria ai progetti veri.`,
    items: [
      {
        icon: 'library',
        title: 'Guide e codice sorgente',
        text: 'Tutorial scritti con tutto il codice dei progetti, template e workflow pronti da importare nei tuoi strumenti.',
      },
      {
        icon: 'radio',
        title: 'Incontri dal vivo',
        text: 'Un appuntamento online al mese per risolvere dubbi, rivedere i vostri progetti e costruire qualcosa insieme.',
      },
      {
        icon: 'sparkles',
        title: 'Contenuti in anteprima',
        text: 'I nuovi video prima di tutti, più approfondimenti e casi reali che non pubblichiamo sul canale.',
      },
    ],
    actions: [{ label: 'Scopri la membership', href: patreon.url }],
  },
  chat: {
    eyebrow: 'Chat della community',
    title: 'Una chat per non restare mai bloccato',
    intro: `Sul server ${discord.label} trovi persone che stanno affrontando i tuoi stessi problemi: chiedi, rispondi, condividi ciò che hai costruito.`,
    channelsLabel: 'Alcuni canali del server',
    channels: [
      { name: 'benvenuto', text: 'Presentati e racconta su cosa stai lavorando.' },
      { name: 'aiuto-codice', text: 'Domande su Python, JavaScript e integrazioni: qualcuno risponde sempre.' },
      { name: 'automazioni', text: 'Workflow n8n e Make, idee e casi d’uso reali.' },
      { name: 'ai-locale', text: 'Modelli open source, configurazioni e hardware consigliato.' },
      { name: 'progetti', text: 'Mostra cosa hai costruito e ricevi consigli per migliorarlo.' },
      { name: 'annunci', text: 'Nuovi video, dirette ed eventi della community.' },
    ],
    actions: [{ label: 'Entra su Discord', href: discord.url }],
  },
  cta: {
    title: 'Scegli da dove iniziare',
    text: 'Iscriviti al canale per i nuovi tutorial, entra nella chat per fare domande o sostieni il progetto con la membership: il primo passo è gratuito.',
    actions: [
      { label: 'Entra su Discord', href: discord.url },
      { label: 'Iscriviti su YouTube', href: `${youtube.url}?sub_confirmation=1`, variant: 'secondary' },
      { label: 'Sostienici su Patreon', href: patreon.url, variant: 'secondary' },
    ],
  },
} as const satisfies CommunityContent
