/** On an island's box: "served" until its listeners are in place (the page has hydrated), "listening" then. */
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
 * Rendered before each island's box, by the island's client component: only pages with islands carry it, and
 * its text is in the HTML once, not repeated in the flight data. Its listeners are on window, before React's
 * on the document wherever the script stands.
 */
export function ServedIslandGuard() {
  const script = `(${guardSource})(${JSON.stringify(islandStateAttribute)}, ${JSON.stringify(hydratingEvents)})`
  return <script dangerouslySetInnerHTML={{ __html: script }} />
}
