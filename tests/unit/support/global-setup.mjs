// Jest globalSetup: what every test file may share, made once per run.
import { setup as startPostgres } from './postgres-global.mjs'
import { makeImage } from './pglite-image.mjs'

export default async function setup() {
  await Promise.all([startPostgres(), makeImage()])
}
