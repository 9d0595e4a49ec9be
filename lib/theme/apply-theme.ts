import type { ThemeBootConfig } from './config'
import { applyThemeGlobal } from './theme-boot-script'

export interface AppliedTheme {
  mode: string
  resolved: 'dark' | 'light'
  scheme: string
  customAccent: string | null
}

type ThemeWindow = Window & { [applyThemeGlobal]?: (config: ThemeBootConfig) => AppliedTheme }

/**
 * Applies the stored theme again after a change in the theme controls, with the code the
 * pre-paint script (lib/theme/theme-boot-script.ts) defined, so one implementation serves both.
 */
export function applyTheme(config: ThemeBootConfig): AppliedTheme {
  const apply = (window as ThemeWindow)[applyThemeGlobal]
  if (!apply) throw new Error(`[theme] window.${applyThemeGlobal} is missing: the pre-paint ThemeScript did not run`)
  return apply(config)
}
