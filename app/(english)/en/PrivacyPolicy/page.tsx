import { LegalPage, legalPageMetadata } from '@/components/legal/legal-page'

/** Served at /PrivacyPolicy?lang=en (rewritten by the request layer, lib/language-variants.ts). */
export const metadata = legalPageMetadata('privacy', 'en')

export default function PrivacyPolicyEnglishPage() {
  return <LegalPage page="privacy" lang="en" />
}
