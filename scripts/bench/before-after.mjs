// bench:web's before/after goals, for a run with BEFORE=<checkout>: per route, the site against
// the BEFORE checkout's site and the floor (the empty Next page) measured in the same interleaved run.

/** The goals: timing against the floor of the same run, main-thread work and CLS against BEFORE's. */
export const beforeAfterGoals = {
  tbtOverFloor: 25,
  mainThreadUnderBefore: 0.2,
  lcpOverFloor: 400,
}

/** The goals the site misses on one route, in a few words each. */
function missed(site, before, floor) {
  const misses = []
  if (site.tbt - floor.tbt > beforeAfterGoals.tbtOverFloor)
    misses.push(`TBT +${Math.round(site.tbt - floor.tbt - beforeAfterGoals.tbtOverFloor)} ms over`)
  const cut = 1 - site.mainThread / before.mainThread
  if (cut < beforeAfterGoals.mainThreadUnderBefore)
    misses.push(
      `main thread ${signedPercent(-cut)} against before (goal −${beforeAfterGoals.mainThreadUnderBefore * 100} %)`,
    )
  if (site.paintedLcp - floor.paintedLcp > beforeAfterGoals.lcpOverFloor)
    misses.push(`LCP +${Math.round(site.paintedLcp - floor.paintedLcp - beforeAfterGoals.lcpOverFloor)} ms over`)
  if (site.cls > before.cls) misses.push(`CLS ${site.cls.toFixed(4)} > before's ${before.cls.toFixed(4)}`)
  return misses.join('; ') || '—'
}

/** A fraction as a signed whole percentage: +12 %, −20 %, 0 %. */
function signedPercent(fraction) {
  const percent = Math.round(fraction * 100)
  return `${percent > 0 ? '+' : percent < 0 ? '−' : ''}${Math.abs(percent)} %`
}
/** One figure of the three sides, site / before / floor. */
const threeWay = (site, before, floor, format) => [site, before, floor].map(format).join(' / ')

export const beforeAfterHeader = `| route | perf (site / before / floor) | LCP s (≤ floor + ${beforeAfterGoals.lcpOverFloor} ms) | TBT ms (≤ floor + ${beforeAfterGoals.tbtOverFloor} ms) | main thread ms (≥ ${beforeAfterGoals.mainThreadUnderBefore * 100} % under before) | main thread vs before | CLS (≤ before's) | goals missed |\n|---|---:|---:|---:|---:|---:|---:|---|`

/** One route's row: every figure as site / before / floor, and the goals the site misses. */
export function beforeAfterRow(route, { site, before, floor }) {
  const sides = (key, format) => threeWay(site[key], before[key], floor[key], format)
  return `| ${route} | ${sides('performance', String)} | ${sides('paintedLcp', (ms) => (ms / 1000).toFixed(2))} | ${sides('tbt', (ms) => String(Math.round(ms)))} | ${sides('mainThread', (ms) => String(Math.round(ms)))} | ${signedPercent(site.mainThread / before.mainThread - 1)} | ${sides('cls', (cls) => (cls === 0 ? '0' : cls.toFixed(4)))} | ${missed(site, before, floor)} |`
}

/** What the table's figures are, for the summary. */
export const beforeAfterNote = (lcpSource) =>
  `Goals: the site against the BEFORE checkout and the floor of the same run: TBT ≤ floor + ${beforeAfterGoals.tbtOverFloor} ms, main-thread work ≥ ${beforeAfterGoals.mainThreadUnderBefore * 100} % under before's, LCP ≤ floor + ${beforeAfterGoals.lcpOverFloor} ms (${lcpSource}), CLS no worse than before's. Each cell: site / before / floor, medians.`
