// The first paint waits neither for the stylesheet nor for the framework's scripts that a
// render-blocking stylesheet lets start before it, and React never applies the stylesheet a second
// time when it hydrates (docs/performance.md): each prerendered page carries the whole
// stylesheet in a <style>, and keeps Next's <link> disabled and of a type no browser fetches, for React to find.
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { prerenderedDocuments } from './prerendered-pages.mjs'

/** Not a styling language: the link stays in the document for React, and no browser fetches it. */
const inlinedType = 'text/x-inlined-css'

/**
 * The page with its stylesheet link turned into the stylesheet itself, in a <style> of the link's
 * precedence, followed by the same link, disabled:
 * - its type names no styling language, so no browser fetches it (HTML: "if the type attribute is not a
 *   supported styling language, do not fetch"); a disabled stylesheet is not applied either, but
 *   Chromium 150 fetched a link that was only disabled, on every load;
 * - React, hydrating Next's <link precedence>, adopts any link[rel=stylesheet] of that href already in
 *   the document rather than inserting one, and the browser would restyle the whole page when it
 *   applied (it did, by 100–170 ms at 4× CPU, while only the rules each page uses were inlined);
 * - client navigations render the same link, which React finds in its own map.
 * Without JavaScript the <style> is the stylesheet. The rest of the document stays byte for byte as
 * Next wrote it.
 */
function withInlineStylesheet(html, link, href, css) {
  if (/<\/style/i.test(css)) throw new Error('the stylesheet holds "</style", which would end its <style> early')
  const precedence = /data-precedence="([^"]+)"/.exec(link)?.[1] ?? 'next'
  return html.replace(
    link,
    () =>
      `<style data-precedence="${precedence}">${css}</style><link rel="stylesheet" href="${href}" data-precedence="${precedence}" type="${inlinedType}" disabled=""/>`,
  )
}

/** Rewrites every prerendered page under `serverFolder` in place; `distDir` holds the stylesheets. */
export function inlineStylesheet(serverFolder, distDir) {
  const documents = prerenderedDocuments(serverFolder)
  for (const file of documents) {
    const path = join(serverFolder, 'app', file)
    const html = readFileSync(path, 'utf8')
    const links = html.match(/<link rel="stylesheet"[^>]*>/g) ?? []
    if (links.length === 0) continue
    if (links.length > 1) throw new Error(`${file}: ${links.length} stylesheets, where the site has one`)
    const href = /href="(\/_next\/[^"]+)"/.exec(links[0])?.[1]
    if (href === undefined) throw new Error(`${file}: a stylesheet outside /_next/: ${links[0]}`)
    const css = readFileSync(join(distDir, href.slice('/_next/'.length)), 'utf8')
    writeFileSync(path, withInlineStylesheet(html, links[0], href, css))
  }
  return documents.length
}
