'use client'

import { LazyMotion, MotionConfig, type Transition } from 'motion/react'
import type { ReactNode } from 'react'
import { loadMotionFeatures } from '@/lib/motion/load-features'
import { useReducedMotion } from '@/lib/use-reduced-motion'

const gentle: Transition = { duration: 0.2, ease: 'easeOut' }
const instant: Transition = { duration: 0 }

/**
 * Motion for the whole site: `m` elements with the animation features loaded lazily, and
 * reduced motion honoured twice: motion's own "user" setting (no transforms) and, since
 * opacity and height would still move, every transition made instant.
 */
export function MotionProvider({ children }: { children: ReactNode }) {
  const reduced = useReducedMotion()
  return (
    <LazyMotion features={loadMotionFeatures}>
      <MotionConfig reducedMotion="user" transition={reduced ? instant : gentle}>
        {children}
      </MotionConfig>
    </LazyMotion>
  )
}
