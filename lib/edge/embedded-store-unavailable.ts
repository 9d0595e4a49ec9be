/**
 * Stands in for the embedded database's packages (PGlite and its pgcrypto, proper-lockfile) in the Cloudflare
 * worker build (next.config.ts, EDGE_BUILD=1), so their WebAssembly and file-system code never
 * enters the worker. lib/store refuses the embedded store on the edge before it would load them.
 */
const reason =
  'the embedded database is not part of the edge build: set DATABASE_URL or SUPABASE_URL + SUPABASE_SERVICE_ROLE_KEY'

export class PGlite {
  constructor() {
    throw new Error(reason)
  }
}

/** The extension's 1 MB bundle stays out of the worker too. */
export const pgcrypto = {}

export function lock(): never {
  throw new Error(reason)
}
