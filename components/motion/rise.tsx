'use client'

import type { BoxProps } from './box-props'
import { useMotionRuntime } from './runtime-loader'

/** A box that rises in when mounted with `rise`: give it a new key to play it again. */
export function Rise({ rise, ...box }: BoxProps & { rise: boolean }) {
  const runtime = useMotionRuntime(true)
  if (runtime) return <runtime.RiseBox rise={rise} {...box} />
  return <div {...box} />
}
