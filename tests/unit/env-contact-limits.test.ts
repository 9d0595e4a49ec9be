/** @jest-environment node */
// lib/env: what the contact pipeline's limits need from the configuration (issue 44).
import { afterEach, describe, expect, it, jest } from '@jest/globals'

const keys = [
  'AUTO_REPLY_HOURLY_LIMIT',
  'SUPABASE_URL',
  'SUPABASE_ANON_KEY',
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

const supabase = { SUPABASE_URL: 'https://project.supabase.co', SUPABASE_ANON_KEY: 'anon-key-long-enough-0123456789' }

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

describe('SUPABASE_SERVICE_ROLE_KEY', () => {
  it('is required with SUPABASE_URL: the public key may only hand in a request, within limits it cannot set', async () => {
    const { error } = await load(supabase)
    expect(error).toMatch(/SUPABASE_SERVICE_ROLE_KEY: contact requests kept in Supabase are stored and delivered with/)
    expect(error).toContain('Project Settings → API')
    const serviceRoleKey = 'service-role-key-long-enough-0123456789'
    const { env } = await load({ ...supabase, SUPABASE_SERVICE_ROLE_KEY: serviceRoleKey })
    expect(env?.supabase).toMatchObject({ anonKey: supabase.SUPABASE_ANON_KEY, serviceRoleKey })
  })
})
