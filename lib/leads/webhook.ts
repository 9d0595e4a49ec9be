/** The optional third channel: each request as JSON to the agency's CRM or automation tool, signed. */
import type { WebhookConfig } from './config'
import { describeStatus, type SendOutcome } from './emailjs'
import type { DueDelivery } from './store'

/** The header carrying `sha256=<hex HMAC of the exact body>`, as GitHub and Stripe style their webhooks. */
const signatureHeader = 'X-Orbitalab-Signature'

export async function hmacSha256Hex(secret: string, body: string): Promise<string> {
  const encoder = new TextEncoder()
  const key = await crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
  ])
  const signature = await crypto.subtle.sign('HMAC', key, encoder.encode(body))
  return Array.from(new Uint8Array(signature), (byte) => byte.toString(16).padStart(2, '0')).join('')
}

export function webhookBody(delivery: DueDelivery): string {
  return JSON.stringify({
    reference: delivery.reference,
    receivedAt: delivery.createdAt.toISOString(),
    ...delivery.fields,
  })
}

export async function postWebhook(
  config: WebhookConfig,
  delivery: DueDelivery,
  timeoutMs = 15_000,
): Promise<SendOutcome> {
  const body = webhookBody(delivery)
  try {
    const response = await fetch(config.url, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        [signatureHeader]: `sha256=${await hmacSha256Hex(config.secret, body)}`,
      },
      body,
      signal: AbortSignal.timeout(timeoutMs),
    })
    const text = await response.text().catch(() => '')
    return response.ok ? { ok: true } : { ok: false, error: describeStatus(response.status, text) }
  } catch {
    return { ok: false, error: describeStatus(0) }
  }
}
