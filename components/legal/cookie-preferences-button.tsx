'use client'

import type { ReactNode } from 'react'
import { useConsentContext } from '@/components/consent/consent-context'
import { ConsentReceipt } from '@/components/consent/consent-receipt'
import { buttonClasses } from '@/components/ui/button-styles'
import { useMounted } from '@/hooks/use-mounted'

/**
 * Reopens the cookie banner with its preferences expanded, next to the receipt of the saved choice.
 * The banner needs JavaScript, and so does the button.
 */
export function CookiePreferencesButton({ label, icon }: { label: string; icon?: ReactNode }) {
  const { openPreferences } = useConsentContext()
  // Not in the server HTML: without JavaScript it could do nothing.
  if (!useMounted()) return null
  return (
    <div className="mt-6 flex flex-wrap items-center gap-x-4 gap-y-2">
      <button type="button" onClick={openPreferences} className={buttonClasses('secondary')}>
        {icon}
        {label}
      </button>
      <ConsentReceipt />
    </div>
  )
}
