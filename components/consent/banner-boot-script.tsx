'use client'

import { bannerBootScript } from '@/lib/consent/banner-boot-script'
import type { BannerLanguage } from '@/lib/consent/policy'

/**
 * The banner's pre-paint script, in <head>. A client component for its bytes alone: its text, with the
 * English words an Italian page carries for other browsers, then comes once in the HTML and once in the
 * cached script files, where a server component's would come twice in every page (React's flight data
 * repeats its props).
 */
export function BannerBootScript({ pageLanguage }: { pageLanguage: BannerLanguage }) {
  return <script dangerouslySetInnerHTML={{ __html: bannerBootScript(pageLanguage) }} />
}
