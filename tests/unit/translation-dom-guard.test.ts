import { afterAll, describe, expect, it } from '@jest/globals'
import { tolerateTranslatedText } from '@/components/translation/widget'

describe('after Google has rewrapped the text of a translated page', () => {
  const { removeChild, insertBefore } = Node.prototype
  afterAll(() => {
    Node.prototype.removeChild = removeChild
    Node.prototype.insertBefore = insertBefore
  })

  it('React’s stale removals and insertions are skipped instead of throwing; normal ones still work', () => {
    const parent = document.createElement('p')
    const text = document.createTextNode('Ciao')
    parent.append(text)
    // What the widget does: move the text into its own <font> wrapper.
    const font = document.createElement('font')
    parent.replaceChild(font, text)
    font.append(text)

    expect(() => parent.removeChild(text)).toThrow()
    tolerateTranslatedText()
    expect(parent.removeChild(text)).toBe(text)
    const added = document.createElement('span')
    expect(parent.insertBefore(added, text)).toBe(added)

    const child = document.createElement('em')
    parent.insertBefore(child, font)
    expect(parent.firstChild).toBe(child)
    parent.removeChild(child)
    expect(parent.contains(child)).toBe(false)
  })
})
