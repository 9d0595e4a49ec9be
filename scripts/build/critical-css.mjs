// The first paint no longer waits for the stylesheet, nor for the framework's scripts that a
// render-blocking stylesheet let start before it (issue 36, docs/performance.md): each prerendered
// page carries the rules its own HTML uses in a <style>, chosen by Beasties (the critical-CSS tool
// Angular's build uses), and the full stylesheet arrives when React hydrates.
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import Beasties from 'beasties'
import { prerenderedDocuments } from './prerendered-pages.mjs'

/**
 * Rules Beasties cannot see apply, kept whole:
 * - it matches selectors below <html>, never <html> itself, where the theme boot script sets the
 *   theme and colour scheme before the first paint (components/theme);
 * - it cannot evaluate :where() and :is(), which Tailwind wraps round its space-*, divide-* and
 *   variant (dark:, group-*) utilities.
 */
const rulesBeastiesCannotSee = [
  /^:root\b/,
  /^html\b/,
  /^\[data-theme/,
  /^\.dark\b/,
  /^\.theme-switching\b/,
  /:where\(|:is\(/,
]

/**
 * The page with its stylesheet link replaced by `critical` in a <style> and the link itself in a
 * <noscript>: any stylesheet the parser meets, even at the end of <body>, lets the framework's scripts
 * start before the first paint, and the paint waits for them. With JavaScript, React adds the
 * stylesheet when it hydrates, finding it in the page's flight data, from the cache: a preload fetches
 * it meanwhile, without holding the paint, so a menu opened at once finds its rules. The <style>
 * carries the link's precedence, so React puts the stylesheet after it: with the same rules in both,
 * the later ones decide, as Next ordered them (Tailwind's `top-16` after `inset-0`). Without
 * JavaScript, the <noscript> loads it. The rest of the document stays byte for byte as Next wrote it.
 */
function withCriticalCss(html, link, critical) {
  const href = /href="([^"]+)"/.exec(link)[1]
  const precedence = /data-precedence="([^"]+)"/.exec(link)?.[1] ?? 'next'
  return html.replace(
    link,
    () =>
      `<style data-precedence="${precedence}">${critical}</style><link rel="preload" href="${href}" as="style"/><noscript><link rel="stylesheet" href="${href}"/></noscript>`,
  )
}

/** The <style> Beasties added to `html`: the one the original page did not have. */
function addedStyle(original, processed) {
  const styles = [...processed.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((match) => match[1])
  const added = styles.find((css) => !original.includes(css))
  if (added === undefined) throw new Error('Beasties added no critical CSS')
  return added
}

/** Rewrites every prerendered page under `serverFolder` in place; `distDir` holds the stylesheets. */
export async function inlineCriticalCss(serverFolder, distDir) {
  const beasties = new Beasties({
    path: distDir,
    publicPath: '/_next/',
    allowRules: rulesBeastiesCannotSee,
    // Our own copy of the rules stays whole: pages share one stylesheet file.
    pruneSource: false,
    reduceInlineStyles: false,
    logLevel: 'warn',
  })
  const documents = prerenderedDocuments(serverFolder)
  for (const file of documents) {
    const path = join(serverFolder, 'app', file)
    const html = readFileSync(path, 'utf8')
    const links = html.match(/<link rel="stylesheet"[^>]*>/g) ?? []
    if (links.length === 0) continue
    if (links.length > 1) throw new Error(`${file}: ${links.length} stylesheets, where the site has one`)
    writeFileSync(path, withCriticalCss(html, links[0], addedStyle(html, await beasties.process(html))))
  }
  return documents.length
}
