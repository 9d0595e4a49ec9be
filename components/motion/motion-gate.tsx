'use client'

import { useEffect } from 'react'
import { afterLoadAndIdle } from '@/lib/page-load'

/**
 * Rendered beside what moves (a loop, cards that rise in): opens the motion gate (lib/motion/gate.ts) when the
 * load is over. Its code comes then too, in a chunk of its own, and a page with nothing that moves has none.
 */
export function MotionGate() {
  useEffect(() => afterLoadAndIdle(() => void import('@/lib/motion/gate').then((gate) => gate.openMotionGate())), [])
  return null
}
