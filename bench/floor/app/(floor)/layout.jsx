import { Providers } from '../../providers'

export const metadata = {
  title: 'Floor',
  description: 'An empty Next page: the framework floor the site is measured against.',
}

export default function RootLayout({ children }) {
  return (
    <html lang="it" suppressHydrationWarning>
      <body style={{ margin: 0, fontFamily: 'system-ui, sans-serif' }}>
        <Providers>{children}</Providers>
      </body>
    </html>
  )
}
