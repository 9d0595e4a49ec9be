import { LegalPage, legalPageMetadata } from '@/components/legal/legal-page'

export const metadata = legalPageMetadata('terms', 'it')

export default function TerminiCondizioniPage() {
  return <LegalPage page="terms" lang="it" />
}
