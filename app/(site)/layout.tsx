import type { ReactNode } from 'react'
import { SiteDocument, siteMetadata, siteViewport } from '@/components/layout/site-document'
import '../globals.css'

export const metadata = siteMetadata
export const viewport = siteViewport

/** The root layout of the Italian site: every page but the English variants of the legal pages. */
export default function RootLayout({ children }: { children: ReactNode }) {
  return <SiteDocument lang="it">{children}</SiteDocument>
}
