import { NextRequest, NextResponse } from 'next/server'
import { consentStore, reportStoreRecovered, storeUnavailable } from '@/lib/store'
import { recordedAddress } from '@/lib/request/client-address'
import { currentBannerTexts, currentSignalTexts, type BannerTextVersion } from '@/lib/consent/banner-text'
import { consentPolicy, createLocalRecord } from '@/lib/consent/policy'
import { storeConsent } from '@/lib/consent/record'
import { createReaderToken, isReaderToken, readerCookie, readerHash } from '@/lib/consent/reader'
import { consentRequestSchema, sessionQuerySchema } from '@/lib/consent/schema'
import { UnknownTextVersionError } from '@/lib/consent/store'
import { env } from '@/lib/env'
import { jsonBodyOrError, jsonError } from '@/lib/request/http'

const maxBodyBytes = 8 * 1024
const cookieMaxAge = consentPolicy.validityDays * 24 * 60 * 60
/** The visitor's clock may be off, but not by more than a day: the server's created_at is the proof's time. */
const maxClockSkewMs = 24 * 60 * 60 * 1000

let bannerTexts: Promise<BannerTextVersion[]> | undefined

/** This deployment's banner texts and Global Privacy Control notices, hashed once per process. */
function deployedTexts(): Promise<BannerTextVersion[]> {
  bannerTexts ??= Promise.all([currentBannerTexts(), currentSignalTexts()]).then((kinds) =>
    kinds.flatMap((texts) => Object.values(texts)),
  )
  return bannerTexts
}

const unavailable = 'consent store unavailable, try again later'

/** 429 with the seconds until the address may write again; the outbox retries (lib/request/retry-decision.ts). */
function tooManyConsents(retryAt: Date, now: Date): Response {
  const seconds = Math.max(1, Math.ceil((retryAt.getTime() - now.getTime()) / 1000))
  return jsonError(429, 'too many consent records from this address, try again later', {
    headers: { 'Retry-After': String(seconds) },
  })
}

/**
 * Records one consent as proof, within its address's allowance (lib/consent/limits.ts): past it the answer is
 * 429 and the browser's outbox keeps the choice until it may send it, so no consent is lost.
 */
export async function POST(incoming: Request): Promise<Response> {
  // Cookies and URL through Next's helpers; the body straight from the request, read within its limit.
  const request = new NextRequest(incoming.url, { headers: incoming.headers })
  const read = await jsonBodyOrError(incoming, maxBodyBytes)
  if ('error' in read) return read.error
  const body = read.body
  const parsed = consentRequestSchema.safeParse(body)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    return jsonError(400, `invalid consent record: ${issue.path.join('.') || 'body'}: ${issue.message}`)
  }
  const consent = parsed.data
  if (Math.abs(Date.parse(consent.timestamp) - Date.now()) > maxClockSkewMs) {
    return jsonError(400, "invalid consent record: timestamp: more than 24 hours from the server's time")
  }

  // A text this deployment shows is stored (once) before the first record that points at it. Any other
  // version must already be in the store, from the deployment that showed it: the foreign key checks.
  const shown = (await deployedTexts()).find((text) => text.version === consent.text_version)
  if (shown && shown.language !== consent.banner_language) {
    return jsonError(400, `invalid consent record: banner_language: the text_version is the '${shown.language}' banner`)
  }

  const presented = request.cookies.get(readerCookie)?.value
  const token = isReaderToken(presented) ? presented : createReaderToken()
  const address = recordedAddress(request.headers, env.addressSource)
  try {
    const row = {
      ...consent,
      // Proof that the refusal was honoured also when the page's script could not read the signal.
      gpc_header: request.headers.get('sec-gpc') === '1',
      ip_address: address?.anonymized ?? null,
      policy_version: consentPolicy.version,
      reader_hash: await readerHash(token),
    }
    const now = new Date()
    const retryAt = await storeConsent(
      await consentStore(),
      row,
      { clientAddress: address?.limitKey ?? null, at: now, max: env.consentAddressLimit },
      shown,
    )
    reportStoreRecovered()
    // Past the address's allowance: the browser keeps the choice in its outbox and sends it again later.
    if (retryAt) return tooManyConsents(retryAt, now)
  } catch (error) {
    // A 4xx ends the browser's retries: a text nobody can prove was shown would never be accepted.
    if (error instanceof UnknownTextVersionError) return jsonError(400, `invalid consent record: ${error.message}`)
    return storeUnavailable(error, unavailable)
  }

  const secure = request.nextUrl.protocol === 'https:' || request.headers.get('x-forwarded-proto') === 'https'
  const response = NextResponse.json({ stored: true, consent_id: consent.consent_id }, { status: 201 })
  // A first-party copy of the choice for the banner: Safari wipes script-written storage after 7 days without a visit.
  const record = createLocalRecord(
    consent.consent_data,
    Date.parse(consent.timestamp),
    consent.consent_id,
    consent.gpc_signal === true,
  )
  const cookie = { maxAge: cookieMaxAge, sameSite: 'lax', secure } as const
  response.cookies.set(consentPolicy.cookieName, JSON.stringify(record), { ...cookie, path: '/' })
  response.cookies.set(readerCookie, token, { ...cookie, path: '/api/consent', httpOnly: true })
  return response
}

/** What this browser chose and when, for its own newest record of the session; null for anyone else. */
export async function GET(incoming: Request): Promise<Response> {
  const request = new NextRequest(incoming.url, { headers: incoming.headers })
  const sessionId = sessionQuerySchema.safeParse(request.nextUrl.searchParams.get('session_id'))
  if (!sessionId.success) return jsonError(400, 'session_id is missing or malformed')
  const headers = { 'Cache-Control': 'no-store', Vary: 'Cookie' }
  const token = request.cookies.get(readerCookie)?.value
  if (!isReaderToken(token)) return NextResponse.json(null, { headers })
  try {
    const stored = await (await consentStore()).latest(sessionId.data, await readerHash(token))
    const proof = stored && {
      preferences: stored.consent_data,
      timestamp: Date.parse(stored.created_at),
      version: stored.policy_version,
      ...(stored.consent_id && { consentId: stored.consent_id }),
      ...(stored.gpc_signal && { signal: true }),
    }
    return NextResponse.json(proof, { headers })
  } catch (error) {
    return storeUnavailable(error, unavailable)
  }
}
