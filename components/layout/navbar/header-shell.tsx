'use client'

import { useEffect, useState, type ReactNode } from 'react'

const scrollThreshold = 20

/** The fixed header; its background grows more opaque once the page scrolls past 20 px. */
export function HeaderShell({ children }: { children: ReactNode }) {
  const [scrolled, setScrolled] = useState(false)

  useEffect(() => {
    const update = () => setScrolled(window.scrollY > scrollThreshold)
    update()
    window.addEventListener('scroll', update, { passive: true })
    return () => window.removeEventListener('scroll', update)
  }, [])

  return (
    <header data-scrolled={scrolled} className="fixed inset-x-0 top-0 z-50">
      {/* The blur sits on its own layer: a backdrop-filter on the header would trap the mobile overlay's fixed position. */}
      <div
        aria-hidden
        className={`absolute inset-0 -z-10 border-b transition-colors duration-300 ${
          scrolled ? 'border-line bg-bg/95 shadow-sm backdrop-blur-md' : 'border-transparent bg-bg/60 backdrop-blur-sm'
        }`}
      />
      {children}
    </header>
  )
}
