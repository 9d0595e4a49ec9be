/**
 * The shape of the cookie banner's words, one for Italian and English (./consent-it*.ts, ./consent-en*.ts),
 * so a missing translation is a type error. The English banner is for every browser that does not ask for
 * Italian (Garante 2021: the visitor must understand what they accept). The policy itself is
 * lib/consent/policy.ts. Every string here is part of the banner text a consent record proves
 * (lib/consent/banner-text.ts).
 */

/** The first layer, the floating button and the receipt: in the first-visit bundle (Italian). */
export interface ConsentBannerCopy {
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
  /** The receipt: "Il tuo consenso: ID …, 23/11/2026". */
  receipt: { label: string; id: string; pending: string }
  /**
   * The one line shown instead of the banner to a browser that sends Global Privacy Control: its refusal is
   * applied without asking. With the link to the preferences (`manage`), the text such a record proves.
   */
  signal: { notice: string; dismiss: string }
}

/** The preferences panel: loaded only when the visitor opens it. */
export interface ConsentDetailsCopy {
  necessary: { label: string; description: string }
  categories: Record<'analytics' | 'functional' | 'marketing', { label: string; description: string }>
  /** Per category, the heading of its list of cookies and storage keys. */
  storedItems: string
  /** A category with nothing stored says so (Marketing: only signals). */
  nothingStored: string
}
