'use client'

import { ThemeProvider } from 'next-themes'

/** The same theme provider the site wraps every page in. */
export function Providers({ children }) {
  return (
    <ThemeProvider attribute="class" defaultTheme="system" enableSystem>
      {children}
    </ThemeProvider>
  )
}
