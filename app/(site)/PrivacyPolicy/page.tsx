import { LegalPage, legalPageMetadata } from '@/components/legal/legal-page'

export const metadata = legalPageMetadata('privacy', 'it')

export default function PrivacyPolicyPage() {
  return <LegalPage page="privacy" lang="it" />
}
