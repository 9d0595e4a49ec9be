#!/usr/bin/env node
// npm run count:product-lines — the product code's size, a figure to compare before and after a change: the
// non-blank lines of the .ts/.tsx/.mjs files under app/, components/, lib/ and hooks/, plus middleware.ts and
// instrumentation.ts, as git lists them (untracked files not ignored included).
import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'

const roots = ['app', 'components', 'lib', 'hooks', 'middleware.ts', 'instrumentation.ts']
const files = execFileSync('git', ['ls-files', '-co', '--exclude-standard', '--', ...roots], { encoding: 'utf8' })
  .split('\n')
  .filter((file) => /\.(ts|tsx|mjs)$/.test(file) && existsSync(file))
const byRoot = Object.fromEntries(roots.map((root) => [root, 0]))
for (const file of files)
  byRoot[file.split('/')[0]] += readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => /\S/.test(line)).length
const total = Object.values(byRoot).reduce((sum, lines) => sum + lines, 0)
console.log(
  `${Object.entries(byRoot)
    .map(([root, lines]) => `${root} ${lines}`)
    .join(', ')}`,
)
console.log(`${total} product lines`)
