/**
 * What `work` resolves to, or `fallback` once `ms` have passed on the page's own clock (a timer, not
 * AbortSignal.timeout: tests can move it), whichever comes first.
 */
export function within<T>(work: Promise<T>, ms: number, fallback: T): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const late = new Promise<T>((resolve) => (timer = setTimeout(() => resolve(fallback), ms)))
  return Promise.race([work, late]).finally(() => clearTimeout(timer))
}
