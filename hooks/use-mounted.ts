'use client'

import { useSyncExternalStore } from 'react'

const subscribe = () => () => {}

/** False during server rendering and hydration, true afterwards: for UI that depends on browser-only state. */
export function useMounted(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  )
}
