import { englishConsentCopy } from './consent-en'
import { italianConsentCopy } from './consent-it'

/**
 * The cookie banner's words, in Italian and English: one shape, so a missing translation is a type
 * error. The English banner is for every browser that does not ask for Italian (Garante 2021: the
 * visitor must understand what they accept). The policy itself is lib/consent/policy.ts.
 * Every string here is part of the banner text a consent record proves (lib/consent/banner-text.ts).
 */
export interface ConsentCopy {
  /** Floating button and footer link that reopen the choice. */
  manage: string
  title: string
  text: string
  /** What the X does, said in the first layer itself. */
  closeNote: string
  policyLink: string
  /** Accessible name of the X. */
  close: string
  acceptAll: string
  onlyNecessary: string
  customise: string
  save: string
  necessary: { label: string; description: string }
  categories: Record<'analytics' | 'functional' | 'marketing', { label: string; description: string }>
  /** The receipt: "Il tuo consenso: ID …, 23/11/2026". */
  receipt: { label: string; id: string; pending: string }
  /** Per category, the heading of its list of cookies and storage keys. */
  storedItems: string
  /** A category with nothing stored says so (Marketing: only signals). */
  nothingStored: string
}

/** Both languages, for the server (banner-text.ts); the browser imports each language's module on its own. */
export const consentCopy: Record<'it' | 'en', ConsentCopy> = { it: italianConsentCopy, en: englishConsentCopy }
