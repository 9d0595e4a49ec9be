import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals'
import { applyTheme } from '@/lib/theme/apply-theme'
import { applyThemeGlobal, applyThemeSource, themeBootScript } from '@/lib/theme/theme-boot-script'
import { colorSchemes, paletteStyle, shades, themeBootConfig, themeStorageKeys } from '@/lib/theme/config'
import {
  chooseCustomAccent,
  chooseScheme,
  defaultColorPreferences,
  nextMode,
  saveColorPreferences,
} from '@/lib/theme/preferences'

const hex = /^#[0-9a-f]{6}$/

/** jsdom has no matchMedia: install one that answers the light-scheme query. */
function stubMatchMedia(prefersLight: boolean) {
  const matchMedia = jest.fn((query: string) => ({
    matches: query === '(prefers-color-scheme: light)' ? prefersLight : false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }))
  Object.defineProperty(window, 'matchMedia', { configurable: true, writable: true, value: matchMedia })
  return matchMedia
}

function removeMatchMedia() {
  Reflect.deleteProperty(window, 'matchMedia')
}

function themeColorMetas(): string[] {
  return Array.from(document.querySelectorAll('meta[name="theme-color"]')).map(
    (meta) => meta.getAttribute('content') ?? '',
  )
}

function accentVars() {
  const style = document.documentElement.style
  return {
    accent: style.getPropertyValue('--accent'),
    shades: Object.fromEntries(shades.map((shade) => [shade, style.getPropertyValue(`--accent-${shade}`)])),
  }
}

function expectPalette(palette: Record<number, string>) {
  const vars = accentVars()
  expect(vars.accent).toBe(palette[500])
  expect(vars.shades).toEqual(Object.fromEntries(shades.map((shade) => [shade, palette[shade]])))
}

let warn: ReturnType<typeof jest.spyOn>

beforeEach(() => {
  // What the pre-paint script leaves for the theme controls (checked from its exact text below).
  new Function(`window.${applyThemeGlobal}=${applyThemeSource}`)()
  window.localStorage.clear()
  document.documentElement.removeAttribute('style')
  document.head.innerHTML =
    '<meta name="theme-color" content="#000000"><meta name="theme-color" media="(prefers-color-scheme: light)" content="#000000">'
  stubMatchMedia(false)
  warn = jest.spyOn(console, 'warn').mockImplementation(() => {})
})

afterEach(() => {
  jest.restoreAllMocks()
  removeMatchMedia()
  window.localStorage.clear()
})

describe('nextMode', () => {
  it('cycles dark → light → system → dark', () => {
    expect(nextMode('dark')).toBe('light')
    expect(nextMode('light')).toBe('system')
    expect(nextMode('system')).toBe('dark')
  })

  it('treats an unknown or missing mode as dark, so the next press gives light', () => {
    expect(nextMode(undefined)).toBe('light')
    expect(nextMode('purple-haze')).toBe('light')
    expect(nextMode('')).toBe('light')
  })
})

