import { readFileSync } from 'node:fs'
import { jest } from '@jest/globals'

type PgliteModule = typeof import('@electric-sql/pglite')
type CreateArguments = Parameters<PgliteModule['PGlite']['create']>

/**
 * PGlite as the store sees it, except that an in-memory database starts from the image of an initialised one
 * (./pglite-image.mjs) instead of running initdb. A database in a folder is made as in production.
 */
export function pgliteFromImage(): PgliteModule {
  const actual = jest.requireActual<PgliteModule>('@electric-sql/pglite')
  const imageFile = process.env.PGLITE_IMAGE
  if (imageFile === undefined) return actual
  const readImage = () => new Blob([readFileSync(imageFile)])
  let image: Blob | undefined
  class PGliteFromImage extends actual.PGlite {
    static override create(...args: CreateArguments) {
      const [first, second] = args as [unknown, unknown]
      const inMemory = first === undefined || typeof first === 'object'
      if (!inMemory) return actual.PGlite.create(first as string, second as never)
      image ??= readImage()
      return actual.PGlite.create({ ...(first as object), loadDataDir: image })
    }
  }
  return { ...actual, PGlite: PGliteFromImage } as PgliteModule
}
