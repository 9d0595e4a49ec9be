// `npm run build`: `next build`, then what the build's prerendered pages need before any host serves
// them (scripts/build/): the stylesheet inlined, then a script policy per page. Every build goes through here: npm's build
// scripts, the Dockerfile, OpenNext's buildCommand, the test suite and bench:web.
import { spawnSync } from 'node:child_process'
import { copyFileSync, existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { inlineStylesheet } from './build/inline-stylesheet.mjs'
import { refreshStandaloneCopy } from './build/prerendered-pages.mjs'
import { writeScriptPolicies } from './build/script-policies.mjs'

const root = fileURLToPath(new URL('..', import.meta.url))

/** `next build`, then the finishing steps; resolves with the exit code. */
async function buildSite(env = process.env) {
  const nextBin = `${root}node_modules/next/dist/bin/next`
  const built = spawnSync(process.execPath, [nextBin, 'build'], { cwd: root, stdio: 'inherit', env })
  if (built.status !== 0) return built.status ?? 1
  const distDir = env.NEXT_DIST_DIR || '.next'
  const started = Date.now()
  const folder = `${root}${distDir}/server`
  const pages = inlineStylesheet(folder, `${root}${distDir}`)
  // After the CSS step, which rewrites the documents: the hashes are of what is served.
  const policies = writeScriptPolicies(folder)
  // The standalone server's copy gets the same files, rather than the same work done twice.
  const standalone = refreshStandaloneCopy(root, distDir) ? ' (and the standalone copy)' : ''
  const serverFiles = writeNodeServerFiles(distDir, env)
  if (serverFiles !== 0) return serverFiles
  console.error(
    `[build] stylesheet inlined in ${pages} pages; ${policies.pages} script policies, the longest ${policies.longest} bytes${standalone}`,
  )
  console.error(`[build] finished in ${Date.now() - started} ms`)
  return 0
}

/**
 * What the Node server (server.mjs) reads, written beside the build; the standalone output gets the server and that
 * file too, so `node server.mjs` runs there as in the project.
 */
function writeNodeServerFiles(distDir, env) {
  const answer = `${root}${distDir}/forbidden-method-answer.json`
  const tsx = `${root}node_modules/tsx/dist/cli.mjs`
  const script = `${root}scripts/build/forbidden-method-answer.ts`
  const written = spawnSync(process.execPath, [tsx, '--conditions=react-server', script, answer], {
    cwd: root,
    stdio: 'inherit',
    env,
  })
  if (written.status !== 0) return written.status ?? 1
  const standalone = `${root}${distDir}/standalone`
  if (existsSync(standalone)) {
    copyFileSync(answer, `${standalone}/${distDir}/forbidden-method-answer.json`)
    copyFileSync(`${root}server.mjs`, `${standalone}/server.mjs`)
  }
  return 0
}

process.exitCode = await buildSite()
