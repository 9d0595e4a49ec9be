/**
 * The configuration's rules: which variables exist, what each must look like and which go together. A malformed
 * variable stops the build (next.config.ts reads it) or the server with a message that names it, instead of an
 * undefined deep inside. The values themselves, secrets included, are read once in lib/env.ts, on the server only.
 */
import { z } from 'zod'
import type { AddressSource } from '@/lib/request/client-address'
import { isWebhookSecret, type DeliveryConfig } from './contact/config'
import { consentAddressLimit } from './consent/limits'
import { autoReplyBudget, notificationCeiling } from './contact/limits'

/** Cloudflare's workerd: no writable disk, sockets that live for one request, cf-connecting-ip. */
export const onCloudflare = typeof navigator !== 'undefined' && navigator.userAgent === 'Cloudflare-Workers'

const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional())

/**
 * Where the server sends a secret (EmailJS's private key, Supabase's service role, the webhook's signature): https
 * only, except to this machine (tests, a local relay), which the URL parser has already normalised (`127.1` reads
 * as 127.0.0.1, IPv6 hosts keep their brackets).
 */
function isHttpsOrLoopback(value: string): boolean {
  const { protocol, hostname } = URL.parse(value) ?? { protocol: '', hostname: '' }
  if (protocol === 'https:') return true
  return (
    protocol === 'http:' && (hostname === 'localhost' || hostname === '[::1]' || /^127(\.\d{1,3}){3}$/.test(hostname))
  )
}

const secretsOrigin = (what: string) =>
  z
    .url({ protocol: /^https?$/ })
    .refine(
      isHttpsOrLoopback,
      `use https://: ${what} must not cross the network in clear (http:// only to 127.0.0.1, ::1 or localhost)`,
    )

/** EmailJS, called by our server only (never the browser): all five or none. */
export const emailjsVariables = [
  'EMAILJS_SERVICE_ID',
  'EMAILJS_TEMPLATE_ID',
  'EMAILJS_AUTOREPLY_TEMPLATE_ID',
  'EMAILJS_PUBLIC_KEY',
  'EMAILJS_PRIVATE_KEY',
] as const

const schema = z
  .object({
    NEXT_PUBLIC_SITE_URL: optional(z.url({ protocol: /^https?$/ })),
    NEXT_PUBLIC_GA_MEASUREMENT_ID: optional(z.string().regex(/^G-[A-Z0-9]+$/, 'expected a GA4 id such as G-ABC123')),
    SUPABASE_URL: optional(secretsOrigin('the service role key')),
    SUPABASE_SERVICE_ROLE_KEY: optional(z.string().min(20)),
    SITE_STORE_DIR: optional(z.string().min(1)),
    TRUSTED_PROXY_HOPS: optional(z.coerce.number().int().min(0).max(10)),
    DATABASE_URL: optional(
      z.url({ protocol: /^postgres(ql)?$/, error: 'expected a postgres:// or postgresql:// connection string' }),
    ),
    EMAILJS_SERVICE_ID: optional(z.string().trim()),
    EMAILJS_TEMPLATE_ID: optional(z.string().trim()),
    EMAILJS_AUTOREPLY_TEMPLATE_ID: optional(z.string().trim()),
    EMAILJS_PUBLIC_KEY: optional(z.string().trim()),
    EMAILJS_PRIVATE_KEY: optional(z.string().trim()),
    EMAILJS_API_ORIGIN: optional(secretsOrigin('the private key')),
    CONTACT_WEBHOOK_URL: optional(secretsOrigin('the request and its signature')),
    CONTACT_WEBHOOK_SECRET: optional(
      z
        .string()
        .trim()
        .refine(
          isWebhookSecret,
          "expected a Standard Webhooks secret: whsec_ and at least 24 random bytes in base64; make one with node -e \"console.log('whsec_' + require('crypto').randomBytes(32).toString('base64'))\"",
        ),
    ),
    CONTACT_DELIVERY_PACE_MS: optional(z.coerce.number().int().min(0).max(60_000)),
    OPERATOR_TOKEN: optional(
      z.string().min(32, 'use at least 32 random characters, such as the output of openssl rand -base64 32'),
    ),
    AUTO_REPLY_HOURLY_LIMIT: optional(
      z.coerce
        .number({ error: 'expected a whole number of auto-replies per hour, such as 30' })
        .int('expected a whole number of auto-replies per hour, such as 30')
        .positive('expected at least 1 auto-reply per hour'),
    ),
    NOTIFICATION_HOURLY_LIMIT: optional(
      z.coerce
        .number({ error: 'expected a whole number of notifications per hour, such as 60' })
        .int('expected a whole number of notifications per hour, such as 60')
        .positive('expected at least 1 notification per hour'),
    ),
    CONTACT_PROOF_KEY: optional(
      z.string().min(32, 'use at least 32 random characters, such as the output of openssl rand -base64 32'),
    ),
    CONSENT_ADDRESS_LIMIT: optional(
      z.coerce
        .number({ error: 'expected a whole number of consent records per address in 10 minutes, such as 20' })
        .int('expected a whole number of consent records per address in 10 minutes, such as 20')
        .positive('expected at least 1 consent record per address in 10 minutes'),
    ),
  })
  .refine((env) => Boolean(env.CONTACT_WEBHOOK_URL) === Boolean(env.CONTACT_WEBHOOK_SECRET), {
    message: 'CONTACT_WEBHOOK_URL and CONTACT_WEBHOOK_SECRET go together: an unsigned webhook could be forged',
    path: ['CONTACT_WEBHOOK_SECRET'],
  })
  // Two stores would split the proof in two places: the operator must pick one.
  .refine((env) => !(env.DATABASE_URL && env.SUPABASE_URL), {
    message:
      'DATABASE_URL and SUPABASE_URL both choose the consent store: set one of them, not both (Supabase users can use its Postgres connection string as DATABASE_URL)',
    path: ['DATABASE_URL'],
  })
  // The server makes every call with the service role: the public roles are granted nothing.
  .refine((env) => Boolean(env.SUPABASE_URL) === Boolean(env.SUPABASE_SERVICE_ROLE_KEY), {
    message:
      'SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY go together: the server makes every call with the service role key (Supabase dashboard, Project Settings → API); it stays on the server',
    path: ['SUPABASE_SERVICE_ROLE_KEY'],
  })
  // A partial EmailJS setup would only show up when a visitor's message fails to send.
  .superRefine((env, context) => {
    const missing = emailjsVariables.filter((name) => !env[name])
    if (missing.length === 0 || missing.length === emailjsVariables.length) return
    for (const name of missing)
      context.addIssue({
        code: 'custom',
        path: [name],
        message: 'e-mail delivery needs all five EMAILJS_* keys and ids: set this one too, or none of them',
      })
  })

