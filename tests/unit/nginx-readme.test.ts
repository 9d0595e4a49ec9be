/** @jest-environment node */
import { describe, expect, it } from '@jest/globals'
import { readFileSync } from 'node:fs'
import { siteServerBlock } from '@/scripts/hosting/nginx.mjs'

// The README's "Behind nginx" block is the one the tests run: an operator who copies it gets what was tested.
describe('README, "Behind nginx"', () => {
  it('shows the server block scripts/hosting/nginx.mjs puts in front of the tested hosts', () => {
    const readme = readFileSync('README.md', 'utf8')
    const shown = /```nginx\n([\s\S]*?)```/.exec(readme)?.[1] ?? ''
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
