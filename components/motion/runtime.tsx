'use client'

/**
 * The animated elements, in a chunk of their own that runtime-loader.ts fetches after the
 * first interaction; components/motion/motion.tsx renders plain elements until then.
 * Animation features load lazily (LazyMotion); until they arrive an element appears at
 * its final state, never invisible. Reduced motion: motion's "user" setting plus instant
 * transitions, since opacity and height would still move.
 */
import {
  AnimatePresence,
  LazyMotion,
  MotionConfig,
  useMotionValue,
  useReducedMotion,
  useSpring,
  type FeatureBundle,
  type Transition,
} from 'motion/react'
import * as m from 'motion/react-m'
import { useEffect, useState, useSyncExternalStore, type ReactNode, type RefObject } from 'react'
import { collapse, presets, type PresetName } from '@/lib/motion/presets'
import type { BoxProps } from './box-props'

const gentle: Transition = { duration: 0.2, ease: 'easeOut' }
const instant: Transition = { duration: 0 }

let featuresReady = false
const readyListeners = new Set<() => void>()
const loadFeatures = (): Promise<FeatureBundle> =>
  import('./features').then((module) => {
    featuresReady = true
    // A visible signal that animations can run (tests wait for it instead of guessing a delay).
    document.documentElement.dataset.motion = 'ready'
    for (const listener of readyListeners) listener()
    return module.default
  })

function subscribeToFeatures(listener: () => void) {
  readyListeners.add(listener)
  return () => void readyListeners.delete(listener)
}

function useFeaturesReady(): boolean {
  return useSyncExternalStore(
    subscribeToFeatures,
    () => featuresReady,
    () => false,
  )
}

function MotionRoot({ children }: { children: ReactNode }) {
  const reduced = useReducedMotion()
  return (
    <LazyMotion features={loadFeatures}>
      <MotionConfig reducedMotion="user" transition={reduced ? instant : gentle}>
        {children}
      </MotionConfig>
    </LazyMotion>
  )
}

/** An element that enters and leaves with a preset; `popLayout` lets what replaces it take its place at once. */
export function PresenceBox({
  show,
  preset,
  popLayout = false,
  ...box
}: BoxProps & { show: boolean; preset: PresetName; popLayout?: boolean }) {
  const ready = useFeaturesReady()
  const { hidden, shown } = presets[preset]
  return (
    <MotionRoot>
      <AnimatePresence mode={popLayout ? 'popLayout' : 'sync'}>
        {show && <m.div key="box" initial={ready ? hidden : false} animate={shown} exit={hidden} {...box} />}
      </AnimatePresence>
    </MotionRoot>
  )
}

/**
 * Closed → open → closing → closed: the panel leaves the page (`hidden`) only once folded away.
 * Each opening mounts the panel afresh (a new key), so it unfolds from 0 to its natural height.
 */
export function CollapseBox({ open, ...box }: BoxProps & { open: boolean }) {
  const ready = useFeaturesReady()
  const [folding, setFolding] = useState(false)
  const [openings, setOpenings] = useState(0)
  const [wasOpen, setWasOpen] = useState(open)
  if (wasOpen !== open) {
    setWasOpen(open)
    setFolding(!open && ready)
    if (open) setOpenings(openings + 1)
  }
  return (
    <MotionRoot>
      <m.div
        {...box}
        key={openings}
        hidden={!open && !folding}
        initial={open && ready && openings > 0 ? collapse.closed : false}
        animate={open ? collapse.open : folding ? collapse.closed : undefined}
        onAnimationComplete={() => setFolding(false)}
        // Clipped while the height moves; never at rest, so focus rings inside are not cut off.
        className={`${box.className ?? ''} ${open && !folding ? '' : 'overflow-hidden'}`}
      />
    </MotionRoot>
  )
}

/** A box that rises in when mounted with `rise` (e.g. the tab a visitor switched to), still otherwise. */
export function RiseBox({ rise, ...box }: BoxProps & { rise: boolean }) {
  const ready = useFeaturesReady()
  return (
    <MotionRoot>
      <m.div initial={rise && ready ? presets.rise.hidden : false} animate={presets.rise.shown} {...box} />
    </MotionRoot>
  )
}

/** A list whose items (BubbleItem) rise in when added and fade out when removed; what is there at first stays still. */
export function BubbleGroup({ children }: { children: ReactNode }) {
  return (
    <MotionRoot>
      <AnimatePresence initial={false}>{children}</AnimatePresence>
    </MotionRoot>
  )
}

export function BubbleItem(box: Omit<BoxProps, 'ref'>) {
  const ready = useFeaturesReady()
  return (
    <m.li
      initial={ready ? presets.rise.hidden : false}
      animate={presets.rise.shown}
      exit={presets.fade.hidden}
      {...box}
    />
  )
}

/** A decorative layer the pointer pulls up to `reach` px from the centre of `area`, on a spring. */
export function SpringLayer({
  area,
  reach,
  ...box
}: BoxProps & { area: RefObject<HTMLElement | null>; reach: number }) {
  const springy = { stiffness: 120, damping: 20, mass: 0.6 }
  const x = useSpring(useMotionValue(0), springy)
  const y = useSpring(useMotionValue(0), springy)
  const reduced = useReducedMotion()
  useEffect(() => {
    const element = area.current
    if (reduced || !element) return
    const onPointer = (event: PointerEvent) => {
      const bounds = element.getBoundingClientRect()
      x.set(((event.clientX - bounds.left) / bounds.width - 0.5) * 2 * reach)
      y.set(((event.clientY - bounds.top) / bounds.height - 0.5) * 2 * reach)
    }
    element.addEventListener('pointermove', onPointer)
    return () => element.removeEventListener('pointermove', onPointer)
  }, [area, reach, reduced, x, y])
  return (
    <MotionRoot>
      <m.div {...box} style={{ x, y }} />
    </MotionRoot>
  )
}
