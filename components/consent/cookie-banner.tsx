'use client'

import { IntentLink } from '@/components/ui/intent-link'
import { useId, useState, type ReactNode } from 'react'
import { consentCategoryText as categoryText, consentCopy as copy } from '@/content/ui/consent'
import { allGranted, consentCategories, onlyNecessary, type ConsentPreferences } from '@/lib/consent/policy'
import { routes } from '@/lib/routes'
import { buttonClasses } from '@/components/ui/button-styles'
import { ConsentSwitch } from './consent-switch'

interface Props {
  open: boolean
  customising: boolean
  initial: ConsentPreferences | null
  onCustomise: () => void
  onSave: (preferences: ConsentPreferences) => void
  onReopen: () => void
  /** Rendered by the server: no icon library in the browser bundle. */
  manageIcon: ReactNode
}

/** The consent banner, and the small floating button that reopens it once the visitor has chosen. */
export function CookieBanner({ open, onReopen, manageIcon, ...panel }: Props) {
  if (!open) {
    return (
      <button
        type="button"
        onClick={onReopen}
        aria-label={copy.manage}
        title={copy.manage}
        className="fixed right-4 bottom-4 z-40 inline-flex size-11 items-center justify-center rounded-full border border-line bg-surface text-fg shadow-lg hover:text-accent-text"
      >
        {manageIcon}
      </button>
    )
  }

  return <ConsentPanel {...panel} />
}

/** Mounted each time the banner opens, so the switches start from the saved choice. */
function ConsentPanel({ customising, initial, onCustomise, onSave }: Omit<Props, 'open' | 'onReopen' | 'manageIcon'>) {
  const titleId = useId()
  const [choice, setChoice] = useState<ConsentPreferences>(initial ?? onlyNecessary)
  const half = buttonClasses('primary', 'flex-1 px-3 md:px-5')
  return (
    <section
      role="region"
      aria-labelledby={titleId}
      className="fixed inset-x-2 bottom-2 z-40 max-h-[85dvh] overflow-y-auto rounded-2xl border border-line bg-bg p-4 shadow-2xl shadow-black/30 md:inset-x-auto md:right-6 md:bottom-6 md:w-[28rem] md:p-6"
    >
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
        .
      </p>
      {customising && (
        <ul className="mt-4 grid gap-3">
          <li>
            <ConsentSwitch {...copy.necessary} checked disabled />
          </li>
          {consentCategories.map((category) => (
            <li key={category}>
              <ConsentSwitch
                label={categoryText[category].label}
                description={categoryText[category].description}
                checked={choice[category]}
                onChange={(checked) => setChoice({ ...choice, [category]: checked })}
              />
            </li>
          ))}
        </ul>
      )}
      <div className="mt-4 flex flex-wrap gap-2">
        <button type="button" className={half} onClick={() => onSave(allGranted)}>
          {copy.acceptAll}
        </button>
        <button type="button" className={half} onClick={() => onSave(onlyNecessary)}>
          {copy.onlyNecessary}
        </button>
        {customising ? (
          <button type="button" className={buttonClasses('secondary', 'w-full')} onClick={() => onSave(choice)}>
            {copy.save}
          </button>
        ) : (
          <button type="button" className={buttonClasses('ghost', 'w-full py-1.5 underline')} onClick={onCustomise}>
            {copy.customise}
          </button>
        )}
      </div>
    </section>
  )
}
