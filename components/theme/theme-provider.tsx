'use client'

import { ThemeProvider as NextThemesProvider } from 'next-themes'
import type { ReactNode } from 'react'
import { themeDefaults, themeStorageKeys } from '@/lib/theme/config'
import { themeAttribute } from '@/lib/theme/mode'

/** Dark, light or system mode; dark by default even when the OS prefers light. */
export function ThemeProvider({ children }: { children: ReactNode }) {
  return (
    <NextThemesProvider
      attribute={themeAttribute}
      defaultTheme={themeDefaults.mode}
      enableSystem
      storageKey={themeStorageKeys.mode}
      themes={['dark', 'light']}
      // Not disableTransitionOnChange: it also ran on load (two full style recalculations after
      // hydration); the theme controls turn transitions off only for a change the visitor makes.
    >
      {children}
    </NextThemesProvider>
  )
}
