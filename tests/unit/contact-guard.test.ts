import { describe, expect, it } from '@jest/globals'
import { answerTimeoutMs, cooldownMs, decideSubmit, minimumFillMs } from '@/lib/contact/guard'

const opened = 1_000_000
const base = { openedAt: opened, lastSentAt: null, now: opened + 60_000 }

describe('decideSubmit: the contact form never drops a person’s message', () => {
  it('names the figures the server and the form share', () => {
    expect(minimumFillMs).toBe(3000)
    expect(cooldownMs).toBe(30_000)
    expect(answerTimeoutMs).toBe(15_000)
  })

  it('sends at once when the visitor took their time', () => {
    expect(decideSubmit(base)).toEqual({ action: 'send', delayMs: 0 })
    expect(decideSubmit({ ...base, now: opened + minimumFillMs })).toEqual({ action: 'send', delayMs: 0 })
  })

  it('never discards a submit itself: the spam rules are the server’s (lib/contact/accept.ts)', () => {
    // Whatever the timing, the only answers are "send" (maybe after a wait) and "cooldown".
    for (const now of [opened, opened + 10, opened + 2999, opened + 3000, opened + 86_400_000])
      expect(decideSubmit({ ...base, now }).action).toBe('send')
  })

  it('a fast submit (autofill and a short message) waits out the rest of the 3 s, then sends', () => {
    expect(decideSubmit({ ...base, now: opened + 1200 })).toEqual({ action: 'send', delayMs: 1800 })
    expect(decideSubmit({ ...base, now: opened + minimumFillMs - 1 })).toEqual({ action: 'send', delayMs: 1 })
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
