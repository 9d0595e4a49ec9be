/** @jest-environment node */
// The embedded database holds visitors' names, e-mails and messages: no other user of the machine may read it.
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals'
import { chmod, mkdtemp, readdir, rm, stat } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { EmbeddedDatabase } from '@/lib/store/embedded'

/** The permission bits of the folder, and every entry in it whose bits let its group or anyone else in. */
async function modes(folder: string) {
  const open: string[] = []
  for (const entry of await readdir(folder, { recursive: true, withFileTypes: true })) {
    const entryPath = path.join(entry.parentPath, entry.name)
    const mode = (await stat(entryPath)).mode & 0o777
    if (mode & 0o077) open.push(`${path.relative(folder, entryPath)} ${mode.toString(8)}`)
  }
  return { folder: ((await stat(folder)).mode & 0o777).toString(8), open }
}

describe('the embedded database on disk', () => {
  let base: string
  beforeEach(async () => {
    base = await mkdtemp(path.join(tmpdir(), 'embedded-files-'))
  })
  afterEach(async () => {
    await rm(base, { recursive: true, force: true })
  })

  it('is created 0700, its files readable and writable only by the server’s user', async () => {
    const folder = path.join(base, 'consents')
    const db = new EmbeddedDatabase(folder, { lockWaitMs: 0 })
    try {
      await db.run('select 1', [])
      const { folder: mode, open } = await modes(folder)
      expect(mode).toBe('700')
      // Before: the folder 755, its 950-odd files 666 (PGlite chmods what it creates).
      expect(open).toEqual([])
    } finally {
      await db.close()
    }
  }, 60_000)

  it('makes a folder left open by an earlier version private when it opens it', async () => {
    const folder = path.join(base, 'consents')
    const first = new EmbeddedDatabase(folder, { lockWaitMs: 0 })
    await first.run('select 1', [])
    await first.close()
    await chmod(folder, 0o755)
    await chmod(path.join(folder, 'PG_VERSION'), 0o666)

    const again = new EmbeddedDatabase(folder, { lockWaitMs: 0 })
    try {
      await again.run('select 1', [])
      expect(await modes(folder)).toEqual({ folder: '700', open: [] })
    } finally {
      await again.close()
    }
  }, 60_000)
})
