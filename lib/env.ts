/**
 * Server configuration, read and validated once. A malformed variable stops the
 * build or the server with a message that names it, instead of an undefined deep inside.
 */
import { z } from 'zod'
import type { AddressSource } from '@/lib/consent/ip'

/** Cloudflare's workerd: no writable disk, sockets that live for one request, cf-connecting-ip. */
export const onCloudflare = typeof navigator !== 'undefined' && navigator.userAgent === 'Cloudflare-Workers'

const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional())

const schema = z
  .object({
    NEXT_PUBLIC_SITE_URL: optional(z.url({ protocol: /^https?$/ })),
    NEXT_PUBLIC_GA_MEASUREMENT_ID: optional(z.string().regex(/^G-[A-Z0-9]+$/, 'expected a GA4 id such as G-ABC123')),
    SUPABASE_URL: optional(z.url({ protocol: /^https?$/ })),
    SUPABASE_ANON_KEY: optional(z.string().min(20)),
    SUPABASE_SERVICE_ROLE_KEY: optional(z.string().min(20)),
    CONSENT_DB_DIR: optional(z.string().min(1)),
    TRUSTED_PROXY_HOPS: optional(z.coerce.number().int().min(0).max(10)),
    DATABASE_URL: optional(z.url({ protocol: /^postgres(ql)?$/, error: 'expected a postgres:// or postgresql:// connection string' })),
  })
  .refine((env) => Boolean(env.SUPABASE_URL) === Boolean(env.SUPABASE_ANON_KEY), {
    message: 'SUPABASE_URL and SUPABASE_ANON_KEY go together: set both or neither',
  })
  // Two stores would split the proof in two places: the operator must pick one.
  .refine((env) => !(env.DATABASE_URL && env.SUPABASE_URL), {
    message: 'DATABASE_URL and SUPABASE_URL both choose the consent store: set one of them, not both (Supabase users can use its Postgres connection string as DATABASE_URL)',
    path: ['DATABASE_URL'],
  })

function readEnv() {
  const parsed = schema.safeParse(process.env)
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.') || 'env'}: ${issue.message}`)
    throw new Error(`Invalid environment configuration:\n${problems.join('\n')}`)
  }
  const env = parsed.data
  return {
    siteUrl: (env.NEXT_PUBLIC_SITE_URL ?? 'https://www.orbitalab.it').replace(/\/+$/, ''),
    gaMeasurementId: env.NEXT_PUBLIC_GA_MEASUREMENT_ID,
    supabase:
      env.SUPABASE_URL && env.SUPABASE_ANON_KEY
        ? { url: env.SUPABASE_URL.replace(/\/+$/, ''), anonKey: env.SUPABASE_ANON_KEY, serviceRoleKey: env.SUPABASE_SERVICE_ROLE_KEY }
        : undefined,
    databaseUrl: env.DATABASE_URL,
    /** Where the client address comes from (lib/consent/ip.ts): the host's own header, or our proxies' X-Forwarded-For. */
    addressSource: {
      platform: onCloudflare ? 'cloudflare' : process.env.VERCEL === '1' ? 'vercel' : 'node',
      trustedProxyHops: env.TRUSTED_PROXY_HOPS ?? 0,
    } as const satisfies AddressSource,
    consentDbDir: env.CONSENT_DB_DIR ?? '.data/consents',
  }
}

export const env = readEnv()
