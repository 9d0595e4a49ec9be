import { consentStore, reportStoreFailure, reportStoreRecovered } from '@/lib/consent'
import { anonymizeIp, clientIp } from '@/lib/consent/ip'
import { consentPolicy, createLocalRecord } from '@/lib/consent/policy'
import { consentRequestSchema, sessionQuerySchema } from '@/lib/consent/schema'
import { HttpError, jsonError, readJsonBody } from '@/lib/http'

const maxBodyBytes = 8 * 1024
const cookieMaxAge = consentPolicy.validityDays * 24 * 60 * 60

function storeUnavailable(error: unknown): Response {
  // The cause goes to the server log only (once, not per request); the client learns nothing of the store.
  reportStoreFailure(error)
  return jsonError(503, 'consent store unavailable, try again later')
}

/** Records one consent as proof. No per-address rate limit: an office behind one address must never lose a consent. */
export async function POST(request: Request): Promise<Response> {
  let body: unknown
  try {
    body = await readJsonBody(request, maxBodyBytes)
  } catch (error) {
    if (error instanceof HttpError) return jsonError(error.status, error.message)
    throw error
  }
  const parsed = consentRequestSchema.safeParse(body)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    return jsonError(400, `invalid consent record: ${issue.path.join('.') || 'body'}: ${issue.message}`)
  }

  const raw = clientIp(request.headers)
  try {
    await (await consentStore()).insert({ ...parsed.data, ip_address: raw === null ? null : anonymizeIp(raw) })
    reportStoreRecovered()
  } catch (error) {
    return storeUnavailable(error)
  }

  // A first-party copy of the record: Safari wipes script-written storage after 7 days without a visit.
  const record = createLocalRecord(parsed.data.consent_data, Date.parse(parsed.data.timestamp))
  const secure = new URL(request.url).protocol === 'https:' || request.headers.get('x-forwarded-proto') === 'https'
  const cookie = [
    `${consentPolicy.cookieName}=${encodeURIComponent(JSON.stringify(record))}`,
    'Path=/',
    `Max-Age=${cookieMaxAge}`,
    'SameSite=Lax',
    ...(secure ? ['Secure'] : []),
  ].join('; ')
  return Response.json({ stored: true }, { status: 201, headers: { 'Set-Cookie': cookie } })
}

/** The newest record of one session, or null. */
export async function GET(request: Request): Promise<Response> {
  const sessionId = sessionQuerySchema.safeParse(new URL(request.url).searchParams.get('session_id'))
  if (!sessionId.success) return jsonError(400, 'session_id is missing or malformed')
  try {
    return Response.json(await (await consentStore()).latest(sessionId.data), { headers: { 'Cache-Control': 'no-store' } })
  } catch (error) {
    return storeUnavailable(error)
  }
}
