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
 * capture phase, before any listener on the document (React's); native behaviour goes on. Plain JavaScript
 * text; it never throws.
 */
const guardSource = `function (attribute, events) {
  events.split(' ').forEach(function (type) {
    addEventListener(type, function (event) {
      var target = event.target
      if (target.closest && target.closest('[' + attribute + '=served]')) event.stopImmediatePropagation()
    }, true)
  })
}`

/**
 * Rendered before each island's box, by the island's client component: only pages with islands carry it, and
 * its text is in the HTML once, not repeated in the flight data. Its listeners are on window, before React's
 * on the document wherever the script stands.
 */
export function ServedIslandGuard() {
  const script = `(${guardSource})(${JSON.stringify(islandStateAttribute)}, ${JSON.stringify(hydratingEvents)})`
  return <script dangerouslySetInnerHTML={{ __html: script }} />
}
