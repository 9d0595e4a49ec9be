import { Cookie } from 'lucide-react'
import type { Metadata, Viewport } from 'next'
import type { ReactNode } from 'react'
import { agency } from '@/content/agency'
import { ConsentProvider } from '@/components/consent/consent-provider'
import { GoogleAnalytics } from '@/components/consent/google-analytics'
import { Footer } from '@/components/layout/footer'
import { Navbar } from '@/components/layout/navbar/navbar'
import { ScrollToTop } from '@/components/layout/scroll-to-top'
import { JsonLd } from '@/components/seo/json-ld'
import { ThemeProvider } from '@/components/theme/theme-provider'
import { ThemeScript } from '@/components/theme/theme-script'
import { AutoTranslate } from '@/components/translation/auto-translate'
import { env } from '@/lib/env'
import { organizationJsonLd } from '@/lib/structured-data'
import { colorSchemes, paletteStyle, themeColors, themeDefaults } from '@/lib/theme/config'
import './globals.css'

export const metadata: Metadata = {
  metadataBase: new URL(env.siteUrl),
  title: { default: agency.name, template: `%s | ${agency.name}` },
  description: agency.description,
  applicationName: agency.name,
  formatDetection: { telephone: false },
}

export const viewport: Viewport = { themeColor: themeColors[themeDefaults.mode], colorScheme: 'dark light' }

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    // The theme script and next-themes adjust <html> before hydration, hence suppressHydrationWarning.
    <html lang="it" className="dark" style={paletteStyle(colorSchemes[themeDefaults.scheme].palette)} suppressHydrationWarning>
      <head>
        <ThemeScript />
        {/* Without JavaScript nothing can open a disclosure, so every panel is shown. In Tailwind's
            base layer: its preflight hides [hidden] with a layered !important that no unlayered rule beats. */}
        <noscript>
          <style>{'@layer base{[hidden][data-disclosure-panel]{display:block!important}}'}</style>
        </noscript>
      </head>
      <body className="flex min-h-dvh flex-col">
        <a href="#contenuto" className="sr-only z-[60] rounded-full bg-accent px-4 py-2 text-on-accent focus:not-sr-only focus:fixed focus:top-3 focus:left-3">
          Vai al contenuto
        </a>
        <ThemeProvider>
          <ConsentProvider manageIcon={<Cookie aria-hidden className="size-5" />}>
            <Navbar />
            <main id="contenuto" className="flex-1">
              {children}
            </main>
            <Footer />
            {env.gaMeasurementId && <GoogleAnalytics measurementId={env.gaMeasurementId} />}
          </ConsentProvider>
        </ThemeProvider>
        <ScrollToTop />
        <AutoTranslate />
        <JsonLd data={organizationJsonLd()} />
      </body>
    </html>
  )
}
