/** @jest-environment node */
// lib/env: the site's hourly auto-reply budget and notification ceiling, the limits the operator may set, and the
// key that signs the contact form's proofs of work.
import { afterEach, describe, expect, it, jest } from '@jest/globals'

const keys = [
  'AUTO_REPLY_HOURLY_LIMIT',
  'NOTIFICATION_HOURLY_LIMIT',
  'CONTACT_PROOF_KEY',
  'SUPABASE_URL',
  'SUPABASE_SERVICE_ROLE_KEY',
  'DATABASE_URL',
] as const
const saved = Object.fromEntries(keys.map((key) => [key, process.env[key]]))

afterEach(() => {
  for (const key of keys) {
    if (saved[key] === undefined) delete process.env[key]
    else process.env[key] = saved[key]
  }
  jest.resetModules()
})

/** lib/env as a fresh import reads it with `vars` set and the others unset: its values, or its error. */
async function load(vars: Partial<Record<(typeof keys)[number], string>>) {
  for (const key of keys) delete process.env[key]
  Object.assign(process.env, vars)
  jest.resetModules()
  try {
    return { env: (await import('@/lib/env')).env }
  } catch (error) {
    return { error: (error as Error).message }
  }
}

describe('AUTO_REPLY_HOURLY_LIMIT', () => {
  it('is 30 auto-replies an hour unless set', async () => {
    expect((await load({})).env?.autoReplyHourlyLimit).toBe(30)
    expect((await load({ AUTO_REPLY_HOURLY_LIMIT: '' })).env?.autoReplyHourlyLimit).toBe(30)
    expect((await load({ AUTO_REPLY_HOURLY_LIMIT: '120' })).env?.autoReplyHourlyLimit).toBe(120)
  })

  it.each(['0', '-5', '2.5', 'thirty'])('refuses %s, naming the variable', async (value) => {
    expect((await load({ AUTO_REPLY_HOURLY_LIMIT: value })).error).toMatch(
      /AUTO_REPLY_HOURLY_LIMIT: expected (at least 1|a whole number)/,
    )
  })
})

describe('NOTIFICATION_HOURLY_LIMIT', () => {
  it('is 60 notifications an hour unless set', async () => {
    expect((await load({})).env?.notificationHourlyLimit).toBe(60)
    expect((await load({ NOTIFICATION_HOURLY_LIMIT: '' })).env?.notificationHourlyLimit).toBe(60)
    expect((await load({ NOTIFICATION_HOURLY_LIMIT: '200' })).env?.notificationHourlyLimit).toBe(200)
  })

  it.each(['0', '-1', '1.5', 'abc'])('refuses %s, naming the variable', async (value) => {
    expect((await load({ NOTIFICATION_HOURLY_LIMIT: value })).error).toMatch(
      /NOTIFICATION_HOURLY_LIMIT: expected (at least 1|a whole number)/,
    )
  })
})

describe('CONTACT_PROOF_KEY', () => {
  it('is read when it has at least 32 characters; unset, each server draws its own', async () => {
    expect((await load({ CONTACT_PROOF_KEY: 'k'.repeat(32) })).env?.proofKey).toBe('k'.repeat(32))
    expect((await load({})).env?.proofKey).toBeUndefined()
  })

  it('refuses a key under 32 characters, saying how to make one', async () => {
    expect((await load({ CONTACT_PROOF_KEY: 'k'.repeat(31) })).error).toMatch(
      /CONTACT_PROOF_KEY: use at least 32 random characters.*openssl rand -base64 32/,
    )
  })
})
