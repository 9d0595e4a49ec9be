'use client'

import { useEffect, useState, useSyncExternalStore } from 'react'

export type MotionRuntime = typeof import('./runtime')

/** Events that mean a person is here and may open something. */
const interactionEvents = ['pointerdown', 'pointermove', 'keydown', 'touchstart', 'wheel'] as const

let runtime: MotionRuntime | null = null
let waiting = false
const listeners = new Set<() => void>()

/** Fetches the motion runtime after the visitor's first interaction: no page pays for it in its first load. */
function loadAfterFirstInteraction() {
  if (waiting || runtime) return
  waiting = true
  const load = () => {
    for (const type of interactionEvents) window.removeEventListener(type, load, true)
    import('./runtime')
      .then((module) => {
        runtime = module
        for (const listener of listeners) listener()
      })
      .catch((error) =>
        console.warn('[motion] the animations could not be loaded; everything works without them', error),
      )
  }
  for (const type of interactionEvents) window.addEventListener(type, load, { capture: true, passive: true })
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => void listeners.delete(listener)
}

/**
 * The motion runtime once it has arrived, adopted only at a moment when `safe` (e.g. a panel
 * is closed): switching a plain element for an animated one remounts it, which must never
 * take focus or a half-typed value from an open panel. Null on the server and until then.
 */
export function useMotionRuntime(safe: boolean): MotionRuntime | null {
  useEffect(loadAfterFirstInteraction, [])
  const loaded = useSyncExternalStore(
    subscribe,
    () => runtime,
    () => null,
  )
  const [adopted, setAdopted] = useState<MotionRuntime | null>(null)
  if (loaded && !adopted && safe) setAdopted(loaded)
  return adopted
}
