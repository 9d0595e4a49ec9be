/** @jest-environment node */
// The text_version a record stores: the SHA-256 of the exact banner text shown, one per language.
import { describe, expect, it } from '@jest/globals'
import { consentCopy, type ConsentCopy } from '@/content/ui/consent'
import { bannerText, currentBannerTexts, currentSignalTexts, signalText } from '@/lib/consent/banner-text'
import { shownSignalText, shownText } from './support/consent-texts'

/** Every string of the copy, by its path ('categories.analytics.label'). */
function leaves(value: unknown, path: string[] = []): string[][] {
  if (typeof value === 'string') return [path]
  return Object.entries(value as Record<string, unknown>).flatMap(([key, child]) => leaves(child, [...path, key]))
}

function changed(copy: ConsentCopy, path: string[]): ConsentCopy {
  const clone = structuredClone(copy) as unknown as Record<string, unknown>
  const parent = path.slice(0, -1).reduce((node, key) => node[key] as Record<string, unknown>, clone)
  parent[path.at(-1)!] = `${parent[path.at(-1)!] as string} (modificato)`
  return clone as unknown as ConsentCopy
}

/**
 * Strings that are not part of the choice shown: the reopen link, the receipt, the per-category lists' headings,
 * and the Global Privacy Control notice (shown instead of the banner, proven by its own text: signalText).
 */
const notProof = [
  'manage',
  'receipt.label',
  'receipt.id',
  'receipt.pending',
  'storedItems',
  'nothingStored',
  'signal.notice',
  'signal.dismiss',
]

describe('the banner text and its version', () => {
  it('is the SHA-256 of the text, stable from call to call', async () => {
    const [first, second] = [await currentBannerTexts(), await currentBannerTexts()]
    expect(first).toEqual(second)
    expect(first).toEqual({ it: shownText('it'), en: shownText('en') })
    expect(first.it.version).toMatch(/^[0-9a-f]{64}$/)
  })

  it('differs between the Italian and the English banner', async () => {
    const texts = await currentBannerTexts()
    expect(texts.it.version).not.toBe(texts.en.version)
    expect(texts.it.text).toContain(consentCopy.it.closeNote)
    expect(texts.en.text).toContain(consentCopy.en.closeNote)
  })

  it.each(['it', 'en'] as const)('changes in %s when any string of the choice changes, one at a time', (language) => {
    const copy = consentCopy[language]
    const proving = leaves(copy).filter((path) => !notProof.includes(path.join('.')))
    expect(proving.length).toBeGreaterThanOrEqual(17)
    for (const path of proving)
      expect([path.join('.'), bannerText(changed(copy, path))]).not.toEqual([path.join('.'), bannerText(copy)])
  })
})

describe('the Global Privacy Control notice and its version', () => {
  it('is the notice with its link to the preferences, hashed like the banner, one per language', async () => {
    const [first, second] = [await currentSignalTexts(), await currentSignalTexts()]
    expect(first).toEqual(second)
    expect(first).toEqual({ it: shownSignalText('it'), en: shownSignalText('en') })
    expect(first.it.text).toBe(`${consentCopy.it.signal.notice} [${consentCopy.it.manage}]`)
    expect(first.it.version).not.toBe(first.en.version)
  })

  it('is never the version of a banner text', async () => {
    const [banners, signals] = [await currentBannerTexts(), await currentSignalTexts()]
    const bannerVersions = Object.values(banners).map((text) => text.version)
    for (const signal of Object.values(signals)) expect(bannerVersions).not.toContain(signal.version)
  })

  it.each(['it', 'en'] as const)('changes in %s with the notice or the link, not with the rest', (language) => {
    const copy = consentCopy[language]
    const proving = ['signal.notice', 'manage']
    for (const path of leaves(copy)) {
      const changes = signalText(changed(copy, path)) !== signalText(copy)
      expect([path.join('.'), changes]).toEqual([path.join('.'), proving.includes(path.join('.'))])
    }
  })
})