describe('colour preferences', () => {
  it('choosing a scheme drops any custom accent', () => {
    expect(chooseScheme('blue')).toEqual({ scheme: 'blue', customAccent: null })
    expect(chooseScheme('default')).toEqual({ scheme: 'default', customAccent: null })
  })

  it('choosing a custom accent forces the default scheme and lowercases the colour', () => {
    expect(chooseCustomAccent('#AB12CD')).toEqual({ scheme: 'default', customAccent: '#ab12cd' })
  })

  it('saves the scheme and the custom accent under their storage keys', () => {
    saveColorPreferences(chooseCustomAccent('#FF8800'))
    expect(window.localStorage.getItem(themeStorageKeys.scheme)).toBe('default')
    expect(window.localStorage.getItem(themeStorageKeys.accent)).toBe('#ff8800')
  })

  it('removes the stored accent when the preferences have none, and leaves the mode alone', () => {
    window.localStorage.setItem(themeStorageKeys.accent, '#ff8800')
    window.localStorage.setItem(themeStorageKeys.mode, 'light')
    saveColorPreferences(chooseScheme('purple'))
    expect(window.localStorage.getItem(themeStorageKeys.scheme)).toBe('purple')
    expect(window.localStorage.getItem(themeStorageKeys.accent)).toBeNull()
    expect(window.localStorage.getItem(themeStorageKeys.mode)).toBe('light')
  })

  it('writes to the storage it is given', () => {
    const data = new Map<string, string>()
    const storage = {
      setItem: (key: string, value: string) => void data.set(key, value),
      removeItem: (key: string) => void data.delete(key),
    } as unknown as Storage
    saveColorPreferences(chooseScheme('cyan'), storage)
    expect(Object.fromEntries(data)).toEqual({ [themeStorageKeys.scheme]: 'cyan' })
  })

  it('only warns when the storage refuses to save', () => {
    const storage = {
      setItem: () => {
        throw new DOMException('quota exceeded', 'QuotaExceededError')
      },
      removeItem: () => {
        throw new DOMException('quota exceeded', 'QuotaExceededError')
      },
    } as unknown as Storage
    expect(() => saveColorPreferences(chooseScheme('blue'), storage)).not.toThrow()
    expect(warn).toHaveBeenCalledTimes(1)
  })

  it('only warns when the real localStorage throws', () => {
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError')
    })
    expect(() => saveColorPreferences(chooseCustomAccent('#123456'))).not.toThrow()
    expect(warn).toHaveBeenCalledTimes(1)
  })
})

describe('theme config', () => {
  it('has the four schemes with their accent colours', () => {
    expect(
      Object.fromEntries(Object.entries(colorSchemes).map(([name, scheme]) => [name, scheme.palette[500]])),
    ).toEqual({
      default: '#3ecf8e',
      blue: '#3b82f6',
      purple: '#8b5cf6',
      cyan: '#06b6d4',
    })
  })

  it.each(Object.entries(colorSchemes))(
    '%s has a label and a valid colour for every shade 50..900',
    (_name, scheme) => {
      expect(scheme.label.trim()).not.toBe('')
      expect(Object.keys(scheme.palette).map(Number)).toEqual([50, 100, 200, 300, 400, 500, 600, 700, 800, 900])
      for (const colour of Object.values(scheme.palette)) expect(colour).toMatch(hex)
    },
  )

  it('keeps the storage names earlier visits saved their choices under', () => {
    expect(themeStorageKeys).toEqual({ mode: 'theme-mode', scheme: 'theme-color-scheme', accent: 'theme-accent' })
  })

  it('renders a palette as --accent plus the ten --accent-N properties', () => {
    expect(paletteStyle(colorSchemes.blue.palette)).toEqual({
      '--accent': '#3b82f6',
      ...Object.fromEntries(shades.map((shade) => [`--accent-${shade}`, colorSchemes.blue.palette[shade]])),
    })
  })
})

