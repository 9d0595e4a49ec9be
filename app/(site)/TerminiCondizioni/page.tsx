import { LegalPage } from '@/components/legal/legal-page'
import { legalPageMetadata } from '@/lib/legal/metadata'

export const metadata = legalPageMetadata('terms', 'it')

export default function TerminiCondizioniPage() {
  return <LegalPage page="terms" lang="it" />
}
