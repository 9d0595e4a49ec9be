import type { Metadata } from 'next'
import { notFoundCopy } from '@/content/ui/layout'
import { NotFoundScreen } from '@/components/layout/not-found-screen'
import { SiteDocument, siteMetadata, siteViewport } from '@/components/layout/site-document'
import './globals.css'

// Addresses no route matches and the request layer lets through (file-like paths such as
// /x.html): with two root layouts, this is Next's one 404 for them (next.config: globalNotFound).
// Next adds <meta name="robots" content="noindex"> to its 404 itself.
export const metadata: Metadata = { ...siteMetadata, title: notFoundCopy.title }
export const viewport = siteViewport

export default function GlobalNotFound() {
  return (
    <SiteDocument lang="it">
      <NotFoundScreen />
    </SiteDocument>
  )
}
