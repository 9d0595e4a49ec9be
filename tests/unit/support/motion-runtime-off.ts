/** Stands in for components/motion/runtime-loader.ts in unit tests: the motion runtime never arrives. */
import type { MotionRuntime } from '@/components/motion/runtime-loader'

export type { MotionRuntime }

export function useMotionRuntime(): MotionRuntime | null {
  return null
}
