import { LegalPage } from '@/components/legal/legal-page'
import { legalPageMetadata } from '@/lib/legal/metadata'

/** Served at /PrivacyPolicy?lang=en (rewritten by the request layer, lib/legal/language-variants.ts). */
export const metadata = legalPageMetadata('privacy', 'en')

export default function PrivacyPolicyEnglishPage() {
  return <LegalPage page="privacy" lang="en" />
}
