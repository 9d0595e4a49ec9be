'use client'

import { useEffect, useRef, type ReactNode } from 'react'
import { overlayOpacity } from '@/lib/demos/scroll-fade'
import { useReducedMotion } from '@/lib/use-reduced-motion'

/**
 * Decorative motion for a hero: the pointer tilts the background layer a little, and an
 * overlay fades from 0.8 to 0 over the first 20 % of the page's scroll. Nothing moves
 * with reduced motion; the content inside is server-rendered and never waits for this.
 */
export function HeroMotion({ children }: { children: ReactNode }) {
  const root = useRef<HTMLDivElement>(null)
  const reduced = useReducedMotion()

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
      element.style.setProperty('--hero-shift-x', `${((event.clientX - box.left) / box.width - 0.5) * 24}px`)
      element.style.setProperty('--hero-shift-y', `${((event.clientY - box.top) / box.height - 0.5) * 24}px`)
    }
    onScroll()
    window.addEventListener('scroll', onScroll, { passive: true })
    element.addEventListener('pointermove', onPointer)
    return () => {
      cancelAnimationFrame(frame)
      window.removeEventListener('scroll', onScroll)
      element.removeEventListener('pointermove', onPointer)
    }
  }, [reduced])

  return (
    <div ref={root} className="relative isolate">
      <div
        aria-hidden
        className="pointer-events-none absolute inset-0 -z-10 transition-transform duration-300 ease-out motion-reduce:hidden"
        style={{ transform: 'translate3d(var(--hero-shift-x, 0px), var(--hero-shift-y, 0px), 0)' }}
      >
        <div className="absolute top-10 left-[10%] size-72 rounded-full bg-accent/20 blur-3xl" />
        <div className="absolute right-[8%] bottom-0 size-80 rounded-full bg-accent/10 blur-3xl" />
      </div>
      <div aria-hidden className="pointer-events-none absolute inset-0 -z-10 bg-bg" style={{ opacity: 'var(--hero-overlay, 0.8)' }} />
      {children}
    </div>
  )
}
