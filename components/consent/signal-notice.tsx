'use client'

import type { ReactNode } from 'react'
import { useConsentContext } from './consent-context'

/**
 * The one line a browser that sends Global Privacy Control sees instead of the banner, on the page where its
 * refusal was recorded: nothing to answer, only a way to the preferences. Its words are the text the
 * record proves (lib/consent/banner-text.ts, signalText).
 */
export function SignalNotice({ onDismiss, closeIcon }: { onDismiss: () => void; closeIcon: ReactNode }) {
  const { copy, language, openPreferences } = useConsentContext()
  return (
    <div
      role="status"
      lang={language}
      className="fixed bottom-4 left-4 z-40 flex max-w-[calc(100vw-5.5rem)] items-center gap-2 rounded-2xl border border-line bg-surface py-1.5 pr-1.5 pl-3 text-xs text-fg shadow-lg sm:gap-3 sm:py-2 sm:pr-2 sm:pl-4 sm:text-sm"
    >
      <p>
        {copy.signal.notice}{' '}
        <button type="button" onClick={openPreferences} className="font-semibold text-accent-text underline">
          {copy.manage}
        </button>
      </p>
      <button
        type="button"
        onClick={onDismiss}
        aria-label={copy.signal.dismiss}
        title={copy.signal.dismiss}
        className="inline-flex size-8 shrink-0 items-center justify-center rounded-full hover:bg-bg"
      >
        {closeIcon}
      </button>
    </div>
  )
}
