/** @jest-environment node */
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals'

// lib/env.ts validates process.env once, at import time: every test sets the
// variables it needs and then loads a fresh copy of the module.
const emailjsKeys = [
  'NEXT_PUBLIC_EMAILJS_PUBLIC_KEY',
  'NEXT_PUBLIC_EMAILJS_SERVICE_ID',
  'NEXT_PUBLIC_EMAILJS_TEMPLATE_ID',
  'NEXT_PUBLIC_EMAILJS_AUTOREPLY_TEMPLATE_ID',
] as const
const managedKeys = [
  'NEXT_PUBLIC_SITE_URL',
  'NEXT_PUBLIC_GA_MEASUREMENT_ID',
  'SUPABASE_URL',
  'SUPABASE_ANON_KEY',
  'CONSENT_DB_DIR',
  'DATABASE_URL',
  ...emailjsKeys,
] as const
type ManagedKey = (typeof managedKeys)[number]

const saved: Partial<Record<ManagedKey, string>> = {}

beforeEach(() => {
  for (const key of managedKeys) {
    saved[key] = process.env[key]
    delete process.env[key]
  }
})

afterEach(() => {
  for (const key of managedKeys) {
    if (saved[key] === undefined) delete process.env[key]
    else process.env[key] = saved[key]
  }
  jest.resetModules()
})

async function loadEnv(vars: Partial<Record<ManagedKey, string>> = {}) {
  Object.assign(process.env, vars)
  jest.resetModules()
  return (await import('@/lib/env')).env
}

async function loadError(vars: Partial<Record<ManagedKey, string>>): Promise<Error> {
  try {
    await loadEnv(vars)
  } catch (error) {
    if (error instanceof Error) return error
    throw error
  }
  throw new Error(`expected lib/env to reject ${JSON.stringify(vars)}`)
}

const anonKey = 'anon-key-that-is-long-enough-0123456789'

describe('lib/env: site URL', () => {
  it('defaults to the production site when NEXT_PUBLIC_SITE_URL is unset', async () => {
    expect((await loadEnv()).siteUrl).toBe('https://www.orbitalab.it')
  })

  it('treats an empty NEXT_PUBLIC_SITE_URL as unset', async () => {
    expect((await loadEnv({ NEXT_PUBLIC_SITE_URL: '' })).siteUrl).toBe('https://www.orbitalab.it')
  })

  it('uses a custom site URL and trims trailing slashes', async () => {
    expect((await loadEnv({ NEXT_PUBLIC_SITE_URL: 'http://localhost:3100' })).siteUrl).toBe('http://localhost:3100')
    expect((await loadEnv({ NEXT_PUBLIC_SITE_URL: 'https://staging.example.com/' })).siteUrl).toBe(
      'https://staging.example.com',
    )
    expect((await loadEnv({ NEXT_PUBLIC_SITE_URL: 'https://staging.example.com//' })).siteUrl).toBe(
      'https://staging.example.com',
    )
  })

  it.each(['not a url', 'www.orbitalab.it', 'ftp://www.orbitalab.it', 'javascript:alert(1)'])(
    'rejects the malformed NEXT_PUBLIC_SITE_URL %j with an error naming the variable',
    async (value) => {
      const error = await loadError({ NEXT_PUBLIC_SITE_URL: value })
      expect(error.message).toMatch(/Invalid environment configuration/)
      expect(error.message).toContain('NEXT_PUBLIC_SITE_URL')
    },
  )
})

describe('lib/env: Supabase', () => {
  it('has no Supabase configuration when neither variable is set', async () => {
    expect((await loadEnv()).supabase).toBeUndefined()
  })

  it('accepts both variables together and trims the URL', async () => {
    const env = await loadEnv({ SUPABASE_URL: 'https://project.supabase.co/', SUPABASE_ANON_KEY: anonKey })
    expect(env.supabase).toEqual({ url: 'https://project.supabase.co', anonKey })
  })

  it('rejects SUPABASE_URL without SUPABASE_ANON_KEY, naming both', async () => {
    const error = await loadError({ SUPABASE_URL: 'https://project.supabase.co' })
    expect(error.message).toContain('SUPABASE_URL')
    expect(error.message).toContain('SUPABASE_ANON_KEY')
  })

  it('rejects SUPABASE_ANON_KEY without SUPABASE_URL, naming both', async () => {
    const error = await loadError({ SUPABASE_ANON_KEY: anonKey })
    expect(error.message).toContain('SUPABASE_URL')
    expect(error.message).toContain('SUPABASE_ANON_KEY')
  })

  it('rejects a malformed SUPABASE_URL, naming it', async () => {
    const error = await loadError({ SUPABASE_URL: 'project.supabase.co', SUPABASE_ANON_KEY: anonKey })
    expect(error.message).toMatch(/SUPABASE_URL:/)
  })
})

