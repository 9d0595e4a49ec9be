import { siDiscord, siInstagram, siPatreon, siYoutube } from 'simple-icons'
import type { SocialKey } from '@/content/agency'

/** simple-icons no longer ships LinkedIn's mark; this is a plain "in" monogram drawn for us. */
const linkedinMonogram = {
  fillRule: 'evenodd' as const,
  path: 'M3 3h18v18H3z M7 10h2.4v7H7z M8.2 6.4a1.3 1.3 0 1 1 0 2.6 1.3 1.3 0 0 1 0-2.6z M11 10h2.3v1c.4-.7 1.3-1.2 2.4-1.2 2 0 2.8 1.2 2.8 3.4V17h-2.4v-3.4c0-1-.3-1.7-1.2-1.7-1 0-1.5.7-1.5 1.7V17H11z',
}

export const socialIcons: Record<SocialKey, { path: string; fillRule?: 'evenodd' }> = {
  instagram: siInstagram,
  youtube: siYoutube,
  linkedin: linkedinMonogram,
  discord: siDiscord,
  patreon: siPatreon,
}
