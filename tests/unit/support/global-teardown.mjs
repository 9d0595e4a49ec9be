import { teardown as stopPostgres } from './postgres-global.mjs'
import { removeImage } from './pglite-image.mjs'

export default async function teardown() {
  stopPostgres()
  await removeImage()
}
