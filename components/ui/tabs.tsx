'use client'

import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react'
import { Rise } from '@/components/motion/rise'

/**
 * WAI-ARIA tabs: one panel visible, the first active at start; arrow keys, Home and End
 * move between tabs. Panels are server-rendered children (all shown without JavaScript);
 * the panel a visitor switches to rises in (the first one, server-rendered, never does).
 */
export function Tabs({
  label,
  tabs,
  children,
}: {
  label: string
  tabs: readonly ReactNode[]
  children: readonly ReactNode[]
}) {
  const [active, setActive] = useState(0)
  const [switched, setSwitched] = useState(false)
  const base = useId()
  const buttons = useRef<(HTMLButtonElement | null)[]>([])

  const select = (index: number) => {
    const next = (index + tabs.length) % tabs.length
    show(next)
    buttons.current[next]?.focus()
  }
  const show = (index: number) => {
    setActive(index)
    setSwitched(true)
  }
  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, number> = {
      ArrowRight: active + 1,
      ArrowLeft: active - 1,
      Home: 0,
      End: tabs.length - 1,
    }
    if (!(event.key in moves)) return
    event.preventDefault()
    select(moves[event.key])
  }

  return (
    <div>
      <div role="tablist" aria-label={label} onKeyDown={onKeyDown} className="flex gap-2 overflow-x-auto pb-2">
        {tabs.map((tab, index) => (
          <button
            key={index}
            ref={(element) => {
              buttons.current[index] = element
            }}
            type="button"
            role="tab"
            id={`${base}-tab-${index}`}
            aria-selected={index === active}
            aria-controls={`${base}-panel-${index}`}
            tabIndex={index === active ? 0 : -1}
            onClick={() => show(index)}
            className="inline-flex shrink-0 items-center gap-2 rounded-full border border-line px-4 py-2 text-sm font-medium text-fg aria-selected:border-transparent aria-selected:bg-accent aria-selected:text-on-accent"
          >
            {tab}
          </button>
        ))}
      </div>
      {children.map((panel, index) => (
        <div
          key={index}
          role="tabpanel"
          id={`${base}-panel-${index}`}
          aria-labelledby={`${base}-tab-${index}`}
          tabIndex={0}
          hidden={index !== active}
          data-disclosure-panel
          className="mt-6"
        >
          {/* A new key on each switch: the panel mounts again and rises in. */}
          <Rise key={index === active ? `shown-${active}` : 'idle'} rise={index === active && switched}>
            {panel}
          </Rise>
        </div>
      ))}
    </div>
  )
}
