/** Shapes shared by the page content files. */
import type { SocialKey } from '@/content/agency'

export interface CtaLink {
  label: string
  href: string
  variant?: 'primary' | 'secondary'
}

export interface HeroContent {
  eyebrow: string
  title: string
  /** The part of the title set in the accent colour; must occur in `title`. */
  highlight?: string
  subtitle: string
  actions: readonly CtaLink[]
}

export interface CtaContent {
  title: string
  text: string
  actions: readonly CtaLink[]
}

export interface PageIntro {
  hero: HeroContent
  cta: CtaContent
}

/**
 * The icons a section may show next to a title. Content names them; the drawings live in
 * components/sections/section-icon.tsx, so content files stay plain data.
 */
export type IconName =
  | 'app-window'
  | 'brain'
  | 'clock'
  | 'cloud'
  | 'code'
  | 'compass'
  | 'cpu'
  | 'gauge'
  | 'globe'
  | 'handshake'
  | 'layers'
  | 'library'
  | 'lightbulb'
  | 'lock'
  | 'mail'
  | 'message'
  | 'monitor'
  | 'radio'
  | 'refresh'
  | 'rocket'
  | 'shield'
  | 'sparkles'
  | 'sprout'
  | 'target'
  | 'ticket'
  | 'users'
  | 'wallet'
  | 'wifi-off'
  | 'workflow'
  | 'wrench'
  | 'zap'

/** The heading block of a section: optional eyebrow, the h2 and an optional lead paragraph. */
export interface SectionIntro {
  eyebrow?: string
  title: string
  intro?: string
}

/** A tile or card: icon, title, short text and, optionally, technology tags. */
export interface Feature {
  icon: IconName
  title: string
  text: string
  tags?: readonly string[]
}

export interface FeatureSection extends SectionIntro {
  items: readonly Feature[]
}

/** A plain list of points, such as a list of benefits. */
export interface ListSection extends SectionIntro {
  items: readonly string[]
}

export interface Step {
  title: string
  text: string
}

export interface StepSection extends SectionIntro {
  steps: readonly Step[]
}

/** A card that leads somewhere: a page of the site or, with `brand`, one of the agency's profiles. */
export interface LinkCard {
  title: string
  text: string
  href: string
  /** The visible hint at the bottom of the card, e.g. "Scopri di più". */
  hint: string
  icon?: IconName
  brand?: SocialKey
}

export interface LinkCardGroup {
  title: string
  cards: readonly LinkCard[]
}

/** A price as it is shown: "da" 1.500 € "al mese"; a quote-only plan has just `amount`. */
export interface Price {
  prefix?: string
  amount: string
  suffix?: string
}

export interface Plan {
  id: string
  title: string
  description: string
  price: Price
  features: readonly string[]
  popular?: boolean
  /** A remark under the features, e.g. what is paid separately. */
  note?: string
  cta: CtaLink
}

/** A cell of the comparison table: included, not included, or a short text. */
export type ComparisonValue = boolean | string

/** A YouTube video shown behind a click-to-load facade. */
export interface Video {
  /** The 11-character YouTube id. */
  youtubeId: string
  title: string
  /** Shown on the poster, e.g. "circa 10 minuti". */
  duration: string
}

export interface VideoSectionContent extends SectionIntro {
  video: Video
  /** Points listed beside the video. */
  points?: readonly string[]
  /** A highlighted figure, e.g. { value: '20+', label: 'video tutorial gratuiti' }. */
  stat?: { value: string; label: string }
  actions: readonly CtaLink[]
}

/** A section made of an intro, some content and a row of links under it. */
export interface ActionSection extends SectionIntro {
  actions: readonly CtaLink[]
}

/** One turn of the chatbot page's scripted conversation (played by lib/demos/chat-script.ts). */
export interface ChatMessage {
  sender: 'user' | 'bot'
  text: string
  /** A bot turn first shows the typing dots, then its text. */
  typing?: boolean
  /** Milliseconds after the previous step that this message appears. */
  delay: number
}

/** One turn of a conversation typed out by lib/demos/typewriter.ts. */
export interface TypedMessage {
  sender: 'user' | 'bot'
  text: string
}
