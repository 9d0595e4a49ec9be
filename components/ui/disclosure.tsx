'use client'

import { useId, useState, type ReactNode } from 'react'
import { Collapse } from '@/components/motion/motion'

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
 * A button that shows and hides its panel (aria-expanded/aria-controls); the panel's height
 * unfolds and folds once motion has loaded. Without JavaScript a <noscript> rule in the
 * layout shows every panel, so nothing is unreadable.
 */
export function Disclosure({
  summary,
  openSummary = summary,
  children,
  panelFirst = false,
  buttonClassName = '',
  panelClassName = '',
}: DisclosureProps) {
  const [open, setOpen] = useState(false)
  const panelId = useId()
  const button = (
    <button
      type="button"
      aria-expanded={open}
      aria-controls={panelId}
      onClick={() => setOpen(!open)}
      className={`group ${buttonClassName}`}
    >
      {open ? openSummary : summary}
    </button>
  )
  // The padding sits inside, so a folded panel is truly 0 px high.
  const panel = (
    <Collapse open={open} id={panelId} data-disclosure-panel>
      <div className={panelClassName}>{children}</div>
    </Collapse>
  )
  return (
    <>
      {panelFirst && panel}
      {button}
      {!panelFirst && panel}
    </>
  )
}
