import { LegalPage } from '@/components/legal/legal-page'
import { legalPageMetadata } from '@/lib/legal/metadata'

/** Served at /TerminiCondizioni?lang=en (rewritten by the request layer, lib/legal/language-variants.ts). */
export const metadata = legalPageMetadata('terms', 'en')

export default function TerminiCondizioniEnglishPage() {
  return <LegalPage page="terms" lang="en" />
}
