/**
 * Server configuration, read and validated once. A malformed variable stops the
 * build or the server with a message that names it, instead of an undefined deep inside.
 */
import { z } from 'zod'
import type { AddressSource } from '@/lib/consent/ip'
import type { EmailConfig } from '@/lib/contact/send'

/** Cloudflare's workerd: no writable disk, sockets that live for one request, cf-connecting-ip. */
export const onCloudflare = typeof navigator !== 'undefined' && navigator.userAgent === 'Cloudflare-Workers'

const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional())

/** The contact form's EmailJS settings: public by design (they reach the browser), all four or none. */
const emailjsVariables = [
  'NEXT_PUBLIC_EMAILJS_PUBLIC_KEY',
  'NEXT_PUBLIC_EMAILJS_SERVICE_ID',
  'NEXT_PUBLIC_EMAILJS_TEMPLATE_ID',
  'NEXT_PUBLIC_EMAILJS_AUTOREPLY_TEMPLATE_ID',
] as const

const schema = z
  .object({
    NEXT_PUBLIC_SITE_URL: optional(z.url({ protocol: /^https?$/ })),
    NEXT_PUBLIC_GA_MEASUREMENT_ID: optional(z.string().regex(/^G-[A-Z0-9]+$/, 'expected a GA4 id such as G-ABC123')),
    SUPABASE_URL: optional(z.url({ protocol: /^https?$/ })),
    SUPABASE_ANON_KEY: optional(z.string().min(20)),
    SUPABASE_SERVICE_ROLE_KEY: optional(z.string().min(20)),
    CONSENT_DB_DIR: optional(z.string().min(1)),
    TRUSTED_PROXY_HOPS: optional(z.coerce.number().int().min(0).max(10)),
    DATABASE_URL: optional(
      z.url({ protocol: /^postgres(ql)?$/, error: 'expected a postgres:// or postgresql:// connection string' }),
    ),
    NEXT_PUBLIC_EMAILJS_PUBLIC_KEY: optional(z.string().trim()),
    NEXT_PUBLIC_EMAILJS_SERVICE_ID: optional(z.string().trim()),
    NEXT_PUBLIC_EMAILJS_TEMPLATE_ID: optional(z.string().trim()),
    NEXT_PUBLIC_EMAILJS_AUTOREPLY_TEMPLATE_ID: optional(z.string().trim()),
  })
  .refine((env) => Boolean(env.SUPABASE_URL) === Boolean(env.SUPABASE_ANON_KEY), {
    message: 'SUPABASE_URL and SUPABASE_ANON_KEY go together: set both or neither',
  })
  // Two stores would split the proof in two places: the operator must pick one.
  .refine((env) => !(env.DATABASE_URL && env.SUPABASE_URL), {
    message:
      'DATABASE_URL and SUPABASE_URL both choose the consent store: set one of them, not both (Supabase users can use its Postgres connection string as DATABASE_URL)',
    path: ['DATABASE_URL'],
  })
  // A partial EmailJS setup would only show up when a visitor's message fails to send.
  .superRefine((env, context) => {
    const missing = emailjsVariables.filter((name) => !env[name])
    if (missing.length === 0 || missing.length === emailjsVariables.length) return
    for (const name of missing)
      context.addIssue({
        code: 'custom',
        path: [name],
        message: 'the contact form needs all four NEXT_PUBLIC_EMAILJS_* variables: set this one too, or none of them',
      })
  })

function emailConfig(env: z.infer<typeof schema>): EmailConfig | undefined {
  const { NEXT_PUBLIC_EMAILJS_PUBLIC_KEY: publicKey, NEXT_PUBLIC_EMAILJS_SERVICE_ID: serviceId } = env
  const {
    NEXT_PUBLIC_EMAILJS_TEMPLATE_ID: templateId,
    NEXT_PUBLIC_EMAILJS_AUTOREPLY_TEMPLATE_ID: autoReplyTemplateId,
  } = env
  return publicKey && serviceId && templateId && autoReplyTemplateId
    ? { publicKey, serviceId, templateId, autoReplyTemplateId }
    : undefined
}

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
        ? {
            url: env.SUPABASE_URL.replace(/\/+$/, ''),
            anonKey: env.SUPABASE_ANON_KEY,
            serviceRoleKey: env.SUPABASE_SERVICE_ROLE_KEY,
          }
        : undefined,
    databaseUrl: env.DATABASE_URL,
    /** Where the client address comes from (lib/consent/ip.ts): the host's own header, or our proxies' X-Forwarded-For. */
    addressSource: {
      platform: onCloudflare ? 'cloudflare' : process.env.VERCEL === '1' ? 'vercel' : 'node',
      trustedProxyHops: env.TRUSTED_PROXY_HOPS ?? 0,
    } as const satisfies AddressSource,
    consentDbDir: env.CONSENT_DB_DIR ?? '.data/consents',
    /** Handed to the contact form by its page; undefined when EmailJS is not configured. */
    emailjs: emailConfig(env),
  }
}

export const env = readEnv()
