'use client'

import { useId, useState, type ReactNode } from 'react'

interface DisclosureProps {
  summary: ReactNode
  /** The button's content while open, when it should change (e.g. "Nascondi …"). */
  openSummary?: ReactNode
  children: ReactNode
  /** Put the panel above its button, as for a "show more" list. */
  panelFirst?: boolean
  buttonClassName?: string
  panelClassName?: string
}

/**
 * A button that shows and hides its panel (aria-expanded/aria-controls). Without
 * JavaScript a <noscript> rule in the layout shows every panel, so nothing is unreadable.
 */
export function Disclosure({ summary, openSummary = summary, children, panelFirst = false, buttonClassName = '', panelClassName = '' }: DisclosureProps) {
  const [open, setOpen] = useState(false)
  const panelId = useId()
  const button = (
    <button type="button" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)} className={`group ${buttonClassName}`}>
      {open ? openSummary : summary}
    </button>
  )
  const panel = (
    <div id={panelId} hidden={!open} data-disclosure-panel className={panelClassName}>
      {children}
    </div>
  )
  return panelFirst ? (
    <>
      {panel}
      {button}
    </>
  ) : (
    <>
      {button}
      {panel}
    </>
  )
}
