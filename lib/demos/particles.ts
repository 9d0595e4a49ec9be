/** Decorative particles from a fixed seed: server and browser compute the same ones, so nothing mismatches on hydration. */
export interface Particle {
  left: number
  top: number
  size: number
  duration: number
  delay: number
  opacity: number
}

/** mulberry32: a tiny, well-known seeded generator (numbers in [0, 1)). */
function seeded(seed: number): () => number {
  let value = seed >>> 0
  return () => {
    value = (value + 0x6d2b79f5) >>> 0
    let t = value
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const between = (random: () => number, min: number, max: number, decimals = 2) =>
  Number((min + random() * (max - min)).toFixed(decimals))

/** `count` particles: size 3-9 px, duration 30-70 s, delay up to 15 s, opacity 0.3-0.7, position in %. */
export function makeParticles(count = 20, seed = 20251016): Particle[] {
  const random = seeded(seed)
  return Array.from({ length: count }, () => ({
    left: between(random, 0, 100),
    top: between(random, 0, 100),
    size: between(random, 3, 9, 1),
    duration: between(random, 30, 70, 1),
    delay: between(random, 0, 15, 1),
    opacity: between(random, 0.3, 0.7),
  }))
}
