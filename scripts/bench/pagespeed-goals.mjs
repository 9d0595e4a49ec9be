// bench:web's PageSpeed goals, for a simulated run (PageSpeed Insights' own method) with the content side:
// per route, the site against the floor (the empty Next page), and the same margins measured twice more,
// the site's content hydrated by the framework alone against the floor, and the site against that content.
// Where the content alone misses a margin over the floor, the floor is the wrong reference for it: what is
// the site's to meet is the margin over its own content.

import { signedDifferences } from './differences.mjs'

/** The margins: perf at least the reference's, TBT and simulated LCP at most this much above it. */
const pageSpeedGoals = { tbtOver: 25, lcpOver: 300 }

/** The margins `side` misses against `reference`, in a few words each. */
function missed(side, reference) {
  const misses = []
  if (side.performance < reference.performance) misses.push(`perf ${side.performance - reference.performance}`)
  if (side.tbt - reference.tbt > pageSpeedGoals.tbtOver)
    misses.push(`TBT +${Math.round(side.tbt - reference.tbt - pageSpeedGoals.tbtOver)} ms over`)
  if (side.lcp - reference.lcp > pageSpeedGoals.lcpOver)
    misses.push(`LCP +${((side.lcp - reference.lcp - pageSpeedGoals.lcpOver) / 1000).toFixed(2)} s over`)
  return misses.join('; ') || 'met'
}

/** One pair's differences: perf, TBT ms, LCP s. */
const differences = (side, reference) => signedDifferences(side, reference, ['performance', 'tbt', 'lcp']).join(' / ')

export const pageSpeedHeader = `| route | site − floor (perf / TBT ms / LCP s) | site against the floor | content − floor | content against the floor | site − content | site against its content |\n|---|---:|---|---:|---|---:|---|`

/** One route's row: each pair's differences and the margins it misses. */
export function pageSpeedRow(route, { site, floor, content }) {
  return `| ${route} | ${differences(site, floor)} | ${missed(site, floor)} | ${differences(content, floor)} | ${missed(content, floor)} | ${differences(site, content)} | ${missed(site, content)} |`
}

/** What the table's figures are, for the summary. */
export const pageSpeedNote = `PageSpeed's goals (issue 56): perf at least the reference's, TBT at most ${pageSpeedGoals.tbtOver} ms and Lighthouse's simulated LCP at most ${pageSpeedGoals.lcpOver / 1000} s above it; medians. Three pairs: the site against the floor; the content (the site's every element hydrated by the framework, no component of ours) against the floor, which is what the page's content costs before any code of ours; the site against its content, which is what the site's own code adds.`
