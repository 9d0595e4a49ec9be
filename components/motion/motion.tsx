'use client'

/**
 * Animated elements that cost nothing on first load: each renders a plain element (server
 * HTML, no JavaScript, before the first interaction) and the animated one from the lazily
 * loaded runtime once it has arrived. See runtime-loader.ts and runtime.tsx. One module per
 * element a page may use alone (rise.tsx, spring-layer.tsx, bubbles.tsx): a page ships only its own.
 */
import type { PresetName } from '@/lib/motion/presets'
import type { BoxProps } from './box-props'
import { useMotionRuntime } from './runtime-loader'

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
