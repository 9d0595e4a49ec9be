import type { MetadataRoute } from 'next'
import { agency } from '@/content/agency'
import { themeColors, themeDefaults } from '@/lib/theme/config'

/** The web app manifest: the site's name, colours and icons when saved to a home screen. */
export default function manifest(): MetadataRoute.Manifest {
  return {
    name: `${agency.name} – ${agency.tagline}`,
    short_name: agency.name,
    description: agency.description,
    lang: 'it',
    start_url: '/',
    display: 'browser',
    background_color: themeColors[themeDefaults.mode],
    theme_color: themeColors[themeDefaults.mode],
    icons: [
      { src: '/icon.svg', sizes: 'any', type: 'image/svg+xml' },
      { src: '/apple-icon.png', sizes: '180x180', type: 'image/png' },
      { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
    ],
  }
}
