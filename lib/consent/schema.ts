/** The body of POST /api/consent: one strict schema, checked by the route handler before anything is stored. */
import { z } from 'zod'
import { sessionIdPattern } from './session-id'

const webAddress = z.url({ protocol: /^https?$/ }).max(2048)

export const consentPreferencesSchema = z.strictObject({
  necessary: z.literal(true),
  analytics: z.boolean(),
  functional: z.boolean(),
  marketing: z.boolean(),
})

export const consentRequestSchema = z
  .strictObject({
    session_id: z.string().regex(sessionIdPattern, 'session_id must look like sess_<ms>_<random>'),
    user_agent: z.string().max(1024),
    page_url: webAddress,
    referrer: z.union([z.literal(''), webAddress]),
    necessary: z.literal(true),
    analytics: z.boolean(),
    functional: z.boolean(),
    marketing: z.boolean(),
    consent_data: consentPreferencesSchema,
    timestamp: z.iso.datetime({ offset: true }),
  })
  .refine(
    (body) => body.consent_data.analytics === body.analytics && body.consent_data.functional === body.functional && body.consent_data.marketing === body.marketing,
    { message: 'consent_data must match analytics, functional and marketing', path: ['consent_data'] },
  )

export type ConsentRequest = z.infer<typeof consentRequestSchema>

export const sessionQuerySchema = z.string().regex(sessionIdPattern)
