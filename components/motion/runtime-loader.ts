'use client'

import { useEffect, useState, useSyncExternalStore } from 'react'
import { afterFirstInteraction } from '@/lib/first-interaction'

export type MotionRuntime = typeof import('./runtime')

let runtime: MotionRuntime | null = null
let waiting = false
const listeners = new Set<() => void>()

/**
 * At the visitor's first interaction, fetches the motion runtime and the gate that starts the page's own CSS
 * motion once the load is over (lib/motion/gate.ts): nothing moves for a page no one is at, and no page pays for
 * either in its first load. Every page starts this (the header's panels use the runtime).
 */
function loadAfterFirstInteraction() {
  if (waiting || runtime) return
  waiting = true
  afterFirstInteraction(() => {
    import('@/lib/motion/gate')
      .then((gate) => gate.openMotionGateAfterLoad())
      .catch((error) => console.warn('[motion] the gate could not be loaded; loops stay still', error))
    import('./runtime')
      .then((module) => {
        runtime = module
        for (const listener of listeners) listener()
      })
      .catch((error) =>
        console.warn('[motion] the animations could not be loaded; everything works without them', error),
      )
  })
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
