/** The body of POST /api/consent: one strict schema, checked by the route handler before anything is stored. */
import { z } from 'zod'
import { acceptTypes, bannerLanguages, consentCategories, type AcceptType, type ConsentPreferences } from './policy'
import { sessionIdPattern } from './session-id'

/** Postgres text cannot hold NUL: refuse it here with a 400 instead of a 503 from the database. */
const storableText = (max: number) =>
  z
    .string()
    .max(max)
    .refine((text) => !text.includes('\u0000'), 'must not contain a NUL character')

/**
 * The address as proof needs it: the page, not what the visitor typed into it. Query string,
 * fragment and credentials can carry e-mail addresses, tokens or passwords, so they are dropped.
 */
export function withoutPrivateParts(address: string): string {
  const url = new URL(address)
  url.search = ''
  url.hash = ''
  url.username = ''
  url.password = ''
  return url.toString()
}

/**
 * How much of the user agent (in characters) and of each address a record keeps, so that a stored row stays
 * under 2 KB however large the body: a real user agent and a page of ours fit well within it.
 */
export const storedLengths = { userAgent: 200, address: 300 }

/** An address longer than a record keeps is kept as its origin alone: still the site it was on, never cut mid-path. */
function storedAddress(address: string): string {
  return address.length <= storedLengths.address ? address : `${new URL(address).origin}/`
}

/** The user agent's first characters, whole ones (a cut never splits a surrogate pair). */
const storedAgent = (agent: string) => Array.from(agent).slice(0, storedLengths.userAgent).join('')

const webAddress = storableText(2048)
  .pipe(z.url({ protocol: /^https?$/ }))
  .transform((address) => storedAddress(withoutPrivateParts(address)))

/** Real-world offsets run from -12:00 to +14:00; Postgres refuses displacements past 15:59. */
const maxOffsetMinutes = 14 * 60

/** Years 1 to 9999 in UTC: year 0 does not exist, and Postgres would write an earlier instant back as "BC". */
const earliest = Date.parse('0001-01-01T00:00:00Z')
const latest = Date.parse('9999-12-31T23:59:59.999Z')

/** An ISO instant Postgres stores and gives back unchanged, with a real-world offset. */
export const storableTimestamp = z.iso.datetime({ offset: true }).pipe(
  z.string().superRefine((value, context) => {
    const instant = Date.parse(value)
    if (!(instant >= earliest && instant <= latest))
      context.addIssue({ code: 'custom', message: 'must lie between the years 1 and 9999 (UTC)' })
    const offset = /([+-])(\d{2}):(\d{2})$/.exec(value)
    if (offset && Number(offset[2]) * 60 + Number(offset[3]) > maxOffsetMinutes)
      context.addIssue({ code: 'custom', message: 'offset beyond ±14:00' })
  }),
)

/** 'all' grants every category, 'necessary', 'close' and 'signal' none; 'custom' may be anything. */
export function acceptTypeMatches(type: AcceptType, choice: Omit<ConsentPreferences, 'necessary'>): boolean {
  const granted = consentCategories.filter((category) => choice[category]).length
  if (type === 'all') return granted === consentCategories.length
  if (type === 'custom') return true
  return granted === 0
}

export const consentPreferencesSchema = z.strictObject({
  necessary: z.literal(true),
  analytics: z.boolean(),
  functional: z.boolean(),
  marketing: z.boolean(),
})

export const consentRequestSchema = z
  .strictObject({
    session_id: z.string().regex(sessionIdPattern, 'session_id must look like sess_<ms>_<random>'),
    user_agent: storableText(1024).transform(storedAgent),
    page_url: webAddress,
    referrer: z.union([z.literal(''), webAddress]),
    ...consentPreferencesSchema.shape,
    consent_data: consentPreferencesSchema,
    timestamp: storableTimestamp,
    /** Made by the browser, so a record sent again is stored once; shown to the visitor to quote. */
    consent_id: z.uuid(),
    accept_type: z.enum(acceptTypes),
    banner_language: z.enum(bannerLanguages),
    /** SHA-256 (hex) of the exact banner text, or signal notice, shown (lib/consent/banner-text.ts). */
    text_version: z.string().regex(/^[0-9a-f]{64}$/, 'text_version must be a SHA-256 in hex'),
    /** The browser sent Global Privacy Control when the choice was made. */
    gpc_signal: z.boolean(),
  })
  .refine(
    (body) =>
      body.consent_data.analytics === body.analytics &&
      body.consent_data.functional === body.functional &&
      body.consent_data.marketing === body.marketing,
    { message: 'consent_data must match analytics, functional and marketing', path: ['consent_data'] },
  )
  .refine((body) => acceptTypeMatches(body.accept_type, body), {
    message:
      "accept_type must agree with the choice: 'all' grants every category, 'necessary', 'close' and 'signal' none",
    path: ['accept_type'],
  })
  .refine((body) => body.accept_type !== 'signal' || body.gpc_signal === true, {
    message: "accept_type 'signal' needs gpc_signal: a refusal by the browser's signal is made only while it is on",
    path: ['gpc_signal'],
  })

export type ConsentRequest = z.infer<typeof consentRequestSchema>

export const sessionQuerySchema = z.string().regex(sessionIdPattern)
