import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals'
import { colorSchemes, themeBootConfig } from '@/lib/theme/config'
import { themeAttribute } from '@/lib/theme/mode'
import { themeBootScript } from '@/lib/theme/theme-boot-script'

// The pre-paint script's text, as ThemeScript serves it (the served HTML itself: tests/e2e/consented-flows.spec.ts).
const renderedScript = () => themeBootScript(themeBootConfig)

/** The dark and light classes on <html>, in their order there. */
const modeClasses = () => Array.from(document.documentElement.classList).filter((name) => /^(dark|light)$/.test(name))

/** Records every change of <html>'s class attribute, as its value before the change. */
function watchClass() {
  const changes: (string | null)[] = []
  const observer = new MutationObserver((records) => changes.push(...records.map((record) => record.oldValue)))
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['class'], attributeOldValue: true })
  return { changes, stop: () => observer.disconnect() }
}

/** MutationObserver callbacks (the script's mirror among them) run in a microtask. */
const delivered = () => new Promise((resolve) => setTimeout(resolve, 0))

beforeEach(() => {
  window.localStorage.clear()
  // As the server renders it (components/layout/site-document.tsx).
  document.documentElement.removeAttribute('style')
  document.documentElement.setAttribute(themeAttribute, 'dark')
  document.documentElement.className = 'dark'
  document.head.innerHTML = '<meta name="theme-color" content="#000000">'
  jest.spyOn(console, 'warn').mockImplementation(() => {})
})

afterEach(() => {
  jest.restoreAllMocks()
  window.localStorage.clear()
})

describe('ThemeScript', () => {
  it('applies the stored scheme and mode before React runs, from its text alone', () => {
    const text = renderedScript()
    window.localStorage.setItem('theme-mode', 'light')
    window.localStorage.setItem('theme-color-scheme', 'blue')
    new Function(text)()
    expect(document.documentElement.style.getPropertyValue('--accent')).toBe(colorSchemes.blue.palette[500])
    expect(document.documentElement.style.getPropertyValue('--accent-900')).toBe(colorSchemes.blue.palette[900])
    expect(document.querySelector('meta[name="theme-color"]')).toHaveAttribute('content', '#ffffff')
  })

  it('falls back to the defaults without throwing when storage is unreadable', () => {
    const text = renderedScript()
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError')
    })
    expect(() => new Function(text)()).not.toThrow()
    expect(document.documentElement.style.getPropertyValue('--accent')).toBe('#3ecf8e')
    expect(document.querySelector('meta[name="theme-color"]')).toHaveAttribute('content', '#121212')
  })

  it('puts the stored mode on <html> as the attribute and the one class, leaving other classes alone', () => {
    const text = renderedScript()
    document.documentElement.classList.add('theme-switching')
    window.localStorage.setItem('theme-mode', 'light')
    new Function(text)()
    expect(document.documentElement).toHaveAttribute(themeAttribute, 'light')
    expect(modeClasses()).toEqual(['light'])
    expect(document.documentElement).toHaveClass('theme-switching')
  })

  it('resolves the system mode from the OS preference for the class too', () => {
    const text = renderedScript()
    window.localStorage.setItem('theme-mode', 'system')
    Object.defineProperty(window, 'matchMedia', {
      configurable: true,
      value: (query: string) => ({ matches: query === '(prefers-color-scheme: light)' }),
    })
    try {
      new Function(text)()
    } finally {
      Reflect.deleteProperty(window, 'matchMedia')
    }
    expect(document.documentElement).toHaveAttribute(themeAttribute, 'light')
    expect(modeClasses()).toEqual(['light'])
  })

  it('leaves the server’s dark class untouched when the mode is dark', async () => {
    const text = renderedScript()
    const watch = watchClass()
    new Function(text)()
    // What next-themes does on its script and on mount: the attribute, set to the value it has.
    document.documentElement.setAttribute(themeAttribute, 'dark')
    await delivered()
    watch.stop()
    expect(watch.changes).toEqual([])
    expect(modeClasses()).toEqual(['dark'])
  })

  it('keeps the class a mirror of the attribute, changing it once per real change', async () => {
    const text = renderedScript()
    new Function(text)()
    const watch = watchClass()
    const root = document.documentElement

    root.setAttribute(themeAttribute, 'light')
    await delivered()
    expect(modeClasses()).toEqual(['light'])
    expect(watch.changes).toEqual(['dark'])

    root.setAttribute(themeAttribute, 'light')
    await delivered()
    expect(watch.changes).toEqual(['dark'])

    root.setAttribute(themeAttribute, 'dark')
    await delivered()
    expect(modeClasses()).toEqual(['dark'])
    expect(watch.changes).toEqual(['dark', 'light'])

    // A class lost elsewhere comes back with the next write of the attribute; anything else is not a mode.
    root.classList.remove('dark')
    root.setAttribute(themeAttribute, 'dark')
    await delivered()
    expect(modeClasses()).toEqual(['dark'])
    root.setAttribute(themeAttribute, 'purple-haze')
    await delivered()
    expect(modeClasses()).toEqual(['dark'])
    watch.stop()
  })
})
