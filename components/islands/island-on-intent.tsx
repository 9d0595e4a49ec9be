'use client'

import { lazy, useEffect, useRef, useState, type ComponentType } from 'react'
import { flushSync } from 'react-dom'
import { useMounted } from '@/hooks/use-mounted'
import { afterLoadAndIdle, afterVisitorAndLoad } from '@/lib/page-load'
import { islandStateAttribute } from './served-island-guard'

/**
 * Signs of intent inside an island, or a scroll that brings it near, wake it. An island already in view at `load`
 * waits for intent: waking it then would put its code and its render inside the load's busiest moment, for a
 * visitor who has not reached for it yet.
 */
const intentEvents = ['pointerover', 'pointerdown', 'focusin', 'touchstart'] as const

interface InViewOptions {
  /** It wakes once in view (after the load), at once if it is there. */
  showsInView: boolean
  /** It moves by itself: like every animation, it waits for a visitor, not just the load (lib/page-load.ts). */
  moves: boolean
}

/** Calls `wake` once, on the first of those; returns what stops waiting. */
function onIntent(box: HTMLElement, wake: () => void, { showsInView, moves }: InViewOptions): () => void {
  const listening = new AbortController()
  // The observer's first report is where the island is when the load is over, not an approach.
  let firstReport = !showsInView
  const near = new IntersectionObserver(
    (entries) => {
      if (!firstReport && entries.some((entry) => entry.isIntersecting)) fire()
      firstReport = false
    },
    { rootMargin: '400px 0px' },
  )
  // The box itself has no layout box (display: contents): what holds it does.
  const stopWaiting = (moves ? afterVisitorAndLoad : afterLoadAndIdle)(() => near.observe(box.parentElement ?? box))
  const stop = () => {
    listening.abort()
    near.disconnect()
    stopWaiting()
  }
  const fire = () => {
    if (listening.signal.aborted) return
    stop()
    wake()
  }
  for (const type of intentEvents) box.addEventListener(type, fire, { passive: true, signal: listening.signal })
  return stop
}

/**
 * Where the visitor is in the served box before its island woke: the focus, and the button they pressed, which
 * a click or a tap focuses without the keyboard's focus ring (a button reached by Tab is not pressed).
 */
function reachedWhileServed(box: HTMLElement) {
  const focused = box.contains(document.activeElement) ? document.activeElement : null
  const pressed = focused?.matches('button[type="button"]:not(:focus-visible)') ? focused : null
  return { pressed, reached: focused !== null }
}

/** The served control the visitor is in, and the one pressed: the island's same control takes the focus and the press. */
function carryFocusAndPress(box: HTMLElement, pressed: Element | null) {
  const controls = () => [
    ...box.querySelectorAll<HTMLElement>('a[href], button, input:not([type="hidden"]), select, textarea'),
  ]
  const focused = controls().indexOf(document.activeElement as HTMLElement)
  const press = pressed?.closest('button[type="button"]') ? controls().indexOf(pressed.closest('button')!) : -1
  const { selectionStart, selectionEnd } = document.activeElement as HTMLInputElement
  return () => {
    const [target, button] = [controls()[focused], controls()[press]]
    target?.focus()
    if (target && selectionStart != null) (target as HTMLInputElement).setSelectionRange(selectionStart, selectionEnd)
    button?.click()
  }
}

interface WakeOptions<P> {
  /** Reads what the visitor did to the served HTML into props (null: keep the served HTML). */
  carry?: (served: HTMLElement) => Partial<P> | null
  /** An island with something to show by itself wakes once it is in view after the load, at once if it is there. */
  showsInView?: () => boolean
  /** An island that moves by itself once in view waits for a visitor's first interaction too. */
  moves?: boolean
}

/**
 * The component to render in an island's place, with the island's props; `load` holds the import() that splits
 * the island's code off the page's start. Hydration keeps the island's server HTML as served (React leaves the
 * children of an element with dangerouslySetInnerHTML alone) until the visitor nears or reaches for it; then the
 * code loads and the island renders over the same markup. The server, and a client navigation, render the island
 * at once.
 */
export function islandOnIntent<P extends object>(
  load: () => Promise<ComponentType<P>>,
  { carry, showsInView, moves = false }: WakeOptions<P> = {},
) {
  const LazyIsland = lazy(() => load().then((island) => ({ default: island })))
  return function IslandOnIntent(props: P) {
    const [served] = useState(!useMounted())
    const [awake, setAwake] = useState<{ Island: ComponentType<P>; carried: Partial<P> } | null>(null)
    const box = useRef<HTMLDivElement>(null)
    useEffect(() => {
      const element = box.current
      if (!served || !element) return
      const early = reachedWhileServed(element)
      element.setAttribute(islandStateAttribute, 'listening')
      let pressed = early.pressed
      const remember = (event: Event) => void (pressed = event.target as Element)
      element.addEventListener('click', remember)
      const carriedProps = () => (carry ? carry(element) : {})
      const wake = async () => {
        // An island that would keep its served HTML loads no code at all.
        if (carriedProps() === null) return
        const Island = await load()
        const carried = carriedProps()
        if (carried === null) return
        const restore = carryFocusAndPress(element, pressed)
        // In the same task as the read: no keystroke falls between what was carried and the island.
        flushSync(() => setAwake({ Island, carried }))
        restore()
      }
      const wakeNow = () => void wake().catch((error) => console.warn('[island] not loaded', error))
      const stop = onIntent(element, wakeNow, { showsInView: moves || (showsInView?.() ?? false), moves })
      // Reached for while the page hydrated: the visitor is in it already.
      if (early.reached) {
        stop()
        wakeNow()
      }
      return () => (stop(), element.removeEventListener('click', remember))
    }, [served])
    const island =
      typeof window === 'undefined' || !served ? (
        <LazyIsland {...props} />
      ) : (
        awake && <awake.Island {...props} {...awake.carried} />
      )
    const asServed = { [islandStateAttribute]: 'served' }
    return island ? (
      <div ref={box} className="contents" {...(typeof window === 'undefined' && asServed)}>
        {island}
      </div>
    ) : (
      <div
        ref={box}
        className="contents"
        {...asServed}
        dangerouslySetInnerHTML={{ __html: '' }}
        suppressHydrationWarning
      />
    )
  }
}
