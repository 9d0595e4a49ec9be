/**
 * Motion waits for the eye: nothing animates while the page loads or before a visitor is there (the motion
 * runtime's loader opens the gate at the first interaction, components/motion/runtime-loader.ts), a loop runs
 * only while its box is on screen, and an entrance plays only for what is scrolled to. The CSS half is in
 * app/globals.css (.motion-loop, .stagger-in); without JavaScript loops run and cards are simply there.
 */

import { afterLoadAndIdle } from '@/lib/page-load'

/** On <html>, "open" once the load is over: loops may run. */
export const motionGateAttribute = 'data-motion-gate'
/** On a loop's box while it is off screen: it pauses. */
export const offScreenAttribute = 'data-off-screen'
/** On a card met by the gate: "rise" (it rises in, `--entrance-order` × 0.1 s after the first met with it) or "none". */
export const entranceAttribute = 'data-entrance'

/** How far below the screen a card starts its entrance: far enough that its first frame is not seen. */
const entranceMargin = '0px 0px 25% 0px'

/** Cards reported near the screen: those still below it rise in, in the order met; those already seen stay. */
function startEntrances(entries: IntersectionObserverEntry[], observer: IntersectionObserver) {
  let order = 0
  for (const { isIntersecting, target, boundingClientRect } of entries) {
    if (!isIntersecting) continue
    observer.unobserve(target)
    // On screen already (there when the load ended, or jumped to): animating it now would make it blink.
    const rises = boundingClientRect.top >= window.innerHeight
    if (rises) (target as HTMLElement).style.setProperty('--entrance-order', String(order++))
    target.setAttribute(entranceAttribute, rises ? 'rise' : 'none')
  }
}

/** Watches the loops and cards in `scope` (an observer takes an element it already observes as a no-op). */
function watch(scope: Element, loops: IntersectionObserver, entrances: IntersectionObserver) {
  const under = (selector: string) => [...(scope.matches(selector) ? [scope] : []), ...scope.querySelectorAll(selector)]
  for (const loop of under('.motion-loop')) loops.observe(loop)
  for (const card of under(`.stagger-in:not([${entranceAttribute}])`)) entrances.observe(card)
}

/**
 * Opens the gate, once the load is over: loops run while on screen, cards below it wait to be scrolled to.
 * What a page reached by a link, or an island, adds later is watched as it arrives. Opened once per document.
 */
function openMotionGate() {
  document.documentElement.setAttribute(motionGateAttribute, 'open')
  const loops = new IntersectionObserver((entries) => {
    for (const entry of entries) entry.target.toggleAttribute(offScreenAttribute, !entry.isIntersecting)
  })
  const entrances = new IntersectionObserver(startEntrances, { rootMargin: entranceMargin })
  watch(document.body, loops, entrances)
  new MutationObserver((changes) => {
    for (const change of changes)
      for (const node of change.addedNodes) if (node instanceof Element) watch(node, loops, entrances)
  }).observe(document.body, { childList: true, subtree: true })
}

/** Opens the gate at the first idle moment after `load` (at once, if that has passed). */
export function openMotionGateAfterLoad() {
  afterLoadAndIdle(openMotionGate)
}
