// The prerendered documents of a build: `next start` serves them from <distDir>/server/app, and a
// standalone build carries its own copy (<distDir>/standalone/<distDir>/server/app).
import { copyFileSync, existsSync, readdirSync } from 'node:fs'
import { join } from 'node:path'

/** The prerendered HTML files under `serverFolder`/app, as paths relative to that app folder. */
export const prerenderedDocuments = (serverFolder) =>
  readdirSync(join(serverFolder, 'app'), { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.html'))

/**
 * The standalone server's copy of the build in `root`/`distDir`, when there is one, made the same again
 * as the build's own: its prerendered documents and its header rules (routes-manifest.json), which
 * the finishing steps rewrote in the build's own folder. Returns whether there was one.
 */
export function refreshStandaloneCopy(root, distDir) {
  const own = join(root, distDir)
  const standalone = join(own, 'standalone', distDir)
  if (!existsSync(join(standalone, 'server', 'app'))) return false
  for (const file of prerenderedDocuments(join(own, 'server')))
    copyFileSync(join(own, 'server', 'app', file), join(standalone, 'server', 'app', file))
  copyFileSync(join(own, 'routes-manifest.json'), join(standalone, 'routes-manifest.json'))
  return true
}
