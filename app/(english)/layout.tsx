import type { ReactNode } from 'react'
import { SiteDocument, siteMetadata, siteViewport } from '@/components/layout/site-document'
import '../globals.css'

export const metadata = siteMetadata
export const viewport = siteViewport

/**
 * The root layout of the English variants (/PrivacyPolicy?lang=en, rewritten by the request
 * layer to /en/PrivacyPolicy): its own root layout because only it can set <html lang="en">.
 */
export default function EnglishRootLayout({ children }: { children: ReactNode }) {
  return <SiteDocument lang="en">{children}</SiteDocument>
}