describe('lib/env: PostgreSQL', () => {
  const databaseUrl = 'postgres://site:secret@db.example.com:5432/consents?sslmode=require'

  it('takes a postgres:// or postgresql:// DATABASE_URL as it is', async () => {
    expect((await loadEnv({ DATABASE_URL: databaseUrl })).databaseUrl).toBe(databaseUrl)
    expect((await loadEnv({ DATABASE_URL: 'postgresql://localhost/consents' })).databaseUrl).toBe(
      'postgresql://localhost/consents',
    )
    delete process.env.DATABASE_URL
    expect((await loadEnv()).databaseUrl).toBeUndefined()
  })

  it('rejects a DATABASE_URL of another scheme, naming it', async () => {
    const error = await loadError({ DATABASE_URL: 'mysql://localhost/consents' })
    expect(error.message).toMatch(/DATABASE_URL: expected a postgres/)
  })

  it('refuses DATABASE_URL and SUPABASE_URL together: the proof must live in one place', async () => {
    const error = await loadError({
      DATABASE_URL: databaseUrl,
      SUPABASE_URL: 'https://project.supabase.co',
      SUPABASE_ANON_KEY: anonKey,
    })
    expect(error.message).toMatch(/DATABASE_URL: DATABASE_URL and SUPABASE_URL both choose the consent store/)
  })
})

describe('lib/env: EmailJS (the contact form)', () => {
  const all = {
    NEXT_PUBLIC_EMAILJS_PUBLIC_KEY: 'pk',
    NEXT_PUBLIC_EMAILJS_SERVICE_ID: 'svc',
    NEXT_PUBLIC_EMAILJS_TEMPLATE_ID: 'tpl',
    NEXT_PUBLIC_EMAILJS_AUTOREPLY_TEMPLATE_ID: 'auto',
  }

  it('hands the four settings to the form when all are set, and none when none (or only empty ones) are', async () => {
    expect((await loadEnv(all)).emailjs).toEqual({
      publicKey: 'pk',
      serviceId: 'svc',
      templateId: 'tpl',
      autoReplyTemplateId: 'auto',
    })
    for (const key of emailjsKeys) delete process.env[key]
    expect((await loadEnv()).emailjs).toBeUndefined()
    expect(
      (await loadEnv({ NEXT_PUBLIC_EMAILJS_PUBLIC_KEY: '', NEXT_PUBLIC_EMAILJS_SERVICE_ID: '' })).emailjs,
    ).toBeUndefined()
  })

  it.each(emailjsKeys)('refuses a partial setup without %s, naming it and no other', async (missing) => {
    const error = await loadError({ ...all, [missing]: '' })
    expect(error.message).toMatch(new RegExp(`${missing}: the contact form needs all four`))
    for (const key of emailjsKeys.filter((key) => key !== missing)) expect(error.message).not.toContain(`${key}:`)
  })

  it('names every missing variable when only one is set', async () => {
    const error = await loadError({ NEXT_PUBLIC_EMAILJS_PUBLIC_KEY: 'pk' })
    for (const key of emailjsKeys.slice(1)) expect(error.message).toContain(`${key}:`)
  })
})

describe('lib/env: other variables', () => {
  it('rejects a GA measurement id that is not a GA4 id, naming the variable', async () => {
    const error = await loadError({ NEXT_PUBLIC_GA_MEASUREMENT_ID: 'UA-12345-1' })
    expect(error.message).toContain('NEXT_PUBLIC_GA_MEASUREMENT_ID')
  })

  it('accepts a GA4 id and leaves analytics off without one', async () => {
    expect((await loadEnv({ NEXT_PUBLIC_GA_MEASUREMENT_ID: 'G-ABC123' })).gaMeasurementId).toBe('G-ABC123')
    expect((await loadEnv({ NEXT_PUBLIC_GA_MEASUREMENT_ID: '' })).gaMeasurementId).toBeUndefined()
  })

  it('stores consents in .data/consents unless CONSENT_DB_DIR says otherwise', async () => {
    expect((await loadEnv()).consentDbDir).toBe('.data/consents')
    expect((await loadEnv({ CONSENT_DB_DIR: 'memory://' })).consentDbDir).toBe('memory://')
  })
})
