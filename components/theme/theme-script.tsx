import { applyTheme } from '@/lib/theme/apply-theme'
import { themeBootConfig } from '@/lib/theme/config'

/** Applies the stored accent and theme-color before first paint, so no wrong colour flashes. */
export function ThemeScript() {
  return <script dangerouslySetInnerHTML={{ __html: `(${applyTheme.toString()})(${JSON.stringify(themeBootConfig)})` }} />
}
