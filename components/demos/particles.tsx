import type { CSSProperties } from 'react'
import { makeParticles } from '@/lib/demos/particles'

/** How tall the field the dots are spread over is: about a hero's height on a wide screen. */
const fieldHeightRem = 40

/**
 * 20 drifting dots from a fixed seed, rendered on the server: decorative, hidden from assistive tech and reduced
 * motion, still while off screen and until a visitor is there and the page has loaded (.motion-loop).
 */
export function Particles() {
  return (
    <div aria-hidden className="particles motion-loop pointer-events-none absolute inset-0 -z-10 overflow-hidden">
      {makeParticles().map((particle, index) => (
        <span
          key={index}
          className="particle absolute rounded-full bg-accent"
          style={
            {
              left: `${particle.left}%`,
              // From the top in rem, not in % of the hero: the hero grows as the parser adds it, and a dot
              // placed by % would move (a layout shift); those below the hero's end are clipped.
              top: `${(particle.top * fieldHeightRem) / 100}rem`,
              width: particle.size,
              height: particle.size,
              opacity: particle.opacity,
              '--particle-duration': `${particle.duration}s`,
              '--particle-delay': `${particle.delay}s`,
            } as CSSProperties
          }
        />
      ))}
    </div>
  )
}
