/** @jest-environment node */
import { describe, expect, it } from '@jest/globals'
import { storedItems, type StoredItemCategory, type StoredItemKind } from '@/content/legal/cookie-registry'
import { consentCopy } from '@/content/ui/consent'
import { contactDraftKey } from '@/lib/contact/draft'
import { consentCategories, consentPolicy } from '@/lib/consent/policy'
import { readerCookie } from '@/lib/consent/reader'
import { themeStorageKeys } from '@/lib/theme/config'
import { originalChoiceKey, reloadFlagKey, requestedFlagKey } from '@/lib/translation/decisions'
import { translationCookieName } from '@/lib/translation/need'

/** Every name the site's own code writes, with where it writes it: each must be declared as exactly that. */
const namesInCode: [string, StoredItemKind][] = [
  [consentPolicy.cookieName, 'cookie'],
  [readerCookie, 'cookie'],
  [consentPolicy.storageKey, 'localStorage'],
  [consentPolicy.unsentKey, 'localStorage'],
  [consentPolicy.sessionKey, 'sessionStorage'],
  [themeStorageKeys.mode, 'localStorage'],
  [themeStorageKeys.scheme, 'localStorage'],
  [themeStorageKeys.accent, 'localStorage'],
  [contactDraftKey, 'sessionStorage'],
  [translationCookieName, 'cookie'],
  [reloadFlagKey, 'sessionStorage'],
  [originalChoiceKey, 'sessionStorage'],
  [requestedFlagKey, 'sessionStorage'],
]

const declared = (name: string) => storedItems.filter((item) => item.name === name)

describe('the cookie registry', () => {
  it.each(namesInCode)('declares %s as %s', (name, kind) => {
    expect(declared(name).map((item) => item.kind)).toEqual([kind])
  })

  it('declares each name once per kind', () => {
    const keys = storedItems.map((item) => `${item.kind}:${item.name}`)
    expect(keys.filter((key, at) => keys.indexOf(key) !== at)).toEqual([])
  })

  it('describes every item in both languages, and first-party items are ours', () => {
    for (const item of storedItems) {
      for (const text of [item.purpose.it, item.purpose.en, item.duration.it, item.duration.en, item.provider])
        expect(text.trim()).not.toBe('')
      if (item.provider === 'Orbita Lab') expect(item.party).toBe('first')
    }
  })

  it('puts the translation under Funzionali, Google Analytics under Analitici, and the choice itself under necessary', () => {
    expect(declared(translationCookieName)[0]?.category).toBe('functional')
    expect(declared('_ga')[0]?.category).toBe('analytics')
    expect(declared(consentPolicy.storageKey)[0]?.category).toBe('necessary')
  })

  it('has only categories the banner offers and explains, each with its text in both languages', () => {
    const offered: StoredItemCategory[] = ['necessary', ...consentCategories]
    for (const item of storedItems) expect(offered).toContain(item.category)
    for (const language of ['it', 'en'] as const) {
      const copy = consentCopy[language]
      expect(copy.necessary.label).not.toBe('')
      for (const category of consentCategories) {
        expect(copy.categories[category].label).not.toBe('')
        expect(copy.categories[category].description).not.toBe('')
      }
    }
  })

  it('uses wildcards only as a trailing *', () => {
    for (const { name } of storedItems) expect(name.slice(0, -1)).not.toContain('*')
  })
})
