/** Theme data shared by the server layout, the pre-paint script and the theme controls. */
import { defaultMode, themeAttribute } from './mode'

export const shades = [50, 100, 200, 300, 400, 500, 600, 700, 800, 900] as const
export type Shade = (typeof shades)[number]
export type Palette = Record<Shade, string>

export const colorSchemes = {
  default: {
    label: 'Verde',
    palette: {
      50: '#ecfbf4',
      100: '#d0f5e3',
      200: '#a5ebcb',
      300: '#72dfae',
      400: '#52d69c',
      500: '#3ecf8e',
      600: '#2aa872',
      700: '#1f7a53',
      800: '#1d6246',
      900: '#1b503a',
    },
  },
  blue: {
    label: 'Blu',
    palette: {
      50: '#eff6ff',
      100: '#dbeafe',
      200: '#bfdbfe',
      300: '#93c5fd',
      400: '#60a5fa',
      500: '#3b82f6',
      600: '#2563eb',
      700: '#1d4ed8',
      800: '#1e40af',
      900: '#1e3a8a',
    },
  },
  purple: {
    label: 'Viola',
    palette: {
      50: '#f5f3ff',
      100: '#ede9fe',
      200: '#ddd6fe',
      300: '#c4b5fd',
      400: '#a78bfa',
      500: '#8b5cf6',
      600: '#7c3aed',
      700: '#6d28d9',
      800: '#5b21b6',
      900: '#4c1d95',
    },
  },
  cyan: {
    label: 'Ciano',
    palette: {
      50: '#ecfeff',
      100: '#cffafe',
      200: '#a5f3fc',
      300: '#67e8f9',
      400: '#22d3ee',
      500: '#06b6d4',
      600: '#0891b2',
      700: '#0e7490',
      800: '#155e75',
      900: '#164e63',
    },
  },
} as const satisfies Record<string, { label: string; palette: Palette }>

export type ColorScheme = keyof typeof colorSchemes
export const themeModes = ['dark', 'light', 'system'] as const
export type ThemeMode = (typeof themeModes)[number]

export const themeDefaults = {
  mode: defaultMode,
  scheme: 'default',
  accent: colorSchemes.default.palette[500],
} as const

/** The three localStorage entries the preferences persist in. */
export const themeStorageKeys = { mode: 'theme-mode', scheme: 'theme-color-scheme', accent: 'theme-accent' } as const

export const themeColors = { dark: '#121212', light: '#ffffff' } as const

/** Everything the pre-paint script needs, as plain JSON. */
export const themeBootConfig = {
  attribute: themeAttribute,
  keys: themeStorageKeys,
  modes: [...themeModes] as string[],
  defaultMode: themeDefaults.mode,
  defaultScheme: themeDefaults.scheme,
  palettes: Object.fromEntries(Object.entries(colorSchemes).map(([name, scheme]) => [name, scheme.palette])) as Record<
    ColorScheme,
    Palette
  >,
  themeColors,
}
export type ThemeBootConfig = typeof themeBootConfig

/** The default palette as inline CSS custom properties, so the server HTML is styled before any script runs. */
export function paletteStyle(palette: Palette): Record<string, string> {
  return Object.fromEntries([
    ['--accent', palette[500]],
    ...shades.map((shade) => [`--accent-${shade}`, palette[shade]]),
  ])
}