describe('applyTheme', () => {
  it('applies the default palette and the dark theme-color with empty storage', () => {
    const applied = applyTheme(themeBootConfig)
    expectPalette(colorSchemes.default.palette)
    expect(themeColorMetas()).toEqual(['#121212', '#121212'])
    expect(applied).toEqual({ mode: 'dark', resolved: 'dark', scheme: 'default', customAccent: null })
    expect(warn).not.toHaveBeenCalled()
  })

  it('applies what the colour controls saved, as the next page load does before paint', () => {
    saveColorPreferences(chooseScheme('blue'))
    expect(applyTheme(themeBootConfig)).toMatchObject({ scheme: 'blue', customAccent: null })
    expectPalette(colorSchemes.blue.palette)
    saveColorPreferences(chooseCustomAccent('#FF8800'))
    expect(applyTheme(themeBootConfig)).toMatchObject({ scheme: 'default', customAccent: '#ff8800' })
  })

  it('restoring the default colours gives back a first visit’s look', () => {
    const firstVisit = applyTheme(themeBootConfig)
    saveColorPreferences(chooseCustomAccent('#FF8800'))
    expect(applyTheme(themeBootConfig)).not.toEqual(firstVisit)
    saveColorPreferences(defaultColorPreferences)
    expect(applyTheme(themeBootConfig)).toEqual(firstVisit)
    expectPalette(colorSchemes.default.palette)
  })

  it('stays dark by default even when the system prefers light', () => {
    stubMatchMedia(true)
    expect(applyTheme(themeBootConfig).resolved).toBe('dark')
    expect(themeColorMetas()).toEqual(['#121212', '#121212'])
  })

  it('sets a white theme-color for the stored light mode', () => {
    window.localStorage.setItem('theme-mode', 'light')
    expect(applyTheme(themeBootConfig)).toMatchObject({ mode: 'light', resolved: 'light' })
    expect(themeColorMetas()).toEqual(['#ffffff', '#ffffff'])
  })

  it('follows the system preference for the stored system mode', () => {
    window.localStorage.setItem('theme-mode', 'system')
    const matchMedia = stubMatchMedia(true)
    expect(applyTheme(themeBootConfig)).toMatchObject({ mode: 'system', resolved: 'light' })
    expect(matchMedia).toHaveBeenCalledWith('(prefers-color-scheme: light)')
    expect(themeColorMetas()).toEqual(['#ffffff', '#ffffff'])

    stubMatchMedia(false)
    expect(applyTheme(themeBootConfig)).toMatchObject({ mode: 'system', resolved: 'dark' })
    expect(themeColorMetas()).toEqual(['#121212', '#121212'])
  })

  it('falls back to dark in system mode when the browser has no matchMedia', () => {
    window.localStorage.setItem('theme-mode', 'system')
    removeMatchMedia()
    expect(() => applyTheme(themeBootConfig)).not.toThrow()
    expect(themeColorMetas()).toEqual(['#121212', '#121212'])
  })

  it.each(['blue', 'purple', 'cyan'] as const)('applies the stored %s scheme', (scheme) => {
    window.localStorage.setItem('theme-color-scheme', scheme)
    expect(applyTheme(themeBootConfig).scheme).toBe(scheme)
    expectPalette(colorSchemes[scheme].palette)
  })

  it('applies a stored custom accent and removes the palette shades', () => {
    applyTheme(themeBootConfig)
    expect(accentVars().shades[500]).toBe('#3ecf8e')

    window.localStorage.setItem('theme-accent', '#ff8800')
    expect(applyTheme(themeBootConfig).customAccent).toBe('#ff8800')
    const vars = accentVars()
    expect(vars.accent).toBe('#ff8800')
    for (const shade of shades) expect(vars.shades[shade]).toBe('')
  })

  it('brings the palette back after the custom accent is replaced by a scheme', () => {
    saveColorPreferences(chooseCustomAccent('#FF8800'))
    applyTheme(themeBootConfig)
    expect(accentVars().accent).toBe('#ff8800')

    saveColorPreferences(chooseScheme('cyan'))
    expect(applyTheme(themeBootConfig)).toMatchObject({ scheme: 'cyan', customAccent: null })
    expectPalette(colorSchemes.cyan.palette)
  })

  it('removes garbage values from storage, warns and applies the defaults', () => {
    window.localStorage.setItem('theme-mode', 'purple-haze')
    window.localStorage.setItem('theme-color-scheme', 'neon')
    window.localStorage.setItem('theme-accent', 'red')

    expect(applyTheme(themeBootConfig)).toEqual({
      mode: 'dark',
      resolved: 'dark',
      scheme: 'default',
      customAccent: null,
    })
    expect(window.localStorage.getItem('theme-mode')).toBeNull()
    expect(window.localStorage.getItem('theme-color-scheme')).toBeNull()
    expect(window.localStorage.getItem('theme-accent')).toBeNull()
    expect(warn).toHaveBeenCalledTimes(3)
    expectPalette(colorSchemes.default.palette)
    expect(themeColorMetas()).toEqual(['#121212', '#121212'])
  })

  it.each(['#fff', 'ff8800', '#ff88001', 'url(x)', '#gg0000'])('rejects the malformed accent %j', (accent) => {
    window.localStorage.setItem('theme-accent', accent)
    expect(applyTheme(themeBootConfig).customAccent).toBeNull()
    expect(window.localStorage.getItem('theme-accent')).toBeNull()
    expect(accentVars().accent).toBe('#3ecf8e')
    expect(warn).toHaveBeenCalled()
  })

  it('does not accept an inherited property name such as "constructor" as a scheme', () => {
    window.localStorage.setItem('theme-color-scheme', 'constructor')
    expect(applyTheme(themeBootConfig).scheme).toBe('default')
    expectPalette(colorSchemes.default.palette)
  })

  it('warns and applies the defaults when localStorage cannot be read', () => {
    window.localStorage.setItem('theme-mode', 'light')
    window.localStorage.setItem('theme-color-scheme', 'blue')
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError')
    })
    let applied: ReturnType<typeof applyTheme> | undefined
    expect(() => {
      applied = applyTheme(themeBootConfig)
    }).not.toThrow()
    expect(applied).toEqual({ mode: 'dark', resolved: 'dark', scheme: 'default', customAccent: null })
    expect(warn).toHaveBeenCalled()
    expectPalette(colorSchemes.default.palette)
    expect(themeColorMetas()).toEqual(['#121212', '#121212'])
  })

  it('does not throw when there is no theme-color meta', () => {
    document.head.innerHTML = ''
    expect(() => applyTheme(themeBootConfig)).not.toThrow()
    expectPalette(colorSchemes.default.palette)
  })
})

