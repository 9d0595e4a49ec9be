import { themeBootConfig } from '@/lib/theme/config'
import { themeBootScript } from '@/lib/theme/theme-boot-script'

/**
 * Applies the stored mode (the attribute and class on <html>), accent and theme-color before first
 * paint, so no wrong colour flashes. In <head>, so nothing is painted before it runs.
 */
export function ThemeScript() {
  return <script dangerouslySetInnerHTML={{ __html: themeBootScript(themeBootConfig) }} />
}
