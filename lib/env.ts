/** The server's configuration, secrets included, read and checked once (the rules: lib/environment.ts). */
import 'server-only'
import { readEnvironment } from './environment'

export { onCloudflare } from './environment'
export const env = readEnvironment(process.env)
