// The prerendered documents of a build: `next start` serves them from <distDir>/server/app, and a
// standalone build carries its own copy (<distDir>/standalone/<distDir>/server/app).
import { existsSync, readdirSync } from 'node:fs'
import { join } from 'node:path'

/** Every server folder of the build in `root`/`distDir`: its own, and its standalone server's when there is one. */
export function serverFolders(root, distDir) {
  return [join(root, distDir, 'server'), join(root, distDir, 'standalone', distDir, 'server')].filter((folder) =>
    existsSync(join(folder, 'app')),
  )
}

/** The prerendered HTML files under `serverFolder`/app, as paths relative to that app folder. */
export const prerenderedDocuments = (serverFolder) =>
  readdirSync(join(serverFolder, 'app'), { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.html'))
