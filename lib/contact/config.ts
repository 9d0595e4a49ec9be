/** How contact requests leave the server: each channel is on only when configured (lib/env.ts). */

/**
 * Where a request goes: the agency's e-mail (its own notification, or the hourly digest), then the visitor's
 * auto-reply; the CRM webhook on its own.
 */
export const channels = ['notification', 'autoreply', 'webhook', 'digest'] as const
export type Channel = (typeof channels)[number]

/** A count per channel, each at zero: what a delivery sweep reports it sent. */
export const countPerChannel = () =>
  Object.fromEntries(channels.map((channel) => [channel, 0])) as Record<Channel, number>

export interface EmailjsConfig {
  serviceId: string
  templateId: string
  autoReplyTemplateId: string
  publicKey: string
  privateKey: string
  /** https://api.emailjs.com unless a local stand-in is named (tests, benches). */
  apiOrigin: string
}

export interface WebhookConfig {
  url: string
  /** The Standard Webhooks signing secret, `whsec_` + base64 bytes (lib/env.ts checks its shape). */
  secret: string
}

/**
 * A Standard Webhooks secret: `whsec_` and the key's bytes in padded base64 (as every language's library decodes
 * it), at least 24 of them (192 bits) as the specification asks.
 */
export function isWebhookSecret(value: string): boolean {
  const base64 = /^whsec_([A-Za-z0-9+/]+={0,2})$/.exec(value)?.[1]
  return base64 !== undefined && base64.length % 4 === 0 && atob(base64).length >= 24
}

export interface DeliveryConfig {
  emailjs?: EmailjsConfig
  webhook?: WebhookConfig
  /** Pause between two e-mails, for EmailJS's documented rate of one request per second. */
  paceMs: number
}

/**
 * Two lanes that never wait for each other (lib/contact/deliver.ts): the e-mails on EmailJS, the notification
 * and then the auto-reply, and the hourly digest, at the pace EmailJS asks for, and the webhook with its own
 * timeout and no pace.
 */
export const laneChannels = {
  email: ['notification', 'autoreply', 'digest'],
  webhook: ['webhook'],
} as const satisfies Record<string, readonly Channel[]>
export type Lane = keyof typeof laneChannels

/** The channels this configuration can deliver on. */
export function configuredChannels(config: DeliveryConfig): Channel[] {
  return [...(config.emailjs ? laneChannels.email : []), ...(config.webhook ? laneChannels.webhook : [])]
}

/** For /api/health and the CLI: which delivery is configured, in words. */
export function deliveryDescription(config: DeliveryConfig): string {
  const parts = [config.emailjs && 'emailjs', config.webhook && 'webhook'].filter(Boolean)
  return parts.length > 0 ? parts.join('+') : 'not configured: requests are stored, no e-mail is sent'
}
