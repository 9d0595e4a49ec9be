/**
 * The optional third channel: each request as JSON to the agency's CRM or automation tool, signed as the
 * Standard Webhooks specification says (https://www.standardwebhooks.com), so any of its libraries verifies it.
 */
import 'server-only'
import { Webhook } from 'standardwebhooks'
import type { WebhookConfig } from './config'
import { postJson, type SendOutcome } from './emailjs'
import type { DueDelivery } from './store'

/** Shorter than EmailJS's: a slow CRM is cut early and tried again later; it never holds an e-mail back anyway. */
export const webhookTimeoutMs = 10_000

function webhookBody(delivery: DueDelivery): string {
  return JSON.stringify({
    reference: delivery.reference,
    receivedAt: delivery.createdAt.toISOString(),
    ...delivery.fields,
  })
}

/**
 * One id per request and channel, the same on every attempt: the receiver drops an id it has already
 * processed, so a retry of a delivery it took (its answer lost, or late) is not a second contactRequest.
 */
export function webhookId(delivery: DueDelivery): string {
  return `msg_${delivery.reference}_${delivery.channel}`
}

/**
 * The three headers: `webhook-signature` is `v1,` + base64 HMAC-SHA256 of `id.timestamp.body`, keyed with the
 * bytes of the `whsec_` secret, so a captured delivery replayed later fails the receiver's time window.
 */
function webhookHeaders(secret: string, id: string, sentAt: Date, body: string): Record<string, string> {
  return {
    'webhook-id': id,
    'webhook-timestamp': String(Math.floor(sentAt.getTime() / 1000)),
    'webhook-signature': new Webhook(secret).sign(id, sentAt, body),
  }
}

/** One POST to the webhook. */
export function postWebhook(
  config: WebhookConfig,
  delivery: DueDelivery,
  sentAt = new Date(),
  timeoutMs = webhookTimeoutMs,
): Promise<SendOutcome> {
  const body = webhookBody(delivery)
  const headers = webhookHeaders(config.secret, webhookId(delivery), sentAt, body)
  return postJson(config.url, body, { headers, timeoutMs })
}
