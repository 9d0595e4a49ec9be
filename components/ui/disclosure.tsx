'use client'

import * as m from 'motion/react-m'
import { useId, useState, type ReactNode } from 'react'
import { useMotionReady } from '@/lib/motion/load-features'

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

/** Closed → open → closing → closed: the panel leaves the page only once it has folded away. */
type Phase = 'closed' | 'open' | 'closing'

/**
 * A button that shows and hides its panel (aria-expanded/aria-controls); the panel's height
 * unfolds and folds with motion. Closed, the panel is `hidden` with no inline size, so the
 * server HTML holds it whole and a <noscript> rule in the layout shows every panel.
 */
export function Disclosure({ summary, openSummary = summary, children, panelFirst = false, buttonClassName = '', panelClassName = '' }: DisclosureProps) {
  const [phase, setPhase] = useState<Phase>('closed')
  // Clipped only while the height moves, so focus rings inside are never cut off at rest.
  const [moving, setMoving] = useState(false)
  const ready = useMotionReady()
  const panelId = useId()
  const open = phase === 'open'
  // Before the animation features arrive nothing moves: open and close are immediate.
  const toggle = () => setPhase(open ? (ready ? 'closing' : 'closed') : 'open')
  const target = { open: ready ? { height: [0, 'auto'], opacity: [0, 1] } : { height: 'auto', opacity: 1 }, closing: { height: 0, opacity: 0 }, closed: undefined }[phase]

  const button = (
    <button type="button" aria-expanded={open} aria-controls={panelId} onClick={toggle} className={`group ${buttonClassName}`}>
      {open ? openSummary : summary}
    </button>
  )
  const panel = (
    <m.div
      id={panelId}
      hidden={phase === 'closed'}
      data-disclosure-panel
      initial={false}
      animate={target}
      onAnimationStart={() => setMoving(true)}
      onAnimationComplete={() => {
        setMoving(false)
        setPhase((current) => (current === 'closing' ? 'closed' : current))
      }}
      className={moving ? 'overflow-hidden' : undefined}
    >
      <div className={panelClassName}>{children}</div>
    </m.div>
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
