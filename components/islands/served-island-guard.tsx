'use client'

import type { ReactNode } from 'react'

/**
 * On an island's box, or a box of controls the browser works by itself: "served" until its listeners are in
 * place (it has hydrated), "listening" then.
 */
export const islandStateAttribute = 'data-island'

/**
 * The events React answers, on a page still hydrating, by hydrating all of it at once inside the event: a tap
 * there waits for the whole page (400–1,300 ms at 4× CPU). They are react-dom's own list; a unit test
 * (served-island-guard.test.ts) fails when the react-dom that Next ships names other events.
 */
export const hydratingEvents =
  'mousedown mouseup touchcancel touchend touchstart auxclick dblclick pointercancel pointerdown pointerup dragend dragstart drop compositionend compositionstart keydown keypress keyup input textInput copy cut paste click change contextmenu reset'

/**
 * Inside a box still as served no handler of ours listens, and the browser alone focuses, types, submits,
 * opens the popover or the `<details>`; so such an event must not reach React's listener on the document
 * while the page hydrates. Stopped on the document in the capture phase, before React's listener (this script
 * runs first): listeners on window still see it, native behaviour goes on. Plain JavaScript text.
 */
const guardSource = `function (selector, events) {
  events.split(' ').forEach(function (type) {
    document.addEventListener(type, function (event) {
      if (event.target.closest && event.target.closest(selector)) event.stopImmediatePropagation()
    }, true)
  })
}`

/** The guard's inline script. */
export const guardScript = () =>
  `(${guardSource})(${JSON.stringify(`[${islandStateAttribute}=served]`)}, ${JSON.stringify(hydratingEvents)})`

/**
 * Rendered once in the document's head. Its text is in the HTML alone: not in the flight data (a client
 * component), nor in the page's JavaScript (the browser ran it as parsed, and React leaves an element's served
 * inner HTML as it is when it hydrates).
 */
export function ServedIslandGuard() {
  const text = typeof window === 'undefined' ? guardScript() : ''
  return <script dangerouslySetInnerHTML={{ __html: text }} suppressHydrationWarning />
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
