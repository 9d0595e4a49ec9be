/** @jest-environment node */
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals'
import { emailjsVariables as emailjsKeys } from '@/lib/environment'

// lib/env.ts validates process.env once, at import time: every test sets the
// variables it needs and then loads a fresh copy of the module.
/** What the contact form read in the browser before delivery moved to the server: no longer configuration. */
const retiredKeys = [
  'NEXT_PUBLIC_EMAILJS_PUBLIC_KEY',
  'NEXT_PUBLIC_EMAILJS_SERVICE_ID',
  'NEXT_PUBLIC_EMAILJS_TEMPLATE_ID',
  'NEXT_PUBLIC_EMAILJS_AUTOREPLY_TEMPLATE_ID',
] as const
const managedKeys = [
  'NEXT_PUBLIC_SITE_URL',
  'NEXT_PUBLIC_GA_MEASUREMENT_ID',
  'SUPABASE_URL',
  'SUPABASE_SERVICE_ROLE_KEY',
  'SITE_STORE_DIR',
  'OPERATOR_TOKEN',
  'CONSENT_ADDRESS_LIMIT',
  'DATABASE_URL',
  ...emailjsKeys,
  'EMAILJS_API_ORIGIN',
  'CONTACT_WEBHOOK_URL',
  'CONTACT_WEBHOOK_SECRET',
  'CONTACT_DELIVERY_PACE_MS',
  ...retiredKeys,
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

const serviceRoleKey = 'service-role-key-long-enough-0123456789'

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

  it('accepts the URL with the service role key, and trims the URL', async () => {
    const env = await loadEnv({
      SUPABASE_URL: 'https://project.supabase.co/',
      SUPABASE_SERVICE_ROLE_KEY: serviceRoleKey,
    })
    expect(env.supabase).toEqual({ url: 'https://project.supabase.co', serviceRoleKey })
  })

  it('rejects SUPABASE_URL without SUPABASE_SERVICE_ROLE_KEY, naming both and where to find the key', async () => {
    const error = await loadError({ SUPABASE_URL: 'https://project.supabase.co' })
    expect(error.message).toMatch(/SUPABASE_SERVICE_ROLE_KEY: SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY go together/)
    expect(error.message).toContain('Project Settings → API')
  })

  it('rejects SUPABASE_SERVICE_ROLE_KEY without SUPABASE_URL, naming both', async () => {
    const error = await loadError({ SUPABASE_SERVICE_ROLE_KEY: serviceRoleKey })
    expect(error.message).toContain('SUPABASE_URL')
    expect(error.message).toContain('SUPABASE_SERVICE_ROLE_KEY')
  })

  it('rejects a malformed SUPABASE_URL, naming it', async () => {
    const error = await loadError({ SUPABASE_URL: 'project.supabase.co', SUPABASE_SERVICE_ROLE_KEY: serviceRoleKey })
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
      SUPABASE_SERVICE_ROLE_KEY: serviceRoleKey,
    })
    expect(error.message).toMatch(/DATABASE_URL: DATABASE_URL and SUPABASE_URL both choose the consent store/)
  })
})

const all = {
  EMAILJS_SERVICE_ID: 'svc',
  EMAILJS_TEMPLATE_ID: 'tpl',
  EMAILJS_AUTOREPLY_TEMPLATE_ID: 'auto',
  EMAILJS_PUBLIC_KEY: 'pk',
  EMAILJS_PRIVATE_KEY: 'private',
}

