/** Client side: when the page's own load is over, the moment to start what the visitor has not asked for yet. */

import { afterFirstInteraction } from './first-interaction'

const idleDeadlineMs = 2000

/** Runs `run` after `load` and the browser's first idle moment (with a deadline: idle stalls in background tabs). */
export function afterLoadAndIdle(run: () => void): () => void {
  const waiting = new AbortController()
  let idle = 0
  const whenIdle = () => {
    idle =
      typeof requestIdleCallback === 'function'
        ? requestIdleCallback(run, { timeout: idleDeadlineMs })
        : window.setTimeout(run)
  }
  if (document.readyState === 'complete') whenIdle()
  else window.addEventListener('load', whenIdle, { once: true, signal: waiting.signal })
  return () => {
    waiting.abort()
    if (typeof cancelIdleCallback === 'function') cancelIdleCallback(idle)
    else clearTimeout(idle)
  }
}

/** Runs `run` once a visitor has interacted and the load is over (the first idle moment after `load`). */
export function afterVisitorAndLoad(run: () => void): () => void {
  let cancelIdle = () => {}
  const cancelInteraction = afterFirstInteraction(() => (cancelIdle = afterLoadAndIdle(run)))
  return () => (cancelInteraction(), cancelIdle())
}
