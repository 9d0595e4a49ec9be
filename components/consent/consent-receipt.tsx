'use client'

import type { BannerLanguage } from '@/lib/consent/policy'
import { useConsentContext } from './consent-context'

const dateFormats: Record<BannerLanguage, Intl.DateTimeFormatOptions & { locale: string }> = {
  it: { locale: 'it-IT', day: '2-digit', month: '2-digit', year: 'numeric' },
  en: { locale: 'en-GB', day: 'numeric', month: 'long', year: 'numeric' },
}

function formatDate(timestamp: number, language: BannerLanguage): string {
  const { locale, ...options } = dateFormats[language]
  return new Intl.DateTimeFormat(locale, options).format(timestamp)
}

/**
 * "Il tuo consenso: ID …, 23/11/2026": what the visitor quotes when they write to us about their
 * consent. Rendered only in the browser (the record lives there), so the date cannot mismatch hydration.
 */
export function ConsentReceipt() {
  const { copy, language, record, unsent } = useConsentContext()
  if (!record?.consentId) return null
  return (
    <p lang={language} className="text-xs text-muted" data-consent-receipt>
      {copy.receipt.label}: {copy.receipt.id} <span className="font-mono break-all">{record.consentId}</span>,{' '}
      {formatDate(record.timestamp, language)}
      {unsent && ` (${copy.receipt.pending})`}
    </p>
  )
}