describe('lib/env: EmailJS (contact requests delivered by the server)', () => {
  it('hands the five settings to the delivery when all are set, and none when none (or only empty ones) are', async () => {
    expect((await loadEnv(all)).delivery.emailjs).toEqual({
      serviceId: 'svc',
      templateId: 'tpl',
      autoReplyTemplateId: 'auto',
      publicKey: 'pk',
      privateKey: 'private',
      apiOrigin: 'https://api.emailjs.com',
    })
    for (const key of emailjsKeys) delete process.env[key]
    expect((await loadEnv()).delivery.emailjs).toBeUndefined()
    expect((await loadEnv({ EMAILJS_PUBLIC_KEY: '', EMAILJS_SERVICE_ID: '' })).delivery.emailjs).toBeUndefined()
  })

  it.each(emailjsKeys)('refuses a partial setup without %s, naming it and no other', async (missing) => {
    const error = await loadError({ ...all, [missing]: '' })
    expect(error.message).toMatch(new RegExp(`${missing}: e-mail delivery needs all five`))
    for (const key of emailjsKeys.filter((key) => key !== missing)) expect(error.message).not.toContain(`${key}:`)
  })

  it('names every missing variable when only one is set', async () => {
    const error = await loadError({ EMAILJS_SERVICE_ID: 'svc' })
    for (const key of emailjsKeys.slice(1)) expect(error.message).toContain(`${key}:`)
  })

  it('calls EMAILJS_API_ORIGIN instead of api.emailjs.com when set, without its trailing slashes', async () => {
    expect((await loadEnv({ ...all, EMAILJS_API_ORIGIN: 'http://127.0.0.1:4010//' })).delivery.emailjs?.apiOrigin).toBe(
      'http://127.0.0.1:4010',
    )
    expect((await loadEnv({ ...all, EMAILJS_API_ORIGIN: '' })).delivery.emailjs?.apiOrigin).toBe(
      'https://api.emailjs.com',
    )
  })

  it.each(['api.emailjs.com', 'ftp://api.emailjs.com', 'javascript:alert(1)'])(
    'rejects the malformed EMAILJS_API_ORIGIN %j, naming it',
    async (value) => {
      const error = await loadError({ ...all, EMAILJS_API_ORIGIN: value })
      expect(error.message).toMatch(/EMAILJS_API_ORIGIN:/)
    },
  )

  it('ignores the NEXT_PUBLIC_EMAILJS_* variables the browser used to read: they configure nothing any more', async () => {
    const env = await loadEnv({
      NEXT_PUBLIC_EMAILJS_PUBLIC_KEY: 'pk',
      NEXT_PUBLIC_EMAILJS_SERVICE_ID: 'svc',
      NEXT_PUBLIC_EMAILJS_TEMPLATE_ID: 'tpl',
      NEXT_PUBLIC_EMAILJS_AUTOREPLY_TEMPLATE_ID: 'auto',
    })
    expect(env.delivery.emailjs).toBeUndefined()
    expect(env).not.toHaveProperty('emailjs')
  })
})

describe('lib/env: the webhook (contact requests delivered to a CRM)', () => {
  const url = 'https://crm.example.com/hooks/contact'
  const secret = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw'

  it('hands the URL and its signing secret to the delivery when both are set, and nothing when neither is', async () => {
    expect((await loadEnv({ CONTACT_WEBHOOK_URL: url, CONTACT_WEBHOOK_SECRET: secret })).delivery.webhook).toEqual({
      url,
      secret,
    })
    delete process.env.CONTACT_WEBHOOK_URL
    delete process.env.CONTACT_WEBHOOK_SECRET
    expect((await loadEnv()).delivery.webhook).toBeUndefined()
    expect((await loadEnv({ CONTACT_WEBHOOK_URL: '', CONTACT_WEBHOOK_SECRET: '' })).delivery.webhook).toBeUndefined()
  })

  it('refuses CONTACT_WEBHOOK_URL without CONTACT_WEBHOOK_SECRET, naming both: an unsigned webhook could be forged', async () => {
    const error = await loadError({ CONTACT_WEBHOOK_URL: url })
    expect(error.message).toMatch(/CONTACT_WEBHOOK_SECRET: CONTACT_WEBHOOK_URL and CONTACT_WEBHOOK_SECRET go together/)
  })

  it('refuses CONTACT_WEBHOOK_SECRET without CONTACT_WEBHOOK_URL, naming both', async () => {
    const error = await loadError({ CONTACT_WEBHOOK_SECRET: secret })
    expect(error.message).toContain('CONTACT_WEBHOOK_URL')
    expect(error.message).toContain('CONTACT_WEBHOOK_SECRET')
  })

  it('refuses a secret that is not a Standard Webhooks whsec_ key, naming it', async () => {
    const error = await loadError({ CONTACT_WEBHOOK_URL: url, CONTACT_WEBHOOK_SECRET: 'a'.repeat(40) })
    expect(error.message).toMatch(/CONTACT_WEBHOOK_SECRET: expected a Standard Webhooks secret/)
  })

  it.each(['crm.example.com/hooks', 'ftp://crm.example.com/hooks', 'javascript:alert(1)'])(
    'rejects the malformed CONTACT_WEBHOOK_URL %j, naming it',
    async (value) => {
      const error = await loadError({ CONTACT_WEBHOOK_URL: value, CONTACT_WEBHOOK_SECRET: secret })
      expect(error.message).toMatch(/CONTACT_WEBHOOK_URL:/)
    },
  )
})

