import { describe, expect, it } from '@jest/globals'
import { cooldownMs, decideSubmit, minimumFillMs } from '@/lib/contact/guard'

const opened = 1_000_000
const base = { honeypot: '', openedAt: opened, lastSentAt: null, now: opened + 60_000 }

describe('decideSubmit: the contact form never drops a person’s message', () => {
  it('sends at once when the visitor took their time', () => {
    expect(decideSubmit(base)).toEqual({ action: 'send', delayMs: 0 })
    expect(decideSubmit({ ...base, now: opened + minimumFillMs })).toEqual({ action: 'send', delayMs: 0 })
  })

  it('discards only a filled honeypot (the bot is thanked, nothing leaves)', () => {
    expect(decideSubmit({ ...base, honeypot: 'https://spam.example' })).toEqual({ action: 'discard' })
    expect(decideSubmit({ ...base, honeypot: 'x', now: opened + 10 })).toEqual({ action: 'discard' })
    expect(decideSubmit({ ...base, honeypot: '   ' })).toEqual({ action: 'send', delayMs: 0 })
  })

  it('a fast submit (autofill and a short message) waits out the rest of the 3 s, then sends', () => {
    expect(decideSubmit({ ...base, now: opened + 1200 })).toEqual({ action: 'send', delayMs: 1800 })
  })

  it('a restored draft sent the moment the page opens is sent after the full wait, not thrown away', () => {
    expect(decideSubmit({ ...base, now: opened })).toEqual({ action: 'send', delayMs: minimumFillMs })
  })

  it('refuses a second send within 30 s of the last one, with the seconds left rounded up', () => {
    const lastSentAt = opened + 10_000
    expect(decideSubmit({ ...base, lastSentAt, now: lastSentAt + 100 })).toEqual({
      action: 'cooldown',
      secondsLeft: 30,
    })
    expect(decideSubmit({ ...base, lastSentAt, now: lastSentAt + cooldownMs - 1 })).toEqual({
      action: 'cooldown',
      secondsLeft: 1,
    })
    expect(decideSubmit({ ...base, lastSentAt, now: lastSentAt + cooldownMs })).toEqual({ action: 'send', delayMs: 0 })
  })
})
