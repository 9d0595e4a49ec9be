'use client'

import type { ReactNode } from 'react'

/**
 * On an island's box, or a box of controls the browser works by itself: "served" until its listeners are in
 * place (it has hydrated), "listening" then.
 */
export const islandStateAttribute = 'data-island'

/**
 * The events React answers, before the page has hydrated, by hydrating all of it at once inside the event
 * (react-dom's discreteReplayableEvents): a tap there waits for the whole page.
 */
const hydratingEvents =
  'mousedown mouseup touchcancel touchend touchstart auxclick dblclick pointercancel pointerdown pointerup dragend dragstart drop compositionend compositionstart keydown keypress keyup input textInput copy cut paste click change contextmenu reset'

/**
 * Inside an island still as served no handler of ours listens, and the browser alone focuses, types and
 * submits; so such an event must not reach React's listener while the page hydrates. Stopped on window in the
 * capture phase, before any listener on the document (React's); native behaviour goes on, and a click is kept
 * on the box for the island. Plain JavaScript text; it never throws.
 */
const guardSource = `function (attribute, events) {
  events.split(' ').forEach(function (type) {
    addEventListener(type, function (event) {
      var served = event.target.closest && event.target.closest('[' + attribute + '=served]')
      if (!served) return
      event.stopImmediatePropagation()
      if (type === 'click') served.pressedWhileServed = event.target
    }, true)
  })
}`

/**
 * What the visitor did to an island's box while the guard kept it from React: the element last clicked (the
 * island presses it again once awake), and whether they reached in at all (a click, or the focus inside).
 */
export function reachedWhileServed(box: HTMLElement) {
  const pressed = (box as { pressedWhileServed?: Element }).pressedWhileServed ?? null
  return { pressed, reached: pressed !== null || box.contains(document.activeElement) }
}

/**
 * Rendered once in the document's head, by a client component: its text is in the HTML once, not repeated in
 * the flight data. Its listeners are on window, before React's on the document.
 */
export function ServedIslandGuard() {
  const script = `(${guardSource})(${JSON.stringify(islandStateAttribute)}, ${JSON.stringify(hydratingEvents)})`
  return <script dangerouslySetInnerHTML={{ __html: script }} />
}

/** At the commit that hydrates the box, when React's handlers are in place: events reach React from then on. */
function markListening(box: HTMLElement | null) {
  box?.setAttribute(islandStateAttribute, 'listening')
}

/**
 * Controls the browser works by itself (a `<details>`, a popover's button): while the page hydrates React
 * must not see a tap on them, which would make it hydrate the whole page first; the browser answers at once.
 */
export const heldUntilHydrated = { [islandStateAttribute]: 'served', ref: markListening }

/** A box for server-rendered native controls, held from React until it has hydrated (`heldUntilHydrated`). */
export function NativeControls({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <div className={className} {...heldUntilHydrated}>
      {children}
    </div>
  )
}
