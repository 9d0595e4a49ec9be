// The site's prerendered pages, read from its build (BENCH_SITE_PAGES: its `server/app` folder), for
// the content reference: the same elements, rendered by server components alone.
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'

const folder = () => {
  const pages = process.env.BENCH_SITE_PAGES
  if (!pages) throw new Error('BENCH_SITE_PAGES names no folder: build the floor through bench:web')
  return pages
}

/** Each prerendered page's route, as the segments of an optional catch-all (`/` is []). */
export function siteRoutes() {
  const found = []
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name)
      if (entry.isDirectory()) walk(path)
      else if (entry.name.endsWith('.html') && !/^(_not-found|_global-error|404|500)\.html$/.test(entry.name))
        found.push(relative(folder(), path).slice(0, -'.html'.length))
    }
  }
  walk(folder())
  return found.map((route) => ({ route: route === 'index' ? [] : route.split('/') }))
}

const attributesOf = (tag) =>
  Object.fromEntries(
    [...tag.matchAll(/([\w-]+)="([^"]*)"/g)].map((match) => [match[1], match[2].replace(/&amp;/g, '&')]),
  )

/** The page at `route` (segments): its <html> and <body> attributes, its inline stylesheet, its body. */
export function sitePage(route = []) {
  const html = readFileSync(join(folder(), `${route.length ? route.join('/') : 'index'}.html`), 'utf8')
  return {
    htmlAttributes: attributesOf(/<html[^>]*>/.exec(html)[0]),
    bodyAttributes: attributesOf(/<body[^>]*>/.exec(html)[0]),
    stylesheet: /<style data-precedence="[^"]*">([\s\S]*?)<\/style>/.exec(html)?.[1] ?? '',
    body: /<body[^>]*>([\s\S]*)<\/body>/.exec(html)[1],
  }
}
