/** How contact requests leave the server: each channel is on only when configured (lib/env.ts). */
import type { Channel } from './store'

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
  /** HMAC-SHA256 key of the signature header. */
  secret: string
}

export interface DeliveryConfig {
  emailjs?: EmailjsConfig
  webhook?: WebhookConfig
  /** Pause between two sends, for EmailJS's documented rate of one request per second. */
  paceMs: number
}

/** The channels this configuration can deliver on. */
export function configuredChannels(config: DeliveryConfig): Channel[] {
  return [
    ...(config.emailjs ? (['notification', 'autoreply'] as const) : []),
    ...(config.webhook ? (['webhook'] as const) : []),
  ]
}

/** For /api/health and the README: which delivery is configured, in words. */
export function deliveryDescription(config: DeliveryConfig): string {
  const parts = [config.emailjs && 'emailjs', config.webhook && 'webhook'].filter(Boolean)
  return parts.length > 0 ? parts.join('+') : 'not configured: requests are stored, no e-mail is sent'
}
