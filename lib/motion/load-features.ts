'use client'

import { useSyncExternalStore } from 'react'
import type { FeatureBundle } from 'motion/react'

/** Events that mean a person is here and may open something. */
const interactionEvents = ['pointerdown', 'pointermove', 'keydown', 'touchstart', 'wheel'] as const

let ready = false
const listeners = new Set<() => void>()

function firstInteraction(): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      for (const type of interactionEvents) window.removeEventListener(type, done, true)
      resolve()
    }
    for (const type of interactionEvents) window.addEventListener(type, done, { capture: true, passive: true })
  })
}

/**
 * LazyMotion's `features`: the animation features are fetched after the visitor's first
 * interaction, never during the page's first load. Until then `m` elements render as plain,
 * fully visible elements.
 */
export function loadMotionFeatures(): Promise<FeatureBundle> {
  return firstInteraction()
    .then(() => import('./features'))
    .then((features) => {
      ready = true
      for (const listener of listeners) listener()
      return features.default
    })
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => void listeners.delete(listener)
}

/** Whether the animation features have arrived (false on the server and before the first interaction). */
export function useMotionReady(): boolean {
  return useSyncExternalStore(subscribe, () => ready, () => false)
}

/**
 * An `initial` for an element that enters: `from` once animations can run, otherwise false
 * (the element appears at its final state; it never waits, invisible, for a chunk).
 */
export function useEnterFrom<T>(from: T): T | false {
  return useMotionReady() ? from : false
}