describe('lib/env: the pace of deliveries', () => {
  it("waits EmailJS's documented one second between two sends unless CONTACT_DELIVERY_PACE_MS says otherwise", async () => {
    expect((await loadEnv()).delivery.paceMs).toBe(1000)
    expect((await loadEnv({ CONTACT_DELIVERY_PACE_MS: '' })).delivery.paceMs).toBe(1000)
    expect((await loadEnv({ CONTACT_DELIVERY_PACE_MS: '0' })).delivery.paceMs).toBe(0)
    expect((await loadEnv({ CONTACT_DELIVERY_PACE_MS: '60000' })).delivery.paceMs).toBe(60_000)
  })

  it.each(['-1', '60001', '1.5', 'soon'])('rejects CONTACT_DELIVERY_PACE_MS=%j, naming it', async (value) => {
    const error = await loadError({ CONTACT_DELIVERY_PACE_MS: value })
    expect(error.message).toMatch(/CONTACT_DELIVERY_PACE_MS:/)
  })

  it('delivers nowhere until a channel is configured, and still paces', async () => {
    expect((await loadEnv()).delivery).toEqual({ paceMs: 1000 })
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

  it('reads SITE_STORE_DIR and OPERATOR_TOKEN', async () => {
    expect((await loadEnv()).storeDir).toBeUndefined()
    const env = await loadEnv({ SITE_STORE_DIR: 'memory://', OPERATOR_TOKEN: 'x'.repeat(32) })
    expect([env.storeDir, env.operatorToken]).toEqual(['memory://', 'x'.repeat(32)])
  })

  it('reads CONSENT_ADDRESS_LIMIT, 20 without it, and refuses what is no whole positive number', async () => {
    expect((await loadEnv()).consentAddressLimit).toBe(20)
    expect((await loadEnv({ CONSENT_ADDRESS_LIMIT: '200' })).consentAddressLimit).toBe(200)
    for (const value of ['0', '2.5', 'many'])
      expect((await loadError({ CONSENT_ADDRESS_LIMIT: value })).message).toMatch(/CONSENT_ADDRESS_LIMIT: expected/)
  })

  it('refuses an OPERATOR_TOKEN under 32 characters, saying how to make one', async () => {
    const error = await loadError({ OPERATOR_TOKEN: 'x'.repeat(31) })
    expect(error.message).toMatch(/OPERATOR_TOKEN: use at least 32 random characters.*openssl rand -base64 32/)
  })
})

describe('lib/env: origins that receive a secret', () => {
  const supabase = (SUPABASE_URL: string) => ({ SUPABASE_URL, SUPABASE_SERVICE_ROLE_KEY: serviceRoleKey })

  it.each(['http://project.supabase.co', 'http://10.0.0.5:8000', 'http://127.0.0.1.example.com'])(
    'refuses SUPABASE_URL %j: the service role key would cross the network in clear',
    async (url) => {
      expect((await loadError(supabase(url))).message).toMatch(/SUPABASE_URL: use https:\/\/: the service role key/)
    },
  )

  it.each(['http://api.emailjs.com', 'http://192.168.1.10'])(
    'refuses EMAILJS_API_ORIGIN %j: the private key would cross the network in clear',
    async (origin) => {
      const error = await loadError({ ...all, EMAILJS_API_ORIGIN: origin })
      expect(error.message).toMatch(/EMAILJS_API_ORIGIN: use https:\/\/: the private key/)
    },
  )

  it('accepts https anywhere and http to this machine (tests, a local relay)', async () => {
    for (const url of [
      'https://project.supabase.co',
      'http://127.0.0.1:54321',
      'http://localhost:54321',
      'http://[::1]:54321',
    ])
      expect((await loadEnv(supabase(url))).supabase?.url).toBe(url)
    const env = await loadEnv({ ...all, EMAILJS_API_ORIGIN: 'http://localhost:4010' })
    expect(env.delivery.emailjs?.apiOrigin).toBe('http://localhost:4010')
  })
})
