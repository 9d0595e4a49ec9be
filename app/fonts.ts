import localFont from 'next/font/local'

/** Inter, self-hosted (latin subset, variable weight): no request leaves for a font host. */
export const inter = localFont({
  src: '../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  weight: '100 900',
  display: 'swap',
  variable: '--font-inter',
  preload: true,
})
