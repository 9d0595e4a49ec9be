'use client'

import { createContext, use, type ReactNode } from 'react'
import type { BoxProps } from './box-props'
import { useMotionRuntime, type MotionRuntime } from './runtime-loader'

const BubbleRuntime = createContext<MotionRuntime | null>(null)

/** Chat bubbles (Bubble) in here rise in when added and fade out when removed; the first ones stay still. */
export function BubbleList({ children }: { children: ReactNode }) {
  const runtime = useMotionRuntime(true)
  return (
    <BubbleRuntime value={runtime}>
      {runtime ? <runtime.BubbleGroup>{children}</runtime.BubbleGroup> : children}
    </BubbleRuntime>
  )
}

export function Bubble(box: Omit<BoxProps, 'ref'>) {
  const runtime = use(BubbleRuntime)
  return runtime ? <runtime.BubbleItem {...box} /> : <li {...box} />
}
