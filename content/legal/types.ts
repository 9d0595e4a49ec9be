/**
 * Legal texts in both languages with one structure: every section carries its Italian
 * and English version side by side, so a missing translation is a type error.
 */
export const legalLanguages = ['it', 'en'] as const
export type LegalLanguage = (typeof legalLanguages)[number]

/** The two legal pages, each published in both languages. */
export type LegalPageKey = 'privacy' | 'terms'

/**
 * A block of a section: a paragraph, a bulleted list (an item may start with a bold lead-in), or a
 * table whose first cell in each row names that row.
 */
export type LegalBlock =
  | { type: 'p'; text: string }
  | { type: 'ul'; items: readonly (string | { lead: string; text: string })[] }
  | { type: 'table'; caption: string; head: readonly string[]; rows: readonly (readonly string[])[] }

export interface LegalSectionText {
  title: string
  blocks: readonly LegalBlock[]
}

export interface LegalSection extends Record<LegalLanguage, LegalSectionText> {
  /** 1-based; the heading reads "<number>. <title>". */
  number: number
}

export interface LegalHeaderText {
  title: string
  subtitle: string
  /** e.g. 'Ultimo aggiornamento: 1 maggio 2025'. */
  lastUpdated: string
}

export interface LegalDocument {
  /** ISO date of the last update, for metadata. */
  updatedOn: string
  header: Record<LegalLanguage, LegalHeaderText>
  sections: readonly LegalSection[]
}
