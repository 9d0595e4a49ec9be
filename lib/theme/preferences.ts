import { withStorage, type StorageArea } from '@/lib/browser-storage'
import { themeDefaults, themeModes, themeStorageKeys, type ColorScheme, type ThemeMode } from './config'

export interface ColorPreferences {
  scheme: ColorScheme
  customAccent: string | null
}

/** dark → light → system → dark */
export function nextMode(mode: string | undefined): ThemeMode {
  // Anything unknown counts as the default (dark), so the next press gives light.
  const index = Math.max(0, themeModes.indexOf(mode as ThemeMode))
  return themeModes[(index + 1) % themeModes.length]
}

/** Choosing a scheme sets the accent to the scheme's own: any custom accent goes. */
export function chooseScheme(scheme: ColorScheme): ColorPreferences {
  return { scheme, customAccent: null }
}

/** A custom accent forces the scheme back to default. */
export function chooseCustomAccent(hex: string): ColorPreferences {
  return { scheme: themeDefaults.scheme, customAccent: hex.toLowerCase() }
}

export const defaultColorPreferences: ColorPreferences = { scheme: themeDefaults.scheme, customAccent: null }

/** Persists the colour preferences; a storage that refuses is reported, never thrown. */
export function saveColorPreferences(
  preferences: ColorPreferences,
  storage: StorageArea | Storage = 'localStorage',
): void {
  withStorage(
    storage,
    (area) => {
      area.setItem(themeStorageKeys.scheme, preferences.scheme)
      if (preferences.customAccent) area.setItem(themeStorageKeys.accent, preferences.customAccent)
      else area.removeItem(themeStorageKeys.accent)
    },
    (error) => console.warn('[theme] could not save the colour preferences', error),
  )
}

export const modeLabels: Record<ThemeMode, string> = { dark: 'scuro', light: 'chiaro', system: 'di sistema' }
