'use client'

import { useMotionValue, useSpring } from 'motion/react'
import * as m from 'motion/react-m'
import { useEffect, useRef, type ReactNode } from 'react'
import { overlayOpacity } from '@/lib/demos/scroll-fade'
import { useReducedMotion } from '@/lib/use-reduced-motion'

/** How far the background may drift from the centre, in px, each way. */
const reach = 12
const springy = { stiffness: 120, damping: 20, mass: 0.6 }

/**
 * Decorative motion for a hero: the pointer pulls the background layer a little, on a spring,
 * and an overlay fades from 0.8 to 0 over the first 20 % of the page's scroll. Nothing moves
 * with reduced motion; the content inside is server-rendered and never waits for this.
 */
export function HeroMotion({ children }: { children: ReactNode }) {
  const root = useRef<HTMLDivElement>(null)
  const reduced = useReducedMotion()
  const shiftX = useSpring(useMotionValue(0), springy)
  const shiftY = useSpring(useMotionValue(0), springy)

  useEffect(() => {
    const element = root.current
    if (reduced || !element) return
    let frame = 0
    const onScroll = () => {
      cancelAnimationFrame(frame)
      frame = requestAnimationFrame(() => {
        const scrollable = document.documentElement.scrollHeight - window.innerHeight
        element.style.setProperty('--hero-overlay', String(overlayOpacity(scrollable > 0 ? window.scrollY / scrollable : 0)))
      })
    }
    const onPointer = (event: PointerEvent) => {
      const box = element.getBoundingClientRect()
      shiftX.set(((event.clientX - box.left) / box.width - 0.5) * 2 * reach)
      shiftY.set(((event.clientY - box.top) / box.height - 0.5) * 2 * reach)
    }
    onScroll()
    window.addEventListener('scroll', onScroll, { passive: true })
    element.addEventListener('pointermove', onPointer)
    return () => {
      cancelAnimationFrame(frame)
      window.removeEventListener('scroll', onScroll)
      element.removeEventListener('pointermove', onPointer)
    }
  }, [reduced, shiftX, shiftY])

  return (
    <div ref={root} className="relative isolate">
      <m.div aria-hidden className="pointer-events-none absolute inset-0 -z-10 motion-reduce:hidden" style={{ x: shiftX, y: shiftY }}>
        <div className="absolute top-10 left-[10%] size-72 rounded-full bg-accent/20 blur-3xl" />
        <div className="absolute right-[8%] bottom-0 size-80 rounded-full bg-accent/10 blur-3xl" />
      </m.div>
      <div aria-hidden className="pointer-events-none absolute inset-0 -z-10 bg-bg" style={{ opacity: 'var(--hero-overlay, 0.8)' }} />
      {children}
    </div>
  )
}
