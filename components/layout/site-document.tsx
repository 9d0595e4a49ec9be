import { Cookie, X } from '@/components/ui/icons'
import type { Metadata, Viewport } from 'next'
import type { ReactNode } from 'react'
import { agency } from '@/content/agency'
import { skipLinkLabel } from '@/content/ui/layout'
import { BannerBootScript, ConsentProvider } from '@/components/consent/consent-provider'
import { ServedIslandGuard } from '@/components/islands/served-island-guard'
import { Footer } from '@/components/layout/footer'
import { Navbar } from '@/components/layout/navbar/navbar'
import { OutboxResender } from '@/components/consent/outbox-resender'
import { ScrollToTop } from '@/components/layout/scroll-to-top'
import { JsonLd } from '@/components/seo/json-ld'
import { ThemeProvider } from '@/components/theme/theme-provider'
import { ThemeScript } from '@/components/theme/theme-script'
import { AutoTranslate } from '@/components/translation/auto-translate'
import { currentBannerTexts, currentSignalTexts } from '@/lib/consent/banner-text'
import { env } from '@/lib/env'
import { organizationJsonLd } from '@/lib/seo/structured-data'
import { colorSchemes, paletteStyle, themeColors, themeDefaults } from '@/lib/theme/config'
import { themeAttribute } from '@/lib/theme/mode'

export const siteMetadata: Metadata = {
  metadataBase: new URL(env.siteUrl),
  // No title template: each page states its full, absolute title (lib/seo/metadata.ts, pageTitle).
  title: agency.name,
  description: agency.description,
  applicationName: agency.name,
  formatDetection: { telephone: false },
}

export const siteViewport: Viewport = { themeColor: themeColors[themeDefaults.mode], colorScheme: 'dark light' }

/**
 * The whole document around a page: one per root layout (app/(site) in Italian, app/(english)
 * for the English variants of the legal pages), since only a root layout sets <html lang>.
 * Around an English page the Italian site chrome keeps lang="it". Async only to hash the banner
 * texts here, on the server, so that no hashing code ships to the browser.
 */
export async function SiteDocument({ lang, children }: { lang: 'it' | 'en'; children: ReactNode }) {
  const [bannerTexts, signalTexts] = await Promise.all([currentBannerTexts(), currentSignalTexts()])
  const italian = (node: ReactNode) =>
    lang === 'it' ? (
      node
    ) : (
      <div lang="it" className="contents">
        {node}
      </div>
    )
  return (
    // The theme script and next-themes adjust <html> before hydration, hence suppressHydrationWarning.
    <html
      lang={lang}
      {...{ [themeAttribute]: themeDefaults.mode }}
      className={themeDefaults.mode}
      style={paletteStyle(colorSchemes[themeDefaults.scheme].palette)}
      suppressHydrationWarning
    >
      {/* eslint-disable-next-line @next/next/no-head-element -- the root layouts render this document; next/head is for the pages router */}
      <head>
        <ThemeScript />
        <BannerBootScript pageLanguage={lang} />
        <ServedIslandGuard />
        {/* Without JavaScript every panel is shown: nothing could open a scripted disclosure, and a native one
            should not hide what the page says; loops, which nothing would start, run (the strip with its second
            copy). In Tailwind's base layer: its preflight hides [hidden] with a layered !important that no
            unlayered rule beats. */}
        <noscript>
          <style>
            {
              '@layer base{[hidden][data-disclosure-panel]{display:block!important}.motion-loop{--loop-play:running!important}@media (prefers-reduced-motion:no-preference){.marquee-duplicate{display:flex!important}}.details-unfold::details-content{content-visibility:visible!important;block-size:auto!important}}'
            }
          </style>
        </noscript>
      </head>
      <body className="flex min-h-dvh flex-col">
        {italian(
          <a
            href="#contenuto"
            className="sr-only z-[60] rounded-full bg-accent px-4 py-2 text-on-accent focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
          >
            {skipLinkLabel}
          </a>,
        )}
        <ThemeProvider>
          <ConsentProvider
            pageLanguage={lang}
            textVersions={{
              banner: { it: bannerTexts.it.version, en: bannerTexts.en.version },
              signal: { it: signalTexts.it.version, en: signalTexts.en.version },
            }}
            icons={{ manage: <Cookie aria-hidden className="size-5" />, close: <X aria-hidden className="size-5" /> }}
            analyticsId={env.gaMeasurementId}
          >
            {italian(<Navbar />)}
            <main id="contenuto" className="flex-1">
              {children}
            </main>
            {italian(<Footer />)}
            <AutoTranslate />
          </ConsentProvider>
          <OutboxResender />
        </ThemeProvider>
        <ScrollToTop />
        <JsonLd data={organizationJsonLd()} />
      </body>
    </html>
  )
}
