import { themeBootConfig } from '@/lib/theme/config'
import { themeBootScript } from '@/lib/theme/theme-boot-script'

/** Applies the stored accent and theme-color before first paint, so no wrong colour flashes. */
export function ThemeScript() {
  return <script dangerouslySetInnerHTML={{ __html: themeBootScript(themeBootConfig) }} />
}
