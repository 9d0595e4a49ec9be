import { LegalPage } from '@/components/legal/legal-page'
import { legalPageMetadata } from '@/lib/legal/metadata'

export const metadata = legalPageMetadata('privacy', 'it')

export default function PrivacyPolicyPage() {
  return <LegalPage page="privacy" lang="it" />
}
