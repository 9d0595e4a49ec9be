import { agency } from '@/content/agency'
import { routes } from '@/lib/routes'
import type { PageIntro } from '@/content/types'

export const communityPage = {
  hero: {
    eyebrow: 'Community',
    title: 'Impara l’intelligenza artificiale insieme a noi',
    highlight: 'insieme a noi',
    subtitle:
      'Oltre 20 video tutorial gratuiti, una membership con guide e progetti completi e una chat dove imprenditori, professionisti e sviluppatori si aiutano a vicenda.',
    actions: [
      { label: 'Unisciti alla membership', href: agency.social.patreon.url },
      { label: 'Guarda i tutorial', href: agency.social.youtube.url, variant: 'secondary' },
    ],
  },
  cta: {
    title: 'Preferisci che lo facciamo noi?',
    text: 'Imparare è bello, ma il tempo è poco: se vuoi portare l’AI nella tua azienda senza diventare un esperto, ci pensiamo noi.',
    actions: [
      { label: 'Richiedi una consulenza', href: routes.contact.path },
      { label: 'Entra su Discord', href: agency.social.discord.url, variant: 'secondary' },
    ],
  },
} as const satisfies PageIntro
