/**
 * EmailJS's REST API from our server: the spec's two calls with the spec's payloads, the notification to the
 * agency and then the auto-reply to the visitor. Plain fetch, the same on Node and the edge worker.
 */
import 'server-only'
import type { ContactFields } from '@/lib/contact/fields'
import { safeToLog } from '@/lib/safe-to-log'
import type { EmailjsConfig } from './config'

/** The status names the spec's e-mail client uses (spec §8); 0 is no answer at all. */
const statusTexts: Record<number, string> = {
  0: 'Network Error',
  403: 'Forbidden',
  429: 'Too Many Requests',
  451: 'Unavailable For Headless Browser',
}

/**
 * A provider's answer as one log-friendly phrase with the spec's status name first and the provider's own
 * words after it, which name the cause: "403 Forbidden: API calls are disabled for non-browser applications",
 * "426 You have exceeded the monthly limit". Control characters go, so a reply cannot forge log lines.
 */
export function describeStatus(status: number, text = ''): string {
  const said = safeToLog(text).trim().slice(0, 200)
  const name = statusTexts[status]
  if (!name) return `${status} ${said}`.trim()
  return said && said !== name ? `${status} ${name}: ${said}` : `${status} ${name}`
}

/** A date as the templates print it, dd/mm/yyyy, on the agency's clock (Rome), whatever the server's time zone. */
export function italianDate(date: Date): string {
  return new Intl.DateTimeFormat('it-IT', {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: 'Europe/Rome',
  }).format(date)
}

/** `today` as the templates read it: the day the request arrived, in Rome. */
export function notificationParams(fields: ContactFields, arrived: Date) {
  const { firstName, lastName, email, message, service } = fields
  return { firstName, lastName, email, message, service, today: italianDate(arrived) }
}

export function autoReplyParams(fields: ContactFields, arrived: Date) {
  const { firstName, lastName, email, service } = fields
  return { firstName, lastName, email, service, today: italianDate(arrived), to_email: email }
}

export type SendOutcome = { ok: true } | { ok: false; error: string }

/** EmailJS's answer can take this long; the delivery's lease (lib/contact/deliver.ts) outlasts it. */
export const emailjsTimeoutMs = 15_000

/**
 * A provider's answer as an outcome. A redirect is never followed (the calls ask `redirect: 'manual'`): it
 * would hand the private key or the signed request to whatever host the answer names, so it is a failed
 * attempt that says where it pointed: "307 redirect to other.example refused".
 */
async function outcomeOf(response: Response, requestedUrl: string): Promise<SendOutcome> {
  const text = await response.text().catch(() => '')
  if (response.ok) return { ok: true }
  if (response.type === 'opaqueredirect' || (response.status >= 300 && response.status < 400)) {
    const location = response.headers.get('location')
    // An unreadable Location names no host: the phrase says so.
    const target = (location && URL.parse(location, requestedUrl)?.host.slice(0, 100)) || 'another address'
    return { ok: false, error: `${response.status} redirect to ${target} refused` }
  }
  return { ok: false, error: describeStatus(response.status, text) }
}

/** One JSON POST to a provider, redirects refused; never throws: a failure comes back as the phrase to log and store. */
export async function postJson(
  url: string,
  body: string,
  { headers = {}, timeoutMs }: { headers?: Record<string, string>; timeoutMs: number },
): Promise<SendOutcome> {
  let response: Response
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...headers },
      body,
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
    })
  } catch {
    return { ok: false, error: describeStatus(0) }
  }
  return outcomeOf(response, url)
}

/** One POST /api/v1.0/email/send. */
export function sendEmail(
  config: EmailjsConfig,
  templateId: string,
  params: Record<string, string>,
  timeoutMs = emailjsTimeoutMs,
): Promise<SendOutcome> {
  const body = JSON.stringify({
    service_id: config.serviceId,
    template_id: templateId,
    user_id: config.publicKey,
    accessToken: config.privateKey,
    template_params: params,
  })
  return postJson(`${config.apiOrigin}/api/v1.0/email/send`, body, { timeoutMs })
}
