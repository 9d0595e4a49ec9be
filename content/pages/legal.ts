/**
 * Interface text of the two legal pages, in Italian and English. The documents themselves
 * (sections, dates) are in content/legal/; the closing call to action is Italian only, like
 * the rest of the site around the document. The Italian pages' metadata is in content/page-meta.ts.
 */
import { routes } from '@/lib/routes'
import type { LegalLanguage } from '@/content/legal/types'
import type { CtaContent } from '@/content/types'

export interface LegalPageText {
  eyebrow: string
  /** Title and accessible name of the table of contents. */
  toc: string
  /** Anchor of each section: `${anchor}-${number}`, e.g. #sezione-3 / #section-3. */
  anchor: string
  /** A link to the other legal document, shown under the header. */
  related: { label: string; path: string }
}

/** The language switch: the link names the language it leads to. */
export const legalSwitchLabel: Record<LegalLanguage, string> = { it: 'Italiano', en: 'English' }

/** Search-engine metadata of an English variant (its path comes from lib/language-variants). */
export interface LegalEnglishMeta {
  title: string
  description: string
  keywords: readonly string[]
}

const legalCta: CtaContent = {
  title: 'Hai domande su questi testi?',
  text: 'Scrivici: ti rispondiamo in modo chiaro e senza giri di parole, entro i tempi indicati in questa pagina.',
  actions: [
    { label: 'Contattaci', href: routes.contact.path },
    { label: 'Torna alla home', href: routes.home.path, variant: 'secondary' },
  ],
}

export const termsPage = {
  text: {
    it: {
      eyebrow: 'Note legali',
      toc: 'Indice',
      anchor: 'sezione',
      related: { label: 'Leggi la Privacy e Cookie Policy', path: routes.privacy.path },
    },
    en: {
      eyebrow: 'Legal',
      toc: 'Contents',
      anchor: 'section',
      related: { label: 'Read the Privacy and Cookie Policy', path: routes.privacy.path },
    },
  },
  englishMeta: {
    title: 'Terms and Conditions',
    description:
      'The terms that govern the use of the Orbita Lab website and services: liability, intellectual property, governing law and changes.',
    keywords: ['terms and conditions', 'terms of service', 'legal notice'],
  },
  cta: legalCta,
} as const satisfies { text: Record<LegalLanguage, LegalPageText>; englishMeta: LegalEnglishMeta; cta: CtaContent }

export const privacyPage = {
  text: {
    it: {
      eyebrow: 'Note legali',
      toc: 'Indice',
      anchor: 'sezione',
      related: { label: 'Leggi i Termini e Condizioni', path: routes.terms.path },
    },
    en: {
      eyebrow: 'Legal',
      toc: 'Contents',
      anchor: 'section',
      related: { label: 'Read the Terms and Conditions', path: routes.terms.path },
    },
  },
  /** The button that reopens the cookie preferences, at the end of the cookie section (its text names the button). */
  cookieButton: { section: 5, label: { it: 'Gestisci preferenze cookie', en: 'Manage cookie preferences' } },
  englishMeta: {
    title: 'Privacy and Cookie Policy',
    description:
      'How Orbita Lab processes personal data and uses cookies: purposes, legal bases, retention, the rights of data subjects and consent management.',
    keywords: ['privacy policy', 'cookie policy', 'GDPR', 'data protection'],
  },
  cta: legalCta,
} as const satisfies {
  text: Record<LegalLanguage, LegalPageText>
  englishMeta: LegalEnglishMeta
  cta: CtaContent
  cookieButton: { section: number; label: Record<LegalLanguage, string> }
}
