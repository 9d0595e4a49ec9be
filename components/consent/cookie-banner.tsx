'use client'

import { lazy, Suspense, useId, useState, type ReactNode } from 'react'
import { IntentLink } from '@/components/ui/intent-link'
import type { ConsentBannerCopy } from '@/content/ui/consent-copy'
import { allGranted, onlyNecessary, type ConsentPreferences } from '@/lib/consent/policy'
import { routes } from '@/lib/routes'
import { buttonClasses, iconButtonClasses } from '@/components/ui/button-styles'
import { useConsentContext } from './consent-context'

// The switches, the cookie lists and the receipt, with their words in both languages (a few hundred
// bytes), load only when the visitor opens the panel: nothing of them is needed on a first visit.
const ConsentDetails = lazy(() => import('./consent-details').then((module) => ({ default: module.ConsentDetails })))

/** Rendered by the server: no icon library in the browser bundle. */
export interface BannerIcons {
  manage: ReactNode
  close: ReactNode
}

interface PanelProps {
  /** The server's rendering, not yet decided by hydration: the stylesheet shows it only where the
   * pre-paint script asked (lib/consent/banner-boot-script.ts). */
  prePaint: boolean
  customising: boolean
}

/** The consent banner, and the small floating button that reopens it once the visitor has chosen. */
export function CookieBanner({ open, icons, ...panel }: PanelProps & { open: boolean; icons: BannerIcons }) {
  const { copy, language, openPreferences } = useConsentContext()
  if (!open) {
    return (
      <button
        type="button"
        lang={language}
        onClick={openPreferences}
        aria-label={copy.manage}
        title={copy.manage}
        className="fixed right-4 bottom-4 z-40 inline-flex size-11 items-center justify-center rounded-full border border-line bg-surface text-fg shadow-lg hover:text-accent-text"
      >
        {icons.manage}
      </button>
    )
  }
  return <ConsentPanel {...panel} copy={copy} closeIcon={icons.close} />
}

/** Mounted each time the banner opens, so the switches start from the saved choice. */
function ConsentPanel({
  prePaint,
  customising,
  copy,
  closeIcon,
}: PanelProps & { copy: ConsentBannerCopy; closeIcon: ReactNode }) {
  const { language, record, save } = useConsentContext()
  const titleId = useId()
  const [choice, setChoice] = useState<ConsentPreferences>(record?.preferences ?? onlyNecessary)
  return (
    <div
      role="region"
      lang={language}
      aria-labelledby={titleId}
      data-consent-pre-paint={prePaint ? '' : undefined}
      className="fixed inset-x-2 bottom-2 z-40 max-h-[85dvh] overflow-y-auto rounded-2xl border border-line bg-bg p-3 shadow-2xl shadow-black/30 md:inset-x-auto md:right-6 md:bottom-6 md:w-[28rem] md:p-6"
    >
      {/* The Garante's X: top right, closes with only the technical cookies, and is logged like any choice.
          Floated, not positioned: on a phone the text wraps around it instead of running under it. */}
      <button
        type="button"
        aria-label={copy.close}
        title={copy.close}
        className={iconButtonClasses('secondary', 'float-right ms-2 -me-1 -mt-1 mb-1 md:-me-3 md:-mt-3')}
        onClick={() => save(onlyNecessary, 'close')}
      >
        {closeIcon}
      </button>
      {/* Not a heading: the banner comes first in the DOM (and in the tab order, so keyboard users meet
          the choice first), and the page's own <h1> must stay the first heading of the document. */}
      <p id={titleId} className="text-base font-semibold md:text-lg">
        {copy.title}
      </p>
      <p className="mt-1 text-xs text-muted md:mt-2 md:text-sm">
        {copy.text}{' '}
        <IntentLink href={routes.privacy.path} className="text-accent-text underline">
          {copy.policyLink}
        </IntentLink>
        . {copy.closeNote}
      </p>
      {customising && (
        <Suspense fallback={null}>
          <ConsentDetails choice={choice} onChange={setChoice} />
        </Suspense>
      )}
      <PanelChoices copy={copy} customising={customising} choice={choice} />
      {/* The stylesheet shows the server's banner only once the parser has reached this: a half-parsed
          banner painted, then grown, was a layout shift. */}
      {prePaint && <span hidden data-consent-pre-paint-end="" />}
    </div>
  )
}

/** Accept all and only necessary side by side; below them, customise, or save the customised choice. */
function PanelChoices({
  copy,
  customising,
  choice,
}: {
  copy: ConsentBannerCopy
  customising: boolean
  choice: ConsentPreferences
}) {
  const { save, openPreferences } = useConsentContext()
  const half = buttonClasses('primary', 'flex-1 px-3 md:px-5')
  const ghost = buttonClasses('ghost', 'w-full py-1.5 underline')
  return (
    <div className="mt-3 flex flex-wrap gap-2 md:mt-4">
      <button type="button" className={half} onClick={() => save(allGranted, 'all')}>
        {copy.acceptAll}
      </button>
      <button type="button" className={half} onClick={() => save(onlyNecessary, 'necessary')}>
        {copy.onlyNecessary}
      </button>
      {customising ? (
        <button type="button" className={buttonClasses('secondary', 'w-full')} onClick={() => save(choice, 'custom')}>
          {copy.save}
        </button>
      ) : (
        // Marked for lib/consent/banner-boot-script.ts: clicked before hydration, it must not hide the banner.
        <button type="button" className={ghost} data-consent-customise="" onClick={openPreferences}>
          {copy.customise}
        </button>
      )}
    </div>
  )
}
