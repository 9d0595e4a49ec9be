'use client'

import { themeBootConfig } from '@/lib/theme/config'
import { themeBootScript } from '@/lib/theme/theme-boot-script'

/**
 * Applies the stored mode (the attribute and class on <html>), accent and theme-color before first
 * paint, so no wrong colour flashes. In <head>, so nothing is painted before it runs. Its text is in the served
 * HTML alone: a client component's keeps it out of the flight data, and the server-only branch out of the
 * browser's JavaScript; React leaves a served script's inner HTML as it is when it hydrates.
 */
export function ThemeScript() {
  const text = typeof window === 'undefined' ? themeBootScript(themeBootConfig) : ''
  return <script dangerouslySetInnerHTML={{ __html: text }} suppressHydrationWarning />
}
