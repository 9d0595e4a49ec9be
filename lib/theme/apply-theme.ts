import type { ThemeBootConfig } from './config'

export interface AppliedTheme {
  mode: string
  resolved: 'dark' | 'light'
  scheme: string
  customAccent: string | null
}

/**
 * Reads the stored theme preferences and applies the accent palette and theme-color.
 * It runs twice: serialised into an inline script before first paint (so it must not
 * reference anything outside its own body), and from the theme controls after a change.
 */
export function applyTheme(config: ThemeBootConfig): AppliedTheme {
  const storage = {
    get(key: string): string | null {
      try {
        return window.localStorage.getItem(key)
      } catch (error) {
        console.warn('[theme] localStorage is not readable, using the defaults', error)
        return null
      }
    },
    drop(key: string, value: string) {
      console.warn(`[theme] ignoring the stored value ${JSON.stringify(value)} for ${key}`)
      try {
        window.localStorage.removeItem(key)
      } catch {
        // Storage that cannot be written is already reported by get().
      }
    },
  }

  let mode = storage.get(config.keys.mode) ?? config.defaultMode
  if (!config.modes.includes(mode)) {
    storage.drop(config.keys.mode, mode)
    mode = config.defaultMode
  }
  let scheme = storage.get(config.keys.scheme) ?? config.defaultScheme
  if (!Object.prototype.hasOwnProperty.call(config.palettes, scheme)) {
    storage.drop(config.keys.scheme, scheme)
    scheme = config.defaultScheme
  }
  let customAccent = storage.get(config.keys.accent)
  if (customAccent !== null && !/^#[0-9a-f]{6}$/i.test(customAccent)) {
    storage.drop(config.keys.accent, customAccent)
    customAccent = null
  }

  const root = document.documentElement
  const palette = config.palettes[scheme as keyof typeof config.palettes]
  for (const [shade, colour] of Object.entries(palette)) {
    // A custom accent has no palette: its shades come from color-mix() rules in the stylesheet.
    if (customAccent) root.style.removeProperty(`--accent-${shade}`)
    else root.style.setProperty(`--accent-${shade}`, colour)
  }
  root.style.setProperty('--accent', customAccent ?? palette[500])

  const prefersLight = window.matchMedia?.('(prefers-color-scheme: light)').matches
  const resolved = mode === 'light' || (mode === 'system' && prefersLight) ? 'light' : 'dark'
  document.querySelectorAll('meta[name="theme-color"]').forEach((meta) => meta.setAttribute('content', config.themeColors[resolved]))

  return { mode, resolved, scheme, customAccent }
}