describe('applyTheme as an inline script', () => {
  // The theme controls call the function the pre-paint script defined: without it, a clear error.
  it('says so when the pre-paint script has not run', () => {
    Reflect.deleteProperty(window, applyThemeGlobal)
    expect(() => applyTheme(themeBootConfig)).toThrow(/pre-paint ThemeScript did not run/)
  })

  // The source text must work with no module scope around it.
  function isolated(): typeof applyTheme {
    return new Function(`return (${applyThemeSource})`)() as typeof applyTheme
  }

  it('does not refer to imports or module helpers', () => {
    window.localStorage.setItem('theme-mode', 'light')
    window.localStorage.setItem('theme-color-scheme', 'purple')
    expect(isolated()(themeBootConfig)).toEqual({
      mode: 'light',
      resolved: 'light',
      scheme: 'purple',
      customAccent: null,
    })
    expectPalette(colorSchemes.purple.palette)
    expect(themeColorMetas()).toEqual(['#ffffff', '#ffffff'])
  })

  it('runs its fallbacks on its own too', () => {
    window.localStorage.setItem('theme-accent', 'red')
    jest.spyOn(Storage.prototype, 'removeItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError')
    })
    expect(isolated()(themeBootConfig).customAccent).toBeNull()
    expect(warn).toHaveBeenCalled()
    expectPalette(colorSchemes.default.palette)
  })

  it('runs from the exact script text, with the config serialised as JSON, and leaves the function for the controls', () => {
    Reflect.deleteProperty(window, applyThemeGlobal)
    window.localStorage.setItem('theme-accent', '#00ff00')
    const script = themeBootScript(themeBootConfig)
    expect(script).not.toMatch(/<\/script/i)
    new Function(script)()
    expect(accentVars().accent).toBe('#00ff00')
    expect(themeColorMetas()).toEqual(['#121212', '#121212'])
    window.localStorage.setItem('theme-mode', 'light')
    expect(applyTheme(themeBootConfig)).toMatchObject({ mode: 'light', resolved: 'light', customAccent: '#00ff00' })
  })
})
