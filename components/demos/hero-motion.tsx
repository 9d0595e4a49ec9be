'use client'

import { useEffect, useRef, type ReactNode } from 'react'
import { overlayOpacity } from '@/lib/demos/scroll-fade'
import { useReducedMotion } from '@/hooks/use-reduced-motion'
import { SpringLayer } from '@/components/motion/spring-layer'

/**
 * Decorative motion for a hero: the pointer pulls the background layer up to 12 px, on a
 * spring, and an overlay fades from 0.8 to 0 over the first 20 % of the page's scroll.
 * Nothing moves with reduced motion; the content inside is server-rendered and never waits for this.
 */
export function HeroMotion({ children }: { children: ReactNode }) {
  const root = useRef<HTMLDivElement>(null)
  const overlay = useRef<HTMLDivElement>(null)
  const reduced = useReducedMotion()

  useEffect(() => {
    const element = overlay.current
    if (reduced || !element) return
    let frame = 0
    const onScroll = () => {
      cancelAnimationFrame(frame)
      frame = requestAnimationFrame(() => {
        const scrollable = document.documentElement.scrollHeight - window.innerHeight
        // On the overlay itself: a custom property on the wrapper would restyle the whole hero each frame.
        element.style.opacity = String(overlayOpacity(scrollable > 0 ? window.scrollY / scrollable : 0))
      })
    }
    onScroll()
    window.addEventListener('scroll', onScroll, { passive: true })
    return () => {
      cancelAnimationFrame(frame)
      window.removeEventListener('scroll', onScroll)
    }
  }, [reduced])

  return (
    <div ref={root} className="relative isolate">
      <SpringLayer
        area={root}
        reach={12}
        aria-hidden
        className="pointer-events-none absolute inset-0 -z-10 motion-reduce:hidden"
      >
        <div className="absolute top-10 left-[10%] size-72 rounded-full bg-accent/20 blur-3xl" />
        {/* Placed from the top: from the bottom, it moved down as the parser added the hero's content (CLS 0.17). */}
        <div className="absolute top-64 right-[8%] size-80 rounded-full bg-accent/10 blur-3xl" />
      </SpringLayer>
      <div ref={overlay} aria-hidden className="pointer-events-none absolute inset-0 -z-10 bg-bg opacity-80" />
      {children}
    </div>
  )
}
