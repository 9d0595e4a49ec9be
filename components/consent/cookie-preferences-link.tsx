'use client'

import type { MouseEvent } from 'react'
import { useConsentContext } from './consent-provider'

/**
 * The footer's "Preferenze cookie": with JavaScript it reopens the banner on the saved choice,
 * where the visitor stands; without, it is a plain link to the cookie section of the privacy policy.
 */
export function CookiePreferencesLink({ href, label, className }: { href: string; label: string; className?: string }) {
  const { openPreferences } = useConsentContext()
  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault()
    openPreferences()
  }
  return (
    <a href={href} onClick={open} className={className}>
      {label}
    </a>
  )
}
