/** Shapes shared by the page content files. */
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
