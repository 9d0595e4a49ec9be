'use client'

import type { ReactNode } from 'react'
import { useConsentContext } from '@/components/consent/consent-provider'
import { buttonClasses } from '@/components/ui/button-styles'
import { useMounted } from '@/hooks/use-mounted'

/** Reopens the cookie banner with its preferences expanded. The banner needs JavaScript, and so does the button. */
export function CookiePreferencesButton({ label, icon }: { label: string; icon?: ReactNode }) {
  const { openPreferences } = useConsentContext()
  // Not in the server HTML: without JavaScript it could do nothing.
  if (!useMounted()) return null
  return (
    <div className="mt-6">
      <button type="button" onClick={openPreferences} className={buttonClasses('secondary')}>
        {icon}
        {label}
      </button>
    </div>
  )
}
