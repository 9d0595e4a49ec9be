'use client'

/**
 * Animated elements that cost nothing on first load: each renders a plain element (server
 * HTML, no JavaScript, before the first interaction) and the animated one from the lazily
 * loaded runtime once it has arrived. See runtime-loader.ts and runtime.tsx.
 */
import { createContext, use, type ComponentProps, type ReactNode } from 'react'
import type { PresetName } from '@/lib/motion/presets'
import type { BoxProps } from './box-props'
import { useMotionRuntime, type MotionRuntime } from './runtime-loader'

/**
 * A box that enters and leaves (`show`), e.g. a popover or an overlay. With `inServerHtml` it is
 * in the server HTML while closed (hidden), so crawlers and readers without JavaScript find its links.
 */
export function Presence({
  show,
  preset,
  popLayout,
  inServerHtml,
  ...box
}: BoxProps & { show: boolean; preset: PresetName; popLayout?: boolean; inServerHtml?: boolean }) {
  const runtime = useMotionRuntime(!show)
  if (runtime) return <runtime.PresenceBox show={show} preset={preset} popLayout={popLayout} {...box} />
  return show || inServerHtml ? <div hidden={!show} {...box} /> : null
}

/** A disclosure's panel: `hidden` when closed, its height unfolding and folding once animated. */
export function Collapse({ open, ...box }: BoxProps & { open: boolean }) {
  const runtime = useMotionRuntime(!open)
  if (runtime) return <runtime.CollapseBox open={open} {...box} />
  return <div hidden={!open} {...box} />
}

/** A box that rises in when mounted with `rise`: give it a new key to play it again. */
export function Rise({ rise, ...box }: BoxProps & { rise: boolean }) {
  const runtime = useMotionRuntime(true)
  if (runtime) return <runtime.RiseBox rise={rise} {...box} />
  return <div {...box} />
}

/** A decorative layer pulled by the pointer over `area`, on a spring. */
export function SpringLayer({ area, reach, ...box }: ComponentProps<MotionRuntime['SpringLayer']>) {
  const runtime = useMotionRuntime(true)
  if (runtime) return <runtime.SpringLayer area={area} reach={reach} {...box} />
  return <div {...box} />
}

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
