'use client'

import { useEffect } from 'react'
import { preferencesLinkAttribute } from '@/lib/consent/preferences-link'

/** Any link marked data-consent-preferences (the footer's) runs `open` instead of following its fallback page. */
export function usePreferenceLinks(open: () => void): void {
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (!(event.target instanceof Element) || !event.target.closest(`[${preferencesLinkAttribute}]`)) return
      event.preventDefault()
      open()
    }
    document.addEventListener('click', onClick)
    return () => document.removeEventListener('click', onClick)
  }, [open])
}
