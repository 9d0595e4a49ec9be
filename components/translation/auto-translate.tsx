'use client'

import { useEffect, useState, type ComponentType } from 'react'
import { withStorage } from '@/lib/browser-storage'
import { needsTranslationIsland, preloaderFlagKey } from '@/lib/translation/need'

/**
 * Mounts the translation island only where it has work to do (a browser that is not in
 * Italian, or a googtrans cookie to delete): Italian browsers never download it. Mount it
 * inside <ConsentProvider>, whose choice the island reads.
 */
export function AutoTranslate() {
  const [Island, setIsland] = useState<ComponentType | null>(null)
  useEffect(() => {
    // The old site's preloader left this flag behind in both storages; it goes for everyone.
    withStorage('localStorage', (storage) => storage.removeItem(preloaderFlagKey))
    withStorage('sessionStorage', (storage) => storage.removeItem(preloaderFlagKey))
    const visit = { language: navigator.language, userAgent: navigator.userAgent, cookies: document.cookie }
    if (!needsTranslationIsland(visit)) return
    import('./translation-island').then(
      ({ TranslationIsland }) => setIsland(() => TranslationIsland),
      () => console.warn('[translate] the translation island could not be loaded; the page stays in Italian'),
    )
  }, [])
  return Island && <Island />
}
