// Jest globalSetup: one freshly initialised PGlite database, dumped to a file (PGLITE_IMAGE, inherited by the
// workers). PGlite.create runs initdb, 1.5–3 s a time; loading this image takes 0.5 s. Only the empty cluster is
// kept: each store still runs the real migrations on open (0.1 s).
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto'

export async function makeImage() {
  if (process.env.PGLITE_IMAGE) return
  const folder = await mkdtemp(path.join(tmpdir(), 'pglite-image-'))
  const db = await PGlite.create({ extensions: { pgcrypto } })
  const image = await db.dumpDataDir('none')
  await db.close()
  const file = path.join(folder, 'initdb.tar')
  await writeFile(file, Buffer.from(await image.arrayBuffer()))
  globalThis.__pgliteImageFolder = folder
  process.env.PGLITE_IMAGE = file
}

export async function removeImage() {
  if (globalThis.__pgliteImageFolder) await rm(globalThis.__pgliteImageFolder, { recursive: true, force: true })
}