function deliveryConfig(env: z.infer<typeof schema>): DeliveryConfig {
  const { EMAILJS_SERVICE_ID: serviceId, EMAILJS_TEMPLATE_ID: templateId, EMAILJS_PUBLIC_KEY: publicKey } = env
  const { EMAILJS_AUTOREPLY_TEMPLATE_ID: autoReplyTemplateId, EMAILJS_PRIVATE_KEY: privateKey } = env
  return {
    emailjs:
      serviceId && templateId && autoReplyTemplateId && publicKey && privateKey
        ? {
            serviceId,
            templateId,
            autoReplyTemplateId,
            publicKey,
            privateKey,
            apiOrigin: (env.EMAILJS_API_ORIGIN ?? 'https://api.emailjs.com').replace(/\/+$/, ''),
          }
        : undefined,
    webhook:
      env.CONTACT_WEBHOOK_URL && env.CONTACT_WEBHOOK_SECRET
        ? { url: env.CONTACT_WEBHOOK_URL, secret: env.CONTACT_WEBHOOK_SECRET }
        : undefined,
    // EmailJS documents one request per second.
    paceMs: env.CONTACT_DELIVERY_PACE_MS ?? 1000,
  }
}

/** The whole configuration from `source` (process.env), or an error naming each malformed variable. */
export function readEnvironment(source: Record<string, string | undefined>) {
  const parsed = schema.safeParse(source)
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.') || 'env'}: ${issue.message}`)
    throw new Error(`Invalid environment configuration:\n${problems.join('\n')}`)
  }
  const env = parsed.data
  return {
    siteUrl: (env.NEXT_PUBLIC_SITE_URL ?? 'https://www.orbitalab.it').replace(/\/+$/, ''),
    gaMeasurementId: env.NEXT_PUBLIC_GA_MEASUREMENT_ID,
    supabase:
      env.SUPABASE_URL && env.SUPABASE_SERVICE_ROLE_KEY
        ? { url: env.SUPABASE_URL.replace(/\/+$/, ''), serviceRoleKey: env.SUPABASE_SERVICE_ROLE_KEY }
        : undefined,
    databaseUrl: env.DATABASE_URL,
    /** Where the client address comes from (lib/request/client-address.ts): the host's own header, or our proxies' X-Forwarded-For. */
    addressSource: {
      platform: onCloudflare ? 'cloudflare' : source.VERCEL === '1' ? 'vercel' : 'node',
      trustedProxyHops: env.TRUSTED_PROXY_HOPS ?? 0,
    } as const satisfies AddressSource,
    /** The embedded database's folder (lib/store/embedded.ts); undefined: `.data/store`. */
    storeDir: env.SITE_STORE_DIR,
    /** Where contact requests are delivered from the server: EmailJS and the webhook, each when configured. */
    delivery: deliveryConfig(env),
    /** Lets the operator trigger delivery over HTTP (POST /api/contact/deliver); undefined: nobody but the worker's cron. */
    operatorToken: env.OPERATOR_TOKEN,
    /** Auto-replies the whole site sends in an hour; past it requests are stored and notified, not answered. */
    autoReplyHourlyLimit: env.AUTO_REPLY_HOURLY_LIMIT ?? autoReplyBudget.defaultMax,
    /** Notifications the whole site sends the agency in an hour; past it requests wait for the hourly digest. */
    notificationHourlyLimit: env.NOTIFICATION_HOURLY_LIMIT ?? notificationCeiling.defaultMax,
    /**
     * Signs the contact form's proof-of-work challenges (lib/contact/proof.ts); undefined: each server draws its
     * own at start, which only one server can check.
     */
    proofKey: env.CONTACT_PROOF_KEY,
    /** Consent records one address may write in 10 minutes; past it 429, and the browser sends them later. */
    consentAddressLimit: env.CONSENT_ADDRESS_LIMIT ?? consentAddressLimit.defaultMax,
  }
}

/** The site's public settings alone, for what runs outside the server's bundle too (the security headers). */
export function publicSettings(source: Record<string, string | undefined>) {
  const { siteUrl, gaMeasurementId } = readEnvironment(source)
  return { siteUrl, gaMeasurementId }
}
