import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals'
import { renderToStaticMarkup } from 'react-dom/server'
import { ThemeScript } from '@/components/theme/theme-script'
import { colorSchemes } from '@/lib/theme/config'

// The pre-paint script as the browser receives it: the server HTML, parsed.
function renderedScript(): string {
  const html = renderToStaticMarkup(<ThemeScript />)
  const script = new DOMParser().parseFromString(`<head>${html}</head>`, 'text/html').querySelector('head > script')
  expect(script).not.toBeNull()
  return script?.textContent ?? ''
}

beforeEach(() => {
  window.localStorage.clear()
  document.documentElement.removeAttribute('style')
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
})
