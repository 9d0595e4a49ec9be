// A Content-Security-Policy per prerendered page, with no 'unsafe-inline' for scripts.
// Every inline script of a prerendered page is fixed at build time: React's flight data
// (self.__next_f.push), the theme boot script. Their SHA-256 hashes let the browser run exactly
// those and nothing injected. Next's own guide offers nonces only, which need every page rendered on
// demand; its hash option (vercel/next.js #98332) has not landed. So, after `next build`, this step
// adds to the build's header rules (routes-manifest.json, which `next start`, the standalone server
// and OpenNext's worker all apply) one rule per page whose policy names that page's hashes.
import { createHash } from 'node:crypto'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { Parser } from 'htmlparser2'
import { prerenderedDocuments } from './prerendered-pages.mjs'

const policyHeader = 'content-security-policy'

/** Script types a browser runs; any other type (JSON-LD) is a data block, which CSP never checks. */
const runnable = (type) => !type || /^(text\/javascript|application\/javascript|module)$/i.test(type.trim())

/** The 'sha256-…' source of each inline script the browser would run in `html`, in document order. */
export function inlineScriptHashes(html) {
  const hashes = new Set()
  let current = null
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (name === 'script' && !('src' in attributes) && runnable(attributes.type)) current = ''
      },
      ontext(text) {
        if (current !== null) current += text
      },
      onclosetag(name) {
        if (name !== 'script' || current === null) return
        hashes.add(`'sha256-${createHash('sha256').update(current, 'utf8').digest('base64')}'`)
        current = null
      },
    },
    // The raw text, exactly the bytes the browser hashes.
    { decodeEntities: false },
  )
  parser.end(html)
  return [...hashes]
}

/** `policy` with `hashes` added to its script-src. */
export function withScriptHashes(policy, hashes) {
  const directives = policy.split(/;\s*/)
  const index = directives.findIndex((directive) => directive.startsWith('script-src '))
  if (index < 0) throw new Error(`no script-src in the policy: ${policy}`)
  if (directives[index].includes("'unsafe-inline'"))
    throw new Error("the build's policy allows 'unsafe-inline' scripts: a hash would be ignored beside it")
  directives[index] = [directives[index], ...hashes].join(' ')
  return directives.join('; ')
}

/** The public path of a prerendered document: index.html → /, products/x.html → /products/x. */
const pathOf = (file) => `/${file.replace(/\.html$/, '').replace(/(^|\/)index$/, '')}`
const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** Documents served for no path of their own: the 404 page and the error page. */
const pathlessDocuments = new Set(['/_not-found', '/_global-error'])

/**
 * Rewrites the header rules of the build whose server folder is `serverFolder`: the rule that names
 * the site's policy for every response gains the hashes of the 404 and error pages (served at any
 * address); each page gets a rule of its own, after it, whose policy names its scripts; a rewrite to a
 * page (a legal page's ?lang=en) gets that page's. Next applies every matching rule in order, the
 * last one's value winning. Returns the number of pages and the longest policy's length.
 */
export function writeScriptPolicies(serverFolder) {
  const manifestPath = join(serverFolder, '..', 'routes-manifest.json')
  if (!existsSync(manifestPath)) throw new Error(`${manifestPath} is missing`)
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'))
  const siteRule = manifest.headers.find((rule) => rule.headers.some(({ key }) => key.toLowerCase() === policyHeader))
  if (!siteRule) throw new Error("no header rule carries the site's Content-Security-Policy (next.config headers())")
  const sitePolicy = siteRule.headers.find(({ key }) => key.toLowerCase() === policyHeader)
  const base = sitePolicy.value
  const hashesByPath = new Map(
    prerenderedDocuments(serverFolder).map((file) => [
      pathOf(file),
      inlineScriptHashes(readFileSync(join(serverFolder, 'app', file), 'utf8')),
    ]),
  )
  const pathless = [...pathlessDocuments].flatMap((path) => hashesByPath.get(path) ?? [])
  sitePolicy.value = withScriptHashes(base, [...new Set(pathless)])
  const policyRule = (source, hashes, extra = {}) => ({
    source,
    ...extra,
    headers: [{ key: sitePolicy.key, value: withScriptHashes(base, hashes) }],
  })
  const pageRules = [...hashesByPath]
    .filter(([path]) => !pathlessDocuments.has(path))
    .map(([path, hashes]) => policyRule(path, hashes, { regex: `^${escapeRegExp(path)}(?:/)?$` }))
  const variantRules = (manifest.rewrites.beforeFiles ?? [])
    .filter((rewrite) => hashesByPath.has(rewrite.destination))
    .map(({ source, has, missing, regex, destination }) =>
      policyRule(source, hashesByPath.get(destination), { regex, ...(has && { has }), ...(missing && { missing }) }),
    )
  // Runs once on the manifest each `next build` writes afresh (scripts/build.mjs).
  manifest.headers.push(...pageRules, ...variantRules)
  writeFileSync(manifestPath, JSON.stringify(manifest))
  const longest = Math.max(...manifest.headers.flatMap((rule) => rule.headers.map(({ value }) => value.length)))
  return { pages: pageRules.length + variantRules.length, longest }
}
