/** @jest-environment node */
import { createHash } from 'node:crypto'
import { describe, expect, it } from '@jest/globals'
import { inlineScriptHashes, withScriptHashes } from '@/scripts/build/script-policies.mjs'

const sha = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`

describe('the build step that writes a script policy per page', () => {
  it('hashes each inline script the browser runs, byte for byte, and no external script or data block', () => {
    const flight = 'self.__next_f.push([1,"a \\u003c/script\\u003e &amp; b"])'
    const html = `<html><head><script src="/_next/static/chunks/a.js" async></script><script>${flight}</script>
      <script type="application/ld+json">{"@type":"Organization"}</script></head>
      <body><script id="_R_">requestAnimationFrame(function(){$RT=performance.now()});</script>
      <script type="module">import("/x.js")</script><script>${flight}</script></body></html>`
    expect(inlineScriptHashes(html)).toEqual([
      sha(flight),
      sha('requestAnimationFrame(function(){$RT=performance.now()});'),
      sha('import("/x.js")'),
    ])
  })

  it("adds the hashes to script-src alone, and refuses a policy that would make them moot with 'unsafe-inline'", () => {
    const policy =
      "default-src 'self'; script-src 'self' https://translate.google.com; style-src 'self' 'unsafe-inline'"
    expect(withScriptHashes(policy, ["'sha256-abc='"])).toBe(
      "default-src 'self'; script-src 'self' https://translate.google.com 'sha256-abc='; style-src 'self' 'unsafe-inline'",
    )
    expect(() => withScriptHashes("script-src 'self' 'unsafe-inline'", [])).toThrow(/unsafe-inline/)
    expect(() => withScriptHashes("default-src 'self'", [])).toThrow(/no script-src/)
  })
})
