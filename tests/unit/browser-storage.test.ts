import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals'
import { readSavedRecord } from '@/lib/consent/browser'
import { sessionId } from '@/lib/consent/request-body'
import { emptyContact } from '@/lib/contact/fields'
import { readDraft, saveDraft } from '@/lib/contact/draft'

/** The saved choice's preferences, or null when the visitor must be asked. */
const readSavedConsent = (now?: number) => readSavedRecord(now)?.preferences ?? null

// A browser that blocks site data throws as soon as a page touches window.localStorage or
// window.sessionStorage (lib/browser-storage.ts guards every such access).
const blocked = () => {
  throw new DOMException('The operation is insecure.', 'SecurityError')
}

let warn: ReturnType<typeof jest.spyOn>
beforeEach(() => {
  jest.spyOn(window, 'localStorage', 'get').mockImplementation(blocked)
  jest.spyOn(window, 'sessionStorage', 'get').mockImplementation(blocked)
  warn = jest.spyOn(console, 'warn').mockImplementation(() => {})
})
afterEach(() => {
  jest.restoreAllMocks()
})

describe('with browser storage blocked', () => {
  it('the consent banner asks again instead of failing, with one warning naming the cause', () => {
    expect(readSavedConsent()).toBeNull()
    expect(warn).toHaveBeenCalledWith('[consent] localStorage is not readable', expect.any(DOMException))
  })

  it('each consent record gets a one-off session id, with a warning', () => {
    const first = sessionId()
    expect(first).toMatch(/^sess_\d+_[0-9a-f]{16}$/)
    expect(sessionId()).not.toBe(first)
    expect(warn).toHaveBeenCalledWith(
      '[consent] sessionStorage is not usable, using a one-off session id',
      expect.any(DOMException),
    )
  })

  it('the contact form keeps working: nothing is restored and saving a draft does not throw', () => {
    expect(() => saveDraft({ ...emptyContact, firstName: 'Giulia' })).not.toThrow()
    expect(readDraft()).toBeNull()
  })
})
