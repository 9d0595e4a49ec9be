/** @jest-environment node */
// lib/env: the site's hourly auto-reply budget, the one limit the operator may set.
import { afterEach, describe, expect, it, jest } from '@jest/globals'

const keys = ['AUTO_REPLY_HOURLY_LIMIT', 'SUPABASE_URL', 'SUPABASE_SERVICE_ROLE_KEY', 'DATABASE_URL'] as const
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
