'use client'

import type { ComponentProps } from 'react'
import { useMotionRuntime, type MotionRuntime } from './runtime-loader'

/** A decorative layer pulled by the pointer over `area`, on a spring. */
export function SpringLayer({ area, reach, ...box }: ComponentProps<MotionRuntime['SpringLayer']>) {
  const runtime = useMotionRuntime(true)
  if (runtime) return <runtime.SpringLayer area={area} reach={reach} {...box} />
  return <div {...box} />
}
