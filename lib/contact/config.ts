/** EmailJS settings, compiled into the page at build time (public by design). */
export interface EmailConfig {
  publicKey: string
  serviceId: string
  templateId: string
  autoReplyTemplateId: string
}

// Each variable is named in full: Next only inlines literal process.env.NEXT_PUBLIC_* references.
const values = {
  NEXT_PUBLIC_EMAILJS_PUBLIC_KEY: process.env.NEXT_PUBLIC_EMAILJS_PUBLIC_KEY,
  NEXT_PUBLIC_EMAILJS_SERVICE_ID: process.env.NEXT_PUBLIC_EMAILJS_SERVICE_ID,
  NEXT_PUBLIC_EMAILJS_TEMPLATE_ID: process.env.NEXT_PUBLIC_EMAILJS_TEMPLATE_ID,
  NEXT_PUBLIC_EMAILJS_AUTOREPLY_TEMPLATE_ID: process.env.NEXT_PUBLIC_EMAILJS_AUTOREPLY_TEMPLATE_ID,
}

export type EmailConfigResult = { ok: true; config: EmailConfig } | { ok: false; missing: string[] }

export function readEmailConfig(env: Record<keyof typeof values, string | undefined> = values): EmailConfigResult {
  const missing = Object.entries(env)
    .filter(([, value]) => !value)
    .map(([name]) => name)
  if (missing.length > 0) return { ok: false, missing }
  return {
    ok: true,
    config: {
      publicKey: env.NEXT_PUBLIC_EMAILJS_PUBLIC_KEY!,
      serviceId: env.NEXT_PUBLIC_EMAILJS_SERVICE_ID!,
      templateId: env.NEXT_PUBLIC_EMAILJS_TEMPLATE_ID!,
      autoReplyTemplateId: env.NEXT_PUBLIC_EMAILJS_AUTOREPLY_TEMPLATE_ID!,
    },
  }
}
