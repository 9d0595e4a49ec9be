import type { ThemeBootConfig } from './config'

/** The global the pre-paint script defines, so the theme controls run the very same code later. */
export const applyThemeGlobal = '__orbitaApplyTheme'

/**
 * Reads the stored theme preferences and applies the accent palette and theme-color.
 * Plain JavaScript text, never a compiled function's source: bundlers rename and wrap
 * functions (esbuild's `__name` helper), which broke every page on the edge build.
 * It must not refer to anything outside its own body. lib/theme/apply-theme.ts types it.
 */
export const applyThemeSource = `function (config) {
  var storage = {
    get: function (key) {
      try {
        return window.localStorage.getItem(key)
      } catch (error) {
        console.warn('[theme] localStorage is not readable, using the defaults', error)
        return null
      }
    },
    drop: function (key, value) {
      console.warn('[theme] ignoring the stored value ' + JSON.stringify(value) + ' for ' + key)
      try {
        window.localStorage.removeItem(key)
      } catch (error) {
        // Storage that cannot be written is already reported by get().
      }
    },
  }
  var stored = storage.get(config.keys.mode)
  var mode = stored === null ? config.defaultMode : stored
  if (config.modes.indexOf(mode) === -1) {
    storage.drop(config.keys.mode, mode)
    mode = config.defaultMode
  }
  stored = storage.get(config.keys.scheme)
  var scheme = stored === null ? config.defaultScheme : stored
  if (!Object.prototype.hasOwnProperty.call(config.palettes, scheme)) {
    storage.drop(config.keys.scheme, scheme)
    scheme = config.defaultScheme
  }
  var customAccent = storage.get(config.keys.accent)
  if (customAccent !== null && !/^#[0-9a-f]{6}$/i.test(customAccent)) {
    storage.drop(config.keys.accent, customAccent)
    customAccent = null
  }
  var root = document.documentElement
  var palette = config.palettes[scheme]
  Object.keys(palette).forEach(function (shade) {
    // A custom accent has no palette: its shades come from color-mix() rules in the stylesheet.
    if (customAccent) root.style.removeProperty('--accent-' + shade)
    else root.style.setProperty('--accent-' + shade, palette[shade])
  })
  root.style.setProperty('--accent', customAccent || palette[500])
  var prefersLight = typeof window.matchMedia === 'function' && window.matchMedia('(prefers-color-scheme: light)').matches
  var resolved = mode === 'light' || (mode === 'system' && prefersLight) ? 'light' : 'dark'
  document.querySelectorAll('meta[name="theme-color"]').forEach(function (meta) {
    meta.setAttribute('content', config.themeColors[resolved])
  })
  return { mode: mode, resolved: resolved, scheme: scheme, customAccent: customAccent }
}`

/**
 * Puts the resolved mode on <html> before first paint, as the attribute the stylesheet reads and as
 * the `dark` or `light` class, then keeps the class a mirror of the attribute, which
 * next-themes owns from here on. The class is touched only when the mode really changes: next-themes
 * applies a class by removing it and adding it back, on every mount too, and that swap restyles
 * every element a selector on the class reaches; it writes the attribute instead, and an attribute
 * set to the value it has restyles nothing. Plain JavaScript text, as applyThemeSource.
 */
const rootModeSource = `function (resolved, attribute) {
  var root = document.documentElement
  var mirror = function () {
    var mode = root.getAttribute(attribute)
    if (mode !== 'dark' && mode !== 'light') return
    var other = mode === 'dark' ? 'light' : 'dark'
    if (root.classList.contains(mode) && !root.classList.contains(other)) return
    if (!root.classList.replace(other, mode)) root.classList.add(mode)
  }
  if (root.getAttribute(attribute) !== resolved) root.setAttribute(attribute, resolved)
  mirror()
  new MutationObserver(mirror).observe(root, { attributes: true, attributeFilter: [attribute] })
}`

/**
 * The inline script's text: defines the global, applies the stored theme and puts its mode on <html>
 * before first paint.
 */
export function themeBootScript(config: ThemeBootConfig): string {
  const apply = `window.${applyThemeGlobal}(${JSON.stringify(config)})`
  return `window.${applyThemeGlobal}=${applyThemeSource};(${rootModeSource})(${apply}.resolved,${JSON.stringify(config.attribute)})`
}
