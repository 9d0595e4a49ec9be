/**
 * Sends a contact request in two steps with EmailJS: first the form itself to the agency,
 * then, only if that worked, the auto-reply to the visitor. Either failing is a failure.
 */
import type { ContactFields } from './fields'
import { italianDate } from './today'

/** EmailJS settings (validated in lib/env.ts, all four or none); public by design. */
export interface EmailConfig {
  publicKey: string
  serviceId: string
  templateId: string
  autoReplyTemplateId: string
}

/** The two EmailJS calls we use, injectable so tests need no network. */
export interface EmailClient {
  sendForm(
    serviceId: string,
    templateId: string,
    form: HTMLFormElement,
    options: { publicKey: string },
  ): Promise<unknown>
  send(
    serviceId: string,
    templateId: string,
    params: Record<string, unknown>,
    options: { publicKey: string },
  ): Promise<unknown>
}

const statusTexts: Record<number, string> = {
  0: 'Network Error',
  403: 'Forbidden',
  429: 'Too Many Requests',
  451: 'Unavailable For Headless Browser',
}

/** A readable line for the console from whatever EmailJS rejected with. */
export function describeEmailError(error: unknown): string {
  // fetch rejects with a TypeError when the request never got an answer: EmailJS's status 0.
  if (error instanceof TypeError) return `0 ${statusTexts[0]}`
  const { status, text } = (error ?? {}) as { status?: number; text?: string }
  if (typeof status !== 'number') return error instanceof Error ? error.message : String(error)
  return `${status} ${statusTexts[status] ?? text ?? ''}`.trim()
}

export type SendResult = { ok: true } | { ok: false; reason: string }

export async function sendContactRequest(
  form: HTMLFormElement,
  fields: ContactFields,
  config: EmailConfig,
  client: EmailClient,
  now: Date = new Date(),
): Promise<SendResult> {
  const today = italianDate(now)
  // The agency's template reads the date from the form, so it travels as a hidden field for this one call.
  const todayField = Object.assign(document.createElement('input'), { type: 'hidden', name: 'today', value: today })
  form.appendChild(todayField)
  const options = { publicKey: config.publicKey }
  try {
    await client.sendForm(config.serviceId, config.templateId, form, options)
    await client.send(
      config.serviceId,
      config.autoReplyTemplateId,
      {
        firstName: fields.firstName,
        lastName: fields.lastName,
        email: fields.email,
        service: fields.service,
        today,
        to_email: fields.email,
      },
      options,
    )
    return { ok: true }
  } catch (error) {
    return { ok: false, reason: describeEmailError(error) }
  } finally {
    todayField.remove()
  }
}
