/** Hero overlay opacity from scroll progress (0 = top of page, 1 = bottom): 0.8 at the top, 0 from 20 % on. */
export function overlayOpacity(progress: number): number {
  const clamped = Math.min(Math.max(progress, 0), 0.2)
  return Number((0.8 * (1 - clamped / 0.2)).toFixed(4))
}
