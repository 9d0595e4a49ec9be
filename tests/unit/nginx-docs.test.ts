/** @jest-environment node */
import { describe, expect, it } from '@jest/globals'
import { readFileSync } from 'node:fs'
import { siteServerBlock } from '@/scripts/hosting/nginx.mjs'

// docs/hosting.md's "Behind nginx" block is the one the tests run: an operator who copies it gets what was tested.
describe('docs/hosting.md, "Behind nginx"', () => {
  it('shows the server block scripts/hosting/nginx.mjs puts in front of the tested hosts', () => {
    const hosting = readFileSync('docs/hosting.md', 'utf8')
    const section = hosting.slice(hosting.indexOf('## Behind nginx'))
    const shown = /```nginx\n([\s\S]*?)```/.exec(section)?.[1] ?? ''
    const withoutComments = (text: string) =>
      text
        .split('\n')
        .map((line) => line.replace(/\s*#.*$/, '').trimEnd())
        .join('\n')
        .trim()
    expect(withoutComments(shown)).toBe(
      withoutComments(siteServerBlock({ listen: '127.0.0.1:8080', upstream: '127.0.0.1:3000' })),
    )
  })
})
